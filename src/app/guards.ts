import { notFound } from '@tanstack/react-router';
import type { Access } from '#/api/access.gen';
import type { RouterContext } from '#/components/session/session-context';
import type { RouteMeta } from '#/lib/route-meta';
import { mayAccess, type Session } from '#/lib/session';
import { isContractId, type IdFormat } from './contract-id';

/**
 * Client-side route guards (the server enforces too; this is the console's courtesy). They run in `beforeLoad`,
 * so a user who may not see a screen gets a clear screen instead of a screen full of failed calls.
 */
export type AccessDeniedKind = 'loginRequired' | 'failedLoading' | 'notAuthorised';

export class AccessDenied extends Error {
  readonly kind: AccessDeniedKind;
  /** Not authorised: the access the page declares, which the session lacks (the screen says whose page it is). */
  readonly refused: Access | undefined;
  constructor(kind: AccessDeniedKind, refused?: Access) {
    super(kind);
    this.name = 'AccessDenied';
    this.kind = kind;
    this.refused = refused;
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
  /** The route refused the URL's params (`contractIds`): the router shows the not-found page there. */
  paramsError?: unknown;
}

/**
 * Every matched route's declared `access` (its `staticData`), checked against the session for the URL's
 * organisation and user: the first route the session may not open turns the visitor away, before any route's code or
 * data is loaded. Not signed in: Login Required (or Failed Loading, when the session call failed otherwise);
 * signed in: Not authorised.
 */
export function requireAccess(context: GuardContext, matches: readonly GuardedMatch[]): void {
  for (const match of matches) {
    // A page whose id the contract cannot hold is no one's: not found, whoever asks (its own access is not judged).
    if (match.paramsError !== undefined) return;
    const access = match.staticData?.access;
    if (access === undefined || mayAccess(access, context.session, match.params)) continue;
    if (!context.session) requireSession(context);
    throw new AccessDenied('notAuthorised', access);
  }
}

/**
 * A route's `params` for the ids in its path: an id the contract's path parameter cannot hold (`..`, an over-long or
 * malformed id) is no page, so the not-found page shows whoever asks (`requireAccess` judges no access from that route
 * on), and nothing is called with it. `accepted` are the route's own words (`new`, `null`).
 */
export function contractIds<K extends string>(rules: Readonly<Record<K, IdFormat>>, ...accepted: readonly string[]) {
  const checks = Object.entries<IdFormat>(rules);
  return {
    parse: <P extends Readonly<Record<K, string>>>(raw: P): P => {
      for (const [name, rule] of checks) {
        const value = (raw as Readonly<Record<string, string>>)[name] ?? '';
        if (!accepted.includes(value) && !isContractId(value, rule)) throw notFound();
      }
      return raw;
    },
  };
}
