/**
 * The Server Administrator switch of Admin > Edit User (SPEC 2.4): a user is a server administrator when their
 * scopes hold `superuser`; the switch adds or removes exactly that scope and keeps every other one.
 */
import { UserScope } from '../../api/schema.gen';

/** The contract's UserScope for a super user. */
export const SUPERUSER_SCOPE: string = UserScope.superuser;

interface Scoped {
  scopes?: string[] | null;
}

export function isServerAdministrator(user: Scoped): boolean {
  return (user.scopes ?? []).includes(SUPERUSER_SCOPE);
}

export function withServerAdministrator<T extends Scoped>(user: T, on: boolean): T {
  const scopes = (user.scopes ?? []).filter((scope) => scope !== SUPERUSER_SCOPE);
  return { ...user, scopes: on ? [...scopes, SUPERUSER_SCOPE] : scopes };
}
