import type { Schemas } from './contract';
import type { UserRecord } from './state';

/** What a save of a user (an administrator's, or one's own profile) may change. */

/** The same scopes, in any order. */
export const sameScopes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((scope) => b.includes(scope)) && b.every((scope) => a.includes(scope));

/**
 * The fields a save may set, named one by one: never the id, version, password, consents or a read-only field (the
 * contract refuses a property it does not declare; what it declares read-only is the world's).
 */
export function userFields(posted: Schemas['UserChange']) {
  type Editable = 'fullName' | 'email' | 'locale' | 'defaultCurrencyCode' | 'image' | 'scopes';
  const fields: Pick<UserRecord, 'shortName'> & Partial<Pick<UserRecord, Editable>> = { shortName: posted.shortName };
  if (posted.fullName !== undefined) fields.fullName = posted.fullName;
  if (posted.email !== undefined) fields.email = posted.email;
  if (posted.locale !== undefined) fields.locale = posted.locale;
  if (posted.defaultCurrencyCode !== undefined) fields.defaultCurrencyCode = posted.defaultCurrencyCode;
  if (posted.image !== undefined) fields.image = posted.image;
  if (posted.scopes !== undefined) fields.scopes = [...posted.scopes];
  return fields;
}
