import { describe, expect, it } from 'vitest';
import { anySelected, selectedKeysInView, selectionInView, withViewSelected } from './grid-selection';

const rows = [{ key: 'a' }, { key: 'b' }, { key: 'c' }];

describe('selectionInView', () => {
  it('is neither all nor some without a selection', () => {
    expect(selectionInView(rows, {})).toEqual({ all: false, some: false });
    expect(selectionInView(rows, { a: false })).toEqual({ all: false, some: false });
    expect(anySelected({ a: false })).toBe(false);
  });

  it('counts only the rows in view', () => {
    expect(selectionInView(rows, { a: true, z: true })).toEqual({ all: false, some: true });
    expect(selectionInView(rows, { a: true, b: true, c: true })).toEqual({ all: true, some: false });
    expect(selectionInView([], { z: true })).toEqual({ all: false, some: false });
  });
});

describe('withViewSelected', () => {
  it('selects or clears the rows in view and keeps the others', () => {
    expect(withViewSelected({ z: true }, rows, true)).toEqual({ z: true, a: true, b: true, c: true });
    expect(withViewSelected({ z: true, a: true, b: false }, rows, false)).toEqual({ z: true });
  });
});

describe('selectedKeysInView', () => {
  it('lists the selected rows in view order, without those marked for deletion', () => {
    expect(selectedKeysInView(rows, { c: true, a: true, b: true, z: true }, new Set(['b']))).toEqual(['a', 'c']);
  });
});
