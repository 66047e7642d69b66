import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY } from '../../lib/currency-code';
import { DEFAULT_LOCALE } from '../../lib/locale-format';
import { newUser, userName } from './user-rules';

describe('userName', () => {
  it('is the full name, else the short name, trimmed', () => {
    expect(userName({ shortName: 'tom', fullName: ' Tom Lee ' })).toBe('Tom Lee');
    expect(userName({ shortName: ' tom ', fullName: '  ' })).toBe('tom');
    expect(userName({ shortName: 'tom', fullName: null })).toBe('tom');
    expect(userName({})).toBe('');
  });
});

describe('a new user row', () => {
  it('starts blank in the default locale and currency, without scopes', () => {
    expect(newUser()).toEqual({
      shortName: '',
      fullName: '',
      email: '',
      locale: DEFAULT_LOCALE,
      defaultCurrencyCode: DEFAULT_CURRENCY,
      scopes: [],
    });
  });
});
