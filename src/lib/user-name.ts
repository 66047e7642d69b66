/**
 * How the console names a user (SPEC 3 User: the full name is optional, the short name required): the full name,
 * else the short name (the display name), trimmed; empty when neither has text. Confirmations, the command palette
 * and the audit log's user filter (an audit entry names its user so: lib/cross-links.ts) all read it.
 */
export function userName(user: { shortName?: string | null; fullName?: string | null }): string {
  return user.fullName?.trim() || user.shortName?.trim() || '';
}
