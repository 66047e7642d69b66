import { linkOptions } from '@tanstack/react-router';
import type { Access } from '#/api/access.gen';
import type { components } from '#/api/schema.gen';
import { UserScope } from '#/api/schema.gen';
import type { MessageKey } from './messages/catalogues';
import { sameId } from './record-keys';
import type { RoutePages } from './route-meta';

type User = components['schemas']['User'];
type SessionOrganisation = components['schemas']['SessionOrganisation'];
export type CurrentSession = components['schemas']['CurrentSession'];

/** The signed-in user as the console uses it (SPEC 3 "Current session", 6 "Roles"). */
export interface Session {
  user: User;
  organisation: SessionOrganisation | null;
  isOrgAdmin: boolean;
  /** Scopes include `superuser`. */
  isSuperUser: boolean;
  /** Scopes include `anonymous`: the user menu offers only Logout. */
  isAnonymousScope: boolean;
}

/**
 * Whether the console offers the session its own profile and password to change (the user menu's Profile, My
 * Account's Edit Profile, Edit My Profile's fields and Change Password, the palette's entries): not to an anonymous
 * scope, whose user menu SPEC 2.2 gives only Logout. The contract would take its save (docs/deviations.md).
 */
export function editsOwnProfile(session: Session | null): boolean {
  return session !== null && !session.isAnonymousScope;
}

/** The contract's UserScope of a super user (SPEC 6): Edit User's Server Administrator switch (SPEC 2.4). */
export const SUPERUSER_SCOPE: string = UserScope.superuser;

/** Whether a user is a super user, a server administrator: their scopes hold `superuser`. */
export function isServerAdministrator(user: { scopes?: string[] | null }): boolean {
  return (user.scopes ?? []).includes(SUPERUSER_SCOPE);
}

type SessionElement = CurrentSession[number];

function isUser(value: SessionElement | undefined): value is User {
  return typeof value === 'object' && value !== null && 'shortName' in value;
}

function isOrganisation(value: SessionElement | undefined): value is SessionOrganisation {
  return typeof value === 'object' && value !== null && 'organisationID' in value && !('shortName' in value);
}

/** Reads the three-element session array (checked at run time: a malformed answer is a failed start-up). */
export function toSession(current: ReadonlyArray<SessionElement>): Session {
  const [user, organisation, isOrgAdmin] = current;
  if (!isUser(user)) throw new Error('The session answer has no user');
  const scopes = user.scopes ?? [];
  return {
    user,
    organisation: isOrganisation(organisation) ? organisation : null,
    isOrgAdmin: isOrgAdmin === true,
    isSuperUser: isServerAdministrator(user),
    isAnonymousScope: scopes.includes(UserScope.anonymous),
  };
}

/** The organisation and the user a page or a call names (`$orgId`, `$userId`), which two access levels are about. */
export interface AccessParams {
  orgId?: string | undefined;
  userId?: string | undefined;
}

/**
 * Whether the session holds the role of an access level itself (the contract's levels, src/api/access.gen.ts):
 * signed in; the user the params name; an admin of the organisation they name (the session's organisation, the one
 * the console knows the user administers); a super user. A super user's leave to make every call is `mayAccess`'s.
 */
export function holdsRole(access: Access, session: Session | null, params: AccessParams = {}): boolean {
  if (access === 'anonymous') return true;
  if (!session) return false;
  switch (access) {
    case 'signedIn':
      return true;
    case 'self':
      return sameId(session.user.userID, params.userId);
    case 'organisationAdmin':
      return session.isOrgAdmin && sameId(session.organisation?.organisationID, params.orgId);
    case 'superUser':
      return session.isSuperUser;
  }
}

/**
 * Whether the session may open a page or make a call of that access level (SPEC 6; the server refuses the rest): it
 * holds the role, or is a super user, who may make every call.
 */
export function mayAccess(access: Access, session: Session | null, params: AccessParams = {}): boolean {
  return holdsRole(access, session, params) || session?.isSuperUser === true;
}

/** Whether the session may open a page of the route tree (by the access it declares in `pages`), for these params. */
export function mayOpenPage(
  pages: RoutePages,
  template: string,
  session: Session | null,
  params: AccessParams = {},
): boolean {
  const access = pages.get(template)?.meta.access;
  return access !== undefined && mayAccess(access, session, params);
}

/** The params of the session's own pages: its organisation (if it has one) and its user. */
export function ownParams(session: Session | null): AccessParams {
  return { orgId: session?.organisation?.organisationID, userId: session?.user.userID };
}

/**
 * The homes of the roles, in SPEC 2.1's order: a session's landing page and breadcrumb root is the first whose
 * declared access it holds itself (super user: /admin; organisation admin: their organisation; anyone: their account).
 */
const ROLE_HOMES = ['/admin', '/organisation/$orgId', '/user/$userId'] as const;
export type RoleHome = (typeof ROLE_HOMES)[number];

/** The session's home among ROLE_HOMES, by the access each home page declares in `pages`. */
export function roleHome(session: Session, pages: RoutePages): RoleHome {
  const params = ownParams(session);
  return (
    ROLE_HOMES.find((home) => {
      const access = pages.get(home)?.meta.access;
      return access !== undefined && holdsRole(access, session, params);
    }) ?? '/user/$userId'
  );
}

/** SPEC 2.1 "/user": /user/{userId}. */
export function userHomeLink(session: Session) {
  return linkOptions({ to: '/user/$userId', params: { userId: session.user.userID ?? '' } });
}

/** SPEC 2.1 "/organisation": /organisation/{orgId}; the literal text null when no organisation is known. */
export function organisationHomeLink(session: Session | null) {
  return linkOptions({
    to: '/organisation/$orgId',
    params: { orgId: session?.organisation?.organisationID ?? 'null' },
  });
}

/** SPEC 2.1 "/": the session's role home (`roleHome`). */
export function landingLink(session: Session, pages: RoutePages) {
  const home = roleHome(session, pages);
  if (home === '/admin') return linkOptions({ to: '/admin' });
  return home === '/organisation/$orgId' ? organisationHomeLink(session) : userHomeLink(session);
}

/**
 * The header navigation (SPEC 2.2): My Account, Organisation and Admin, each shown when the session holds the role
 * its page declares (My Account: signed in; Organisation: an admin of their organisation; Admin: a super user).
 */
const NAVIGATION = [
  { label: 'shell.nav.myAccount', to: '/user', page: '/user/$userId' },
  { label: 'shell.nav.organisation', to: '/organisation', page: '/organisation/$orgId' },
  { label: 'shell.nav.admin', to: '/admin', page: '/admin' },
] as const;

/** The header navigation items the session is offered, by the access the pages declare in `pages`. */
export function navigationItems(
  session: Session | null,
  pages: RoutePages,
): Array<{ label: MessageKey<'shell'>; to: '/user' | '/organisation' | '/admin' }> {
  const params = ownParams(session);
  return NAVIGATION.filter(({ page }) => {
    const access = pages.get(page)?.meta.access;
    return session !== null && access !== undefined && holdsRole(access, session, params);
  }).map(({ label, to }) => ({ label, to }));
}

/** Paths that render anonymously when the session call fails (SPEC 4 "Start-up"), with or without a query. */
export function isAnonymousPath(pathname: string): boolean {
  return /^\/(invitations|resetpassword)([/?#]|$)/i.test(pathname);
}
