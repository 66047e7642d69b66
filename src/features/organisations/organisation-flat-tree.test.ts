import { describe, expect, it } from 'vitest';
import { indexOfId } from '#/lib/flat-tree';
import { FIRST_NODES, organisationNodeAt, readOrganisationTree } from './organisation-flat-tree';
import type { OrganisationTreeNode } from './organisation-tree';
import { flattenOrganisationTree } from './organisation-tree-read';

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

  it('takes the name, code, marks and record of the organisation an answer with entities carries', async () => {
    const [root] = answer;
    if (!root) throw new Error('no root');
    const entity = { name: 'Renamed', organisationCode: 'NEW', active: false, initialised: true };
    const withEntity = [{ ...root, active: undefined, initialised: undefined, entity }] as OrganisationTreeNode[];
    const flat = await readOrganisationTree(new TextEncoder().encode(JSON.stringify(withEntity)).buffer);
    const node = organisationNodeAt(flat, 0);
    expect(node).toMatchObject({ name: 'Renamed', nameSuffix: 'NEW', active: false, initialised: true, entity });
  });

  it('reads the answer’s bytes in the page where there is no Worker', async () => {
    const flat = await readOrganisationTree(new TextEncoder().encode(JSON.stringify(answer)).buffer);
    expect(flat.flat.count).toBe(2);
    expect(indexOfId(flat.flat, 'c')).toBe(1);
    expect(flat.entities.size).toBe(0);
  });

  it('hands the top of a large tree to `onFirst` in the page too', async () => {
    const [root] = answer;
    const child = root?.children?.[0];
    if (!root || !child) throw new Error('no child');
    const children = Array.from({ length: FIRST_NODES }, (_, index) => ({ ...child, id: `child ${index}` }));
    const tops: number[] = [];
    const whole = await readOrganisationTree(
      new TextEncoder().encode(JSON.stringify([{ ...root, children }])).buffer,
      (top) => tops.push(top.flat.count),
    );
    expect([tops, whole.flat.count]).toEqual([[FIRST_NODES], FIRST_NODES + 1]);
  });

  it('fails on an answer that is not JSON', async () => {
    await expect(readOrganisationTree(new TextEncoder().encode('{').buffer)).rejects.toThrow();
  });
});
