import { describe, expect, it } from 'vitest';
import { OrganisationType } from '#/api/schema.gen';
import { buildTree } from '#/lib/tree-model';
import type { Organisation } from './organisation-record';
import {
  entitiesOf,
  marksOf,
  nodeIn,
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

  it('finds a node at any depth', () => {
    expect(nodeIn(answer, 'a11')?.entity?.name).toBe('Organisation a11');
    expect(nodeIn(answer, 'a2')?.id).toBe('a2');
    expect(nodeIn(answer, 'zz')).toBeUndefined();
  });
});

describe("a row's Active and Initialised marks", () => {
  const slim = node('s', { entity: undefined, active: false, initialised: true });

  it("are the record's: one saved here before the node's own organisation", () => {
    expect(marksOf(node('a'), undefined)).toEqual({ active: true, initialised: false });
    expect(marksOf(node('a'), { ...organisation('a'), active: false, initialised: true })).toEqual({
      active: false,
      initialised: true,
    });
    expect(marksOf(slim, { ...organisation('s'), active: true, initialised: false })).toEqual({
      active: true,
      initialised: false,
    });
  });

  it("are the node's own when it came without its organisation", () => {
    expect(marksOf(slim, undefined)).toEqual({ active: false, initialised: true });
    expect(marksOf({ ...slim, entity: null }, null)).toEqual({ active: false, initialised: true });
  });

  it('are none when neither the record nor both of the marks are there', () => {
    expect(marksOf(node('x', { entity: null }), undefined)).toBeUndefined();
    expect(marksOf(node('x', { entity: undefined, active: true }), undefined)).toBeUndefined();
  });
});
