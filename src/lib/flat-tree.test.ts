import { describe, expect, it } from 'vitest';
import {
  CHILDREN_LOADED,
  FIRST_OWN_FLAG,
  HAS_CHILDREN,
  fieldOf,
  flattenTree,
  hasFlag,
  indexOfId,
  parentIdsOf,
  positionIn,
  visibleIndexes,
  type FlatAccessors,
} from './flat-tree';

interface Item {
  id: string;
  name: string;
  more?: boolean;
  mark?: boolean;
  children?: Item[];
}

const accessors: FlatAccessors<Item> = {
  getId: (item) => item.id,
  getChildren: (item) => item.children,
  hasChildren: (item) => item.more ?? false,
  texts: (item) => [item.name],
  flags: (item) => (item.mark ? FIRST_OWN_FLAG : 0),
};

const roots: Item[] = [
  {
    id: 'a',
    name: 'Alpha',
    children: [
      { id: 'a1', name: 'One', mark: true, children: [] },
      { id: 'a2', name: 'Two', children: [{ id: 'a21', name: 'Deep' }] },
    ],
  },
  { id: 'b', name: 'Beta', more: true },
];

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

  it('leaves out a child with the id of one of its ancestors', () => {
    const cyclic = flattenTree([{ id: 'x', name: 'X', children: [{ id: 'x', name: 'again' }] }], accessors, 2);
    expect(cyclic.count).toBe(1);
    expect(hasFlag(cyclic, 0, HAS_CHILDREN)).toBe(false);
  });
});

describe('lookups', () => {
  const flat = flattenTree(roots, accessors, 2);

  it('finds a node by its whole id only', () => {
    expect(indexOfId(flat, 'a2')).toBe(2);
    expect(indexOfId(flat, 'a21')).toBe(3);
    expect(indexOfId(flat, 'b')).toBe(4);
    // Beta's name holds "eta", an id of no node; "One" is a name, not an id.
    expect(indexOfId(flat, 'eta')).toBeUndefined();
    expect(indexOfId(flat, 'One')).toBeUndefined();
    expect(indexOfId(flat, '')).toBeUndefined();
  });

  it('shows children under expanded nodes only', () => {
    const all = visibleIndexes(flat, () => true);
    expect([...all]).toEqual([0, 1, 2, 3, 4]);
    const a2Collapsed = visibleIndexes(flat, (index) => index !== 2);
    expect([...a2Collapsed]).toEqual([0, 1, 2, 4]);
    expect([...visibleIndexes(flat, () => false)]).toEqual([0, 4]);
    expect(positionIn(a2Collapsed, 4)).toBe(3);
    expect(positionIn(a2Collapsed, 3)).toBeUndefined();
  });

  it('lists the ids of the nodes with children', () => {
    expect(parentIdsOf(flat)).toEqual(['a', 'a2', 'b']);
  });
});
