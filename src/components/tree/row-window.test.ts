import { describe, expect, it } from 'vitest';
import { offsetShowing, rowsInView } from './row-window';

describe('rowsInView', () => {
  it('gives the rows the viewport shows, with the overscan on each side, within the list', () => {
    expect(rowsInView({ top: 0, height: 100 }, 1000, 10, 2)).toEqual({ first: 0, last: 11 });
    expect(rowsInView({ top: 205, height: 100 }, 1000, 10, 2)).toEqual({ first: 18, last: 32 });
    expect(rowsInView({ top: 9950, height: 100 }, 1000, 10, 2)).toEqual({ first: 993, last: 999 });
  });

  it('gives no rows for an empty list or a viewport without height', () => {
    expect(rowsInView({ top: 0, height: 100 }, 0, 10, 2)).toEqual({ first: 0, last: -1 });
    expect(rowsInView({ top: 0, height: 0 }, 50, 10, 2)).toEqual({ first: 0, last: -1 });
  });
});

describe('offsetShowing', () => {
  const view = { top: 100, height: 50 };
  it('leaves a row in view where it is', () => {
    expect(offsetShowing(view, 11, 10)).toBeUndefined();
  });
  it('puts a row above the view at its top, and one below at its bottom', () => {
    expect(offsetShowing(view, 3, 10)).toBe(30);
    expect(offsetShowing(view, 10, 10)).toBe(100);
    expect(offsetShowing(view, 20, 10)).toBe(160);
    expect(offsetShowing(view, 14, 10)).toBe(100);
  });
});
