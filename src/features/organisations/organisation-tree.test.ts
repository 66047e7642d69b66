import { describe, expect, it } from 'vitest';
import { OrganisationType } from '../../api/schema.gen';
import { buildTree } from '../../lib/tree-model';
import type { Organisation } from './organisation-record';
import {
  entitiesOf,
  entityIn,
  expandableIdsOf,
  organisationNodeChildren,
  organisationNodeHasChildren,
  organisationTreeAccessors,
  type OrganisationTreeNode,
} from './organisation-tree';

const organisation = (organisationID: string): Organisation => ({
  organisationID,
  organisationCode: organisationID.toUpperCase(),
  name: `Organisation ${organisationID}`,
  kapow: null,
  organisationType: OrganisationType.Licensee,
  posCoreInstanceID: null,
  remoteOrderServerInstanceID: null,
  dataExtractionServerInstanceID: null,
  partnerServerInstanceID: null,
  reportingServerInstanceID: null,
  parentOrganisationID: null,
  active: true,
  initialised: false,
});

const node = (id: string, fields: Partial<OrganisationTreeNode> = {}): OrganisationTreeNode => ({
  id,
  name: `Organisation ${id}`,
  hasChildren: false,
  entity: organisation(id),
  ...fields,
});

describe('organisation tree accessors', () => {
  it("reads the server's children flag, and children only once loaded (null counts as not loaded)", () => {
    const loaded = node('a', { hasChildren: true, children: [node('a1')] });
    const notLoaded = node('b', { hasChildren: true, children: null });
    expect(organisationNodeHasChildren(loaded)).toBe(true);
    expect(organisationNodeChildren(loaded)?.map((child) => child.id)).toEqual(['a1']);
    expect(organisationNodeChildren(notLoaded)).toBeUndefined();
    expect(organisationNodeChildren(node('c'))).toBeUndefined();
  });

  it('builds the tree: a node whose children are not loaded keeps its expander', () => {
    const roots = buildTree([node('a', { hasChildren: true }), node('b')], organisationTreeAccessors);
    expect(roots.map((root) => [root.id, root.hasChildren, root.children])).toEqual([
      ['a', true, undefined],
      ['b', false, undefined],
    ]);
  });
});

describe('entitiesOf', () => {
  it('collects the organisation of every node and of its loaded children, by node id', () => {
    const tree = [node('a', { hasChildren: true, children: [node('a1', { entity: null }), node('a2')] }), node('b')];
    const entities = entitiesOf(tree, new Map());
    expect([...entities.keys()]).toEqual(['a', 'a2', 'b']);
    expect(entities.get('a2')?.name).toBe('Organisation a2');
  });

  it('adds to the map it is given, a newer record replacing the one held', () => {
    const held = new Map([
      ['x', organisation('x')],
      ['a', { ...organisation('a'), name: 'Old' }],
    ]);
    const entities = entitiesOf([node('a')], held);
    expect(entities).toBe(held);
    expect([...entities.keys()]).toEqual(['x', 'a']);
    expect(entities.get('a')?.name).toBe('Organisation a');
  });
});

describe('a filtered answer, read without building its tree', () => {
  const answer = [
    node('a', {
      hasChildren: true,
      children: [node('a1', { hasChildren: true, children: [node('a11')] }), node('a2', { hasChildren: true })],
    }),
    node('b', { hasChildren: true, children: [] }),
  ];

  it('finds the record of a node at any depth', () => {
    expect(entityIn(answer, 'a11')?.name).toBe('Organisation a11');
    expect(entityIn(answer, 'zz')).toBeUndefined();
  });

  it('names the nodes shown expanded as the tree reads them: loaded children, else the flag', () => {
    expect(expandableIdsOf(answer)).toEqual(['a', 'a1', 'a2']);
  });
});
