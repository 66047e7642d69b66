import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY } from '#/lib/currency-code';
import { DEFAULT_LOCALE } from '#/lib/locale-format';
import { newUser } from './user-rules';

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
