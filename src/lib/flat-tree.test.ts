import { describe, expect, it } from 'vitest';
import { itemAccessors as accessors, itemRoots as roots } from '#/test/flat-trees';
import { indexOfId, parentIdsOf, positionIn, visibleIndexes } from './flat-tree';
import { flattenTree } from './flatten-tree';

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
