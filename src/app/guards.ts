import { notFound } from '@tanstack/react-router';
import type { RouterContext } from '../components/session/session-context';
import { canAdministerOrganisation, type Session } from '../lib/session';
import { isContractId, type IdFormat } from './contract-id';

/**
 * Client-side route guards (the server enforces too; this is the console's courtesy). They run in `beforeLoad`,
 * so a user who may not see a screen gets a clear screen instead of a screen full of failed calls.
 */
export type AccessDeniedKind = 'loginRequired' | 'failedLoading' | 'notAuthorised';

export class AccessDenied extends Error {
  readonly kind: AccessDeniedKind;
  constructor(kind: AccessDeniedKind) {
    super(kind);
    this.name = 'AccessDenied';
    this.kind = kind;
  }
}

type GuardContext = Pick<RouterContext, 'session' | 'sessionFailure'>;

export function requireSession(context: GuardContext): Session {
  if (context.session) return context.session;
  throw new AccessDenied(context.sessionFailure?.status === 401 ? 'loginRequired' : 'failedLoading');
}

/** Admin routes: super users only. */
export function requireSuperUser(context: GuardContext): Session {
  const session = requireSession(context);
  if (!session.isSuperUser) throw new AccessDenied('notAuthorised');
  return session;
}

/** Organisation routes: that organisation's admins, and super users. */
export function requireOrganisationAdmin(context: GuardContext, orgId: string): Session {
  const session = requireSession(context);
  if (!canAdministerOrganisation(session, orgId)) throw new AccessDenied('notAuthorised');
  return session;
}

/**
 * An id in the URL that the contract's path parameter cannot hold (`..`, an over-long or malformed id) is no page:
 * the not-found page shows and nothing is called with it. `accepted` are the route's own words (`new`).
 */
export function requireContractId(value: string, rule: IdFormat, ...accepted: string[]): void {
  if (accepted.includes(value)) return;
  if (!isContractId(value, rule)) throw notFound();
}
