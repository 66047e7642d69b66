import type { components } from '../../api/schema.gen';
import { DEFAULT_CURRENCY } from '../../lib/currency-code';
import { DEFAULT_LOCALE } from '../../lib/locale-format';

type UserChange = components['schemas']['UserChange'];

/**
 * How the console names a user in its confirmations (SPEC 3 User: the full name is optional, the short name
 * required): the full name, else the short name.
 */
export function userName(user: { shortName?: string | null; fullName?: string | null }): string {
  return user.fullName?.trim() || user.shortName?.trim() || '';
}

/** A new user row: the default locale and currency, no scopes. */
export const newUser = (): UserChange => ({
  shortName: '',
  fullName: '',
  email: '',
  locale: DEFAULT_LOCALE,
  defaultCurrencyCode: DEFAULT_CURRENCY,
  scopes: [],
});
