import { describe, expect, it } from 'vitest';
import { deepEqual, isDirty } from './dirty';

describe('isDirty', () => {
  it('is false for equal primitives and true for different ones', () => {
    expect(isDirty('a', 'a')).toBe(false);
    expect(isDirty('a', 'b')).toBe(true);
    expect(isDirty(1, 1)).toBe(false);
    expect(isDirty<number | string>(1, '1')).toBe(true);
    expect(isDirty(Number.NaN, Number.NaN)).toBe(false);
    expect(isDirty<string | null>(null, null)).toBe(false);
    expect(isDirty<string | null | undefined>(null, undefined)).toBe(true);
  });

  it('compares objects deeply', () => {
    const original = { name: 'Team', active: true, nested: { ids: [1, 2], label: 'x' } };
    expect(isDirty(original, structuredClone(original))).toBe(false);
    expect(isDirty(original, { ...original, name: 'Team 2' })).toBe(true);
    expect(isDirty(original, { ...original, nested: { ids: [1, 2], label: 'y' } })).toBe(true);
    expect(isDirty(original, { ...original, nested: { ids: [1, 2, 3], label: 'x' } })).toBe(true);
  });

  it('ignores key order', () => {
    expect(isDirty({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
  });

  it('treats an undefined property as absent', () => {
    expect(isDirty<{ a?: number; b: number }>({ a: undefined, b: 1 }, { b: 1 })).toBe(false);
    expect(isDirty<{ a?: number | null; b: number }>({ a: null, b: 1 }, { b: 1 })).toBe(true);
  });

  it('reports extra or missing keys', () => {
    expect(isDirty<Record<string, number>>({ a: 1 }, { a: 1, b: 2 })).toBe(true);
    expect(isDirty<Record<string, number>>({ a: 1, b: 2 }, { a: 1 })).toBe(true);
  });

  it('respects array order and length', () => {
    expect(isDirty([1, 2, 3], [1, 2, 3])).toBe(false);
    expect(isDirty([1, 2, 3], [3, 2, 1])).toBe(true);
    expect(isDirty([{ id: 1 }], [{ id: 1 }, { id: 2 }])).toBe(true);
  });

  it('does not equate arrays with objects', () => {
    expect(deepEqual([], {})).toBe(false);
    expect(deepEqual({ 0: 'a', length: 1 }, ['a'])).toBe(false);
  });

  it('compares dates by time', () => {
    expect(isDirty(new Date('2024-01-01T00:00:00Z'), new Date('2024-01-01T00:00:00Z'))).toBe(false);
    expect(isDirty(new Date('2024-01-01T00:00:00Z'), new Date('2024-01-02T00:00:00Z'))).toBe(true);
  });

  it('compares maps and sets', () => {
    expect(deepEqual(new Set([1, 2]), new Set([2, 1]))).toBe(true);
    expect(deepEqual(new Set([1, 2]), new Set([1, 3]))).toBe(false);
    expect(deepEqual(new Map([['a', { x: 1 }]]), new Map([['a', { x: 1 }]]))).toBe(true);
    expect(deepEqual(new Map([['a', { x: 1 }]]), new Map([['a', { x: 2 }]]))).toBe(false);
  });
});
