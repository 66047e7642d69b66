/**
 * How the console names a user in its confirmations (SPEC 3 User: the full name is optional, the short name
 * required): the full name, else the short name.
 */
export function userName(user: { shortName?: string | null; fullName?: string | null }): string {
  return user.fullName?.trim() || user.shortName?.trim() || '';
}
