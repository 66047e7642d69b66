import { describe, expect, it } from 'vitest';
import { itemAccessors as accessors, itemRoots as roots, type Item } from '#/test/flat-trees';
import { CHILDREN_LOADED, FIRST_OWN_FLAG, HAS_CHILDREN, fieldOf, hasFlag } from './flat-tree';
import { flattenTree } from './flatten-tree';

describe('flattenTree', () => {
  const flat = flattenTree(roots, accessors, 2);

  it('lists the nodes depth first with their depth, parent, place among siblings and subtree end', () => {
    expect(flat.count).toBe(5);
    expect(Array.from({ length: flat.count }, (_, index) => fieldOf(flat, index, 0))).toEqual([
      'a',
      'a1',
      'a2',
      'a21',
      'b',
    ]);
  });

  it('keeps texts, depths, parents, positions and flags', () => {
    expect(fieldOf(flat, 2, 1)).toBe('Two');
    expect([...flat.depth]).toEqual([0, 1, 1, 2, 0]);
    expect([...flat.parent]).toEqual([-1, 0, 0, 2, -1]);
    expect([...flat.end]).toEqual([4, 2, 4, 4, 5]);
    expect([...flat.posInSet]).toEqual([1, 1, 2, 1, 2]);
    expect([...flat.setSize]).toEqual([2, 2, 2, 1, 2]);
    expect(hasFlag(flat, 1, FIRST_OWN_FLAG)).toBe(true);
    expect(hasFlag(flat, 1, HAS_CHILDREN)).toBe(false);
    expect(hasFlag(flat, 1, CHILDREN_LOADED)).toBe(true);
    // Children not loaded: the item's own flag decides, and none are loaded.
    expect(hasFlag(flat, 4, HAS_CHILDREN)).toBe(true);
    expect(hasFlag(flat, 4, CHILDREN_LOADED)).toBe(false);
  });

  it('holds a tree of more nodes than it first made room for, every place kept', () => {
    const wide: Item[] = [
      {
        id: 'r',
        name: 'Root',
        children: Array.from({ length: 40 }, (_, i) => ({
          id: `c${i}`,
          name: `Child ${i}`,
          children: [{ id: `g${i}`, name: `Grandchild ${i}` }],
        })),
      },
    ];
    const big = flattenTree(wide, accessors, 2);
    expect(big.count).toBe(81);
    expect([big.depth.length, big.end.length, big.flags.length, big.starts.length]).toEqual([81, 81, 81, 163]);
    expect([fieldOf(big, 79, 1), fieldOf(big, 80, 0)]).toEqual(['Child 39', 'g39']);
    expect([big.end[0], big.parent[80], big.depth[80], big.posInSet[79], big.setSize[79]]).toEqual([81, 79, 2, 40, 40]);
    expect([big.posInSet[80], big.setSize[80]]).toEqual([1, 1]);
  });

  it('with a limit, keeps the top of the tree: the first nodes, each place as in the whole tree', () => {
    const top = flattenTree(roots, accessors, 2, 3);
    expect(Array.from({ length: top.count }, (_, index) => fieldOf(top, index, 0))).toEqual(['a', 'a1', 'a2']);
    expect([...top.depth, ...top.parent, ...top.posInSet]).toEqual([0, 1, 1, -1, 0, 0, 1, 1, 2]);
    // Their sets count every sibling (a2's child and b were not reached), and a subtree ends where the top does.
    expect([...top.setSize]).toEqual([2, 2, 2]);
    expect([...top.end]).toEqual([3, 2, 3]);
    expect(hasFlag(top, 2, HAS_CHILDREN)).toBe(true);
    expect(flattenTree(roots, accessors, 2, 99)).toEqual(flat);
  });

  it('leaves out a child with the id of one of its ancestors', () => {
    const cyclic = flattenTree([{ id: 'x', name: 'X', children: [{ id: 'x', name: 'again' }] }], accessors, 2);
    expect(cyclic.count).toBe(1);
    expect(hasFlag(cyclic, 0, HAS_CHILDREN)).toBe(false);
  });
});
