import { describe, expect, it } from 'vitest';
import { fieldOf } from '#/lib/flat-tree';
import { flattenTree } from '#/lib/flatten-tree';
import { flatRows } from './flat-rows';

interface Item {
  id: string;
  children?: Item[];
}

const tree = flattenTree<Item>(
  [{ id: 'a', children: [{ id: 'a1', children: [{ id: 'a11' }] }, { id: 'a2' }] }, { id: 'b' }],
  {
    getId: (item) => item.id,
    getChildren: (item) => item.children ?? [],
    hasChildren: () => false,
    texts: () => [],
    flags: () => 0,
  },
  1,
);
const source = { tree, nodeAt: (index: number) => fieldOf(tree, index, 0) };

describe('flatRows', () => {
  it('makes the rows shown under the expanded nodes, each with its depth, parent and place', () => {
    const { rows } = flatRows(source, new Set(['a']));
    expect(rows.length).toBe(4);
    expect(rows.at(1)).toMatchObject({
      id: 'a1',
      depth: 1,
      level: 1,
      parentId: 'a',
      hasChildren: true,
      expanded: false,
      posInSet: 1,
      setSize: 2,
    });
    expect(rows.at(2)).toMatchObject({ id: 'a2', node: { data: 'a2' }, posInSet: 2 });
    expect(rows.at(4)).toBeUndefined();
  });

  it('finds the position of a row shown, and none for a row under a collapsed node', () => {
    const { indexOf } = flatRows(source, new Set(['a']));
    expect(indexOf('b')).toBe(3);
    expect(indexOf('a11')).toBeUndefined();
    expect(indexOf('nobody')).toBeUndefined();
  });
});
