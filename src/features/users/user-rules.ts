import type { components } from '#/api/schema.gen';
import { DEFAULT_CURRENCY } from '#/lib/currency-code';
import { DEFAULT_LOCALE } from '#/lib/locale-format';

type UserChange = components['schemas']['UserChange'];

/** A new user row: the default locale and currency, no scopes. */
export const newUser = (): UserChange => ({
  shortName: '',
  fullName: '',
  email: '',
  locale: DEFAULT_LOCALE,
  defaultCurrencyCode: DEFAULT_CURRENCY,
  scopes: [],
});
