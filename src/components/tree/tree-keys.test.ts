import { describe, expect, it } from 'vitest';
import { treeKeyAction, type KeyRow } from './tree-keys';

// root (expanded) > child (collapsed, has children); other root (leaf)
const rows: KeyRow[] = [
  { id: 'root', parentId: undefined, hasChildren: true, expanded: true },
  { id: 'child', parentId: 'root', hasChildren: true, expanded: false },
  { id: 'other', parentId: undefined, hasChildren: false, expanded: false },
];
const indexOf = (id: string) => rows.findIndex((row) => row.id === id);

describe('treeKeyAction', () => {
  it('moves the focus up and down within the rows, and to either end', () => {
    expect(treeKeyAction('ArrowDown', rows, -1, indexOf)).toEqual({ kind: 'focus', index: 0 });
    expect(treeKeyAction('ArrowDown', rows, 2, indexOf)).toEqual({ kind: 'focus', index: 2 });
    expect(treeKeyAction('ArrowUp', rows, 0, indexOf)).toEqual({ kind: 'focus', index: 0 });
    expect(treeKeyAction('ArrowUp', rows, 2, indexOf)).toEqual({ kind: 'focus', index: 1 });
    expect(treeKeyAction('Home', rows, 2, indexOf)).toEqual({ kind: 'focus', index: 0 });
    expect(treeKeyAction('End', rows, 0, indexOf)).toEqual({ kind: 'focus', index: 2 });
  });

  it('expands a collapsed row on Right, or moves to its first child when expanded', () => {
    expect(treeKeyAction('ArrowRight', rows, 1, indexOf)).toEqual({ kind: 'expand', index: 1, open: true });
    expect(treeKeyAction('ArrowRight', rows, 0, indexOf)).toEqual({ kind: 'focus', index: 1 });
    expect(treeKeyAction('ArrowRight', rows, 2, indexOf)).toEqual({ kind: 'none' });
  });

  it('collapses an expanded row on Left, or moves to its parent', () => {
    expect(treeKeyAction('ArrowLeft', rows, 0, indexOf)).toEqual({ kind: 'expand', index: 0, open: false });
    expect(treeKeyAction('ArrowLeft', rows, 1, indexOf)).toEqual({ kind: 'focus', index: 0 });
    expect(treeKeyAction('ArrowLeft', rows, 2, indexOf)).toEqual({ kind: 'none' });
  });

  it('selects on Enter and Space, and leaves other keys alone', () => {
    expect(treeKeyAction('Enter', rows, 2, indexOf)).toEqual({ kind: 'select', index: 2 });
    expect(treeKeyAction(' ', rows, 0, indexOf)).toEqual({ kind: 'select', index: 0 });
    expect(treeKeyAction('Enter', [], -1, indexOf)).toEqual({ kind: 'none' });
    expect(treeKeyAction('a', rows, 0, indexOf)).toBeNull();
  });
});
