import { describe, expect, it } from 'vitest';
import { entityLookupSearchFor, textOfQuery, validateEntityLookupSearch } from './entity-lookup-search';

describe('entity lookup search params', () => {
  it('keeps a trimmed filter', () => {
    expect(validateEntityLookupSearch({ q: ' 6000 ' })).toEqual({ q: '6000' });
    expect(validateEntityLookupSearch({ q: 123 })).toEqual({ q: '123' });
  });

  it('drops an empty or malformed filter', () => {
    expect(validateEntityLookupSearch({ q: '   ' })).toEqual({});
    expect(validateEntityLookupSearch({ q: ['a'] })).toEqual({});
    expect(validateEntityLookupSearch({})).toEqual({});
  });

  it('clears the search for an empty box', () => {
    expect(entityLookupSearchFor('  ')).toEqual({});
    expect(entityLookupSearchFor(' pos-backoffice ')).toEqual({ q: 'pos-backoffice' });
  });
});

describe('validateEntityLookupSearch and the router', () => {
  it('returns the key, so its result replaces a malformed raw param when the router merges it over it', () => {
    const raw = { q: ['a'] };
    expect({ ...raw, ...validateEntityLookupSearch(raw) }).toEqual({});
    expect(Object.keys(validateEntityLookupSearch({}))).toEqual(['q']);
  });
});

describe('the search box', () => {
  it('shows the URL query, or an empty box', () => {
    expect(textOfQuery('abc')).toBe('abc');
    expect(textOfQuery(undefined)).toBe('');
  });
});
