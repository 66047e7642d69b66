import type { Schemas } from './contract';
import type { UserRecord } from './state';

/** What a save of a user (an administrator's, or one's own profile) may change. */

/** The same scopes, in any order. */
export const sameScopes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((scope) => b.includes(scope)) && b.every((scope) => a.includes(scope));

/** What a save never sets as sent: the user's identity and version (checked, not stored) and what the world fills. */
const NOT_SET_BY_A_SAVE: ReadonlySet<string> = new Set(['userID', 'version', 'pendingEmail']);

/**
 * The fields a save sets: every property it sends but those above, so a field the contract adds is stored without a
 * change here (the contract refuses a property it does not declare, and the password is never part of a save).
 */
export function userFields(posted: Schemas['UserChange']) {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(posted)) {
    if (value !== undefined && !NOT_SET_BY_A_SAVE.has(name)) fields[name] = Array.isArray(value) ? [...value] : value;
  }
  // The entries are the posted ones, minus those above: the posted type's own.
  return fields as Pick<UserRecord, 'shortName'> &
    Partial<Omit<Schemas['UserChange'], 'userID' | 'version' | 'pendingEmail'>>;
}
