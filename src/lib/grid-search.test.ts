import { describe, expect, it } from 'vitest';
import { GRID_QUERY_MAX, formatGridSort, parseGridSort, validateGridSearch, withGridView } from './grid-search';

describe('parseGridSort / formatGridSort', () => {
  it('reads a column id and a direction', () => {
    expect(parseGridSort('shortName.asc')).toEqual({ id: 'shortName', desc: false });
    expect(parseGridSort('defaultCurrencyCode.desc')).toEqual({ id: 'defaultCurrencyCode', desc: true });
  });

  it('drops malformed values', () => {
    for (const value of ['shortName', 'shortName.up', '.asc', 'a b.asc', 'x.asc.desc', 7, null, undefined, ['a.asc']]) {
      expect(parseGridSort(value)).toBeUndefined();
    }
  });

  it('writes what it reads', () => {
    expect(formatGridSort({ id: 'email', desc: true })).toBe('email.desc');
    expect(formatGridSort({ id: 'email', desc: false })).toBe('email.asc');
    expect(formatGridSort(undefined)).toBeUndefined();
  });
});

describe('validateGridSearch', () => {
  it('keeps a quick filter and a valid sort', () => {
    expect(validateGridSearch({ q: 'alice', order: 'email.desc' })).toEqual({ q: 'alice', order: 'email.desc' });
  });

  it('returns both keys, undefined when absent, blank or malformed', () => {
    expect(validateGridSearch({})).toEqual({ q: undefined, order: undefined });
    expect(validateGridSearch({ q: '   ', order: 'email' })).toEqual({ q: undefined, order: undefined });
    expect(validateGridSearch({ q: { a: 1 }, order: 3 })).toEqual({ q: undefined, order: undefined });
  });

  it('takes a number as text (the router parses q=123 as a number) and cuts a long filter', () => {
    expect(validateGridSearch({ q: 12345 }).q).toBe('12345');
    expect(validateGridSearch({ q: 'x'.repeat(GRID_QUERY_MAX + 5) }).q).toHaveLength(GRID_QUERY_MAX);
  });
});

describe('withGridView', () => {
  it('replaces only what is given and keeps other params', () => {
    const search = { q: 'a', order: 'name.asc', other: 1 };
    expect(withGridView(search, { q: 'ab' })).toEqual({ q: 'ab', order: 'name.asc', other: 1 });
    expect(withGridView(search, { sort: { id: 'email', desc: true } })).toEqual({
      q: 'a',
      order: 'email.desc',
      other: 1,
    });
  });

  it('removes a blank filter and a cleared sort', () => {
    expect(withGridView({ q: 'a', order: 'name.asc' }, { q: ' ', sort: undefined })).toEqual({
      q: undefined,
      order: undefined,
    });
  });
});
