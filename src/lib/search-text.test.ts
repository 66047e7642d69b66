import { describe, expect, it } from 'vitest';
import { searchText } from './search-text';

describe('searchText', () => {
  it('is the text without its outer white space', () => {
    expect(searchText('  Tom Lee ')).toBe('Tom Lee');
    expect(searchText('abc')).toBe('abc');
  });

  it('is none when blank or absent', () => {
    expect(searchText('')).toBeUndefined();
    expect(searchText('   ')).toBeUndefined();
    expect(searchText(undefined)).toBeUndefined();
    expect(searchText(null)).toBeUndefined();
  });

  it('reads a number the router parsed as its digits, and nothing else that is not text', () => {
    expect(searchText(123)).toBe('123');
    expect(searchText(Number.NaN)).toBeUndefined();
    expect(searchText(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(searchText(['a'])).toBeUndefined();
    expect(searchText({ q: 'a' })).toBeUndefined();
  });
});
