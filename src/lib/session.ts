import { linkOptions } from '@tanstack/react-router';
import type { components } from '../api/schema.gen';
import { UserScope } from '../api/schema.gen';
import type { MessageKey } from './messages/catalogues';

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
    isSuperUser: scopes.includes(UserScope.superuser),
    isAnonymousScope: scopes.includes(UserScope.anonymous),
  };
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

/** SPEC 2.1 "/": super user -> /admin; organisation admin -> /organisation/{org id}; anyone else -> /user/{user id}. */
export function landingLink(session: Session) {
  if (session.isSuperUser) return linkOptions({ to: '/admin' });
  if (session.isOrgAdmin && session.organisation) return organisationHomeLink(session);
  return userHomeLink(session);
}

/** Organisation admins of that organisation, and super users, may use the organisation area. */
export function canAdministerOrganisation(session: Session, orgId: string): boolean {
  if (session.isSuperUser) return true;
  return session.isOrgAdmin && session.organisation?.organisationID === orgId;
}

/** Header navigation items by role (SPEC 2.2). */
export function navigationItems(
  session: Session | null,
): Array<{ label: MessageKey<'shell'>; to: '/user' | '/organisation' | '/admin' }> {
  if (!session) return [];
  const items: ReturnType<typeof navigationItems> = [{ label: 'shell.nav.myAccount', to: '/user' }];
  if (session.isOrgAdmin && session.organisation) items.push({ label: 'shell.nav.organisation', to: '/organisation' });
  if (session.isSuperUser) items.push({ label: 'shell.nav.admin', to: '/admin' });
  return items;
}

/** Paths that render anonymously when the session call fails (SPEC 4 "Start-up"), with or without a query. */
export function isAnonymousPath(pathname: string): boolean {
  return /^\/(invitations|resetpassword)([/?#]|$)/i.test(pathname);
}
