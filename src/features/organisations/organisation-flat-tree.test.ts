import { describe, expect, it } from 'vitest';
import { organisationNodeAt } from './organisation-flat-tree';
import type { OrganisationTreeNode } from './organisation-tree';
import { flatTreeOfBytes, flattenOrganisationTree } from './organisation-tree-read';

const answer: OrganisationTreeNode[] = [
  {
    id: 'r',
    name: 'Root',
    nameSuffix: 'ROOT',
    hasChildren: true,
    active: true,
    initialised: false,
    children: [{ id: 'c', name: 'Child', nameSuffix: null, hasChildren: false, children: [] }],
  },
];

describe('the flat organisation tree', () => {
  it('keeps each node’s name, code and marks', () => {
    const flat = { flat: flattenOrganisationTree(answer), entities: new Map() };
    expect(organisationNodeAt(flat, 0)).toEqual({
      id: 'r',
      name: 'Root',
      nameSuffix: 'ROOT',
      hasChildren: true,
      active: true,
      initialised: false,
    });
    // No marks sent: none shown.
    expect(organisationNodeAt(flat, 1)).toEqual({ id: 'c', name: 'Child', nameSuffix: null, hasChildren: false });
  });

  it('takes the name, code, marks and record of the organisation an answer with entities carries', () => {
    const [root] = answer;
    if (!root) throw new Error('no root');
    const entity = { name: 'Renamed', organisationCode: 'NEW', active: false, initialised: true };
    const withEntity = [{ ...root, active: undefined, initialised: undefined, entity }] as OrganisationTreeNode[];
    const flat = flatTreeOfBytes(new TextEncoder().encode(JSON.stringify(withEntity)).buffer);
    const node = organisationNodeAt(flat, 0);
    expect(node).toMatchObject({ name: 'Renamed', nameSuffix: 'NEW', active: false, initialised: true, entity });
  });
});
