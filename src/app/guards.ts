import { notFound } from '@tanstack/react-router';
import type { RouterContext } from '../components/session/session-context';
import type { RouteMeta } from '../lib/route-meta';
import { mayAccess, type Session } from '../lib/session';
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

/** A matched route as the guard reads it: what it declares, and the params of the URL. */
export interface GuardedMatch {
  staticData: Pick<RouteMeta, 'access'> | undefined;
  params: Record<string, string>;
}

/**
 * Every matched route's declared `access` (its `staticData`), checked against the session for the URL's
 * organisation and user: the first route the session may not open turns the visitor away, before any route's code or
 * data is loaded. Not signed in: Login Required (or Failed Loading, when the session call failed otherwise);
 * signed in: Not authorised.
 */
export function requireAccess(context: GuardContext, matches: readonly GuardedMatch[]): void {
  for (const match of matches) {
    const access = match.staticData?.access;
    if (access === undefined || mayAccess(access, context.session, match.params)) continue;
    if (!context.session) requireSession(context);
    throw new AccessDenied('notAuthorised');
  }
}

/**
 * An id in the URL that the contract's path parameter cannot hold (`..`, an over-long or malformed id) is no page:
 * the not-found page shows and nothing is called with it. `accepted` are the route's own words (`new`).
 */
export function requireContractId(value: string, rule: IdFormat, ...accepted: string[]): void {
  if (accepted.includes(value)) return;
  if (!isContractId(value, rule)) throw notFound();
}
