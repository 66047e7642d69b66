/**
 * The Server Administrator switch of Admin > Edit User (SPEC 2.4): a user is a server administrator when their
 * scopes hold `superuser` (`isServerAdministrator`, lib/session.ts); the switch adds or removes exactly that scope and
 * keeps every other one.
 */
import { SUPERUSER_SCOPE } from '#/lib/session';

interface Scoped {
  scopes?: string[] | null;
}

export function withServerAdministrator<T extends Scoped>(user: T, on: boolean): T {
  const scopes = (user.scopes ?? []).filter((scope) => scope !== SUPERUSER_SCOPE);
  return { ...user, scopes: on ? [...scopes, SUPERUSER_SCOPE] : scopes };
}
