import { describe, expect, it } from 'vitest';
import { fieldOf } from '#/lib/flat-tree';
import { FIRST_NODES, organisationNodeAt, type OrganisationFlatTree } from './organisation-flat-tree';
import type { OrganisationTreeNode } from './organisation-tree';
import { flatTreeOfBytes } from './organisation-tree-read';

const root = (children: OrganisationTreeNode[]): OrganisationTreeNode[] => [
  { id: 'r', name: 'Root', nameSuffix: 'ROOT', hasChildren: true, active: true, initialised: false, children },
];
const leaves = (count: number): OrganisationTreeNode[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `c${index}`,
    name: `Child ${index}`,
    nameSuffix: null,
    hasChildren: false,
  }));
const encoded = (nodes: readonly OrganisationTreeNode[]) => new TextEncoder().encode(JSON.stringify(nodes)).buffer;

describe("reading the filtered tree's answer", () => {
  it('hands over the top of a larger tree before flattening the whole', () => {
    const steps: string[] = [];
    const tops: OrganisationFlatTree[] = [];
    const whole = flatTreeOfBytes(encoded(root(leaves(FIRST_NODES + 20))), (top) => {
      steps.push('top');
      tops.push(top);
    });
    steps.push('whole');
    expect(steps).toEqual(['top', 'whole']);
    expect([tops.map((top) => top.flat.count), whole.flat.count]).toEqual([[FIRST_NODES], FIRST_NODES + 21]);
    const [top] = tops;
    if (!top) throw new Error('no top');
    // The root and its first children, all expanded, as the whole tree shows them.
    expect([fieldOf(top.flat, 0, 0), fieldOf(top.flat, 1, 1), fieldOf(top.flat, FIRST_NODES - 1, 0)]).toEqual([
      'r',
      'Child 0',
      `c${FIRST_NODES - 2}`,
    ]);
    expect(organisationNodeAt(top, 0)).toEqual(organisationNodeAt(whole, 0));
  });

  it('hands over no top of a tree no larger than a top, and reads without one asked for', () => {
    const tops: OrganisationFlatTree[] = [];
    expect(flatTreeOfBytes(encoded(root(leaves(3))), (top) => tops.push(top)).flat.count).toBe(4);
    expect(flatTreeOfBytes(encoded(root(leaves(FIRST_NODES - 1))), (top) => tops.push(top)).flat.count).toBe(
      FIRST_NODES,
    );
    expect(tops).toEqual([]);
    expect(flatTreeOfBytes(encoded(root(leaves(FIRST_NODES)))).flat.count).toBe(FIRST_NODES + 1);
  });

  it('fails on an answer that is not JSON', () => {
    expect(() => flatTreeOfBytes(new TextEncoder().encode('{').buffer)).toThrow();
  });
});
