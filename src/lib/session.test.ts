import { describe, expect, it } from 'vitest';
import type { components } from '#/api/schema.gen';
import { answeredUser } from '#/test/records';
import { appPages } from '#/test/route-pages';
import { english } from '#/test/translate';
import {
  holdsRole,
  isAnonymousPath,
  isServerAdministrator,
  landingLink as landingLinkOf,
  mayAccess,
  navigationItems as navigationItemsOf,
  organisationHomeLink,
  SUPERUSER_SCOPE,
  toSession,
  userHomeLink,
  type Session,
} from './session';

type User = components['schemas']['User'];
type SessionOrganisation = components['schemas']['SessionOrganisation'];

const organisation: SessionOrganisation = { organisationID: 'org-1', name: 'Acme' };

function user(scopes: string[] = []): User {
  return answeredUser({ userID: 'user-1', shortName: 'Ann', scopes });
}

const superUser = toSession([user(['superuser']), null, false]);
const orgAdmin = toSession([user(), organisation, true]);
const orgAdminWithoutOrg = toSession([user(), null, true]);
const ordinary = toSession([user(), organisation, false]);

// As the console's own route tree declares who may open each page.
const landingLink = (session: Session) => landingLinkOf(session, appPages);
const navigationItems = (session: Session | null) => navigationItemsOf(session, appPages);

describe('a super user', () => {
  it('reads the superuser scope', () => {
    expect(isServerAdministrator({ scopes: ['reports', SUPERUSER_SCOPE] })).toBe(true);
    expect(isServerAdministrator({ scopes: ['reports'] })).toBe(false);
    expect(isServerAdministrator({ scopes: null })).toBe(false);
    expect(isServerAdministrator({})).toBe(false);
  });
});

describe('toSession', () => {
  it('reads the user, organisation and admin flag of the three-element answer', () => {
    const session = toSession([user(), organisation, true]);
    expect(session.user.shortName).toBe('Ann');
    expect(session.organisation).toEqual(organisation);
    expect(session.isOrgAdmin).toBe(true);
    expect(session.isSuperUser).toBe(false);
    expect(session.isAnonymousScope).toBe(false);
  });

  it('marks a super user by the superuser scope', () => {
    expect(toSession([user(['superuser']), null, false]).isSuperUser).toBe(true);
    expect(toSession([user(['anonymous']), null, false]).isSuperUser).toBe(false);
  });

  it('marks the anonymous scope', () => {
    const session = toSession([user(['anonymous']), null, false]);
    expect(session.isAnonymousScope).toBe(true);
    expect(session.isSuperUser).toBe(false);
  });

  it('treats a user without scopes as neither super user nor anonymous', () => {
    const session = toSession([answeredUser({ userID: 'u', shortName: 'Bob' }), null, false]);
    expect(session.isSuperUser).toBe(false);
    expect(session.isAnonymousScope).toBe(false);
  });

  it('takes the admin flag only when it is literally true', () => {
    expect(toSession([user(), organisation, false]).isOrgAdmin).toBe(false);
    expect(toSession([user(), organisation]).isOrgAdmin).toBe(false);
  });

  it('keeps a null organisation as null', () => {
    expect(toSession([user(), null, true]).organisation).toBeNull();
    expect(toSession([user()]).organisation).toBeNull();
  });

  it('throws on a malformed answer', () => {
    expect(() => toSession([])).toThrow('The session answer has no user');
    expect(() => toSession([null, organisation, true])).toThrow();
    expect(() => toSession([true, null, false])).toThrow();
    expect(() => toSession([organisation, null, true])).toThrow();
  });
});

describe('landingLink', () => {
  it('sends a super user to /admin', () => {
    expect(landingLink(superUser)).toEqual({ to: '/admin' });
  });

  it('sends a super user to /admin even when also an organisation admin', () => {
    expect(landingLink(toSession([user(['superuser']), organisation, true]))).toEqual({ to: '/admin' });
  });

  it('sends an organisation admin with an organisation to that organisation', () => {
    expect(landingLink(orgAdmin)).toEqual({ to: '/organisation/$orgId', params: { orgId: 'org-1' } });
  });

  it('sends an organisation admin without an organisation to their own home', () => {
    expect(landingLink(orgAdminWithoutOrg)).toEqual({ to: '/user/$userId', params: { userId: 'user-1' } });
  });

  it('sends anyone else to their own home', () => {
    expect(landingLink(ordinary)).toEqual({ to: '/user/$userId', params: { userId: 'user-1' } });
  });
});

describe('userHomeLink', () => {
  it('is /user/{userId}', () => {
    expect(userHomeLink(ordinary)).toEqual({ to: '/user/$userId', params: { userId: 'user-1' } });
    expect(userHomeLink(superUser)).toEqual({ to: '/user/$userId', params: { userId: 'user-1' } });
  });
});

describe('organisationHomeLink', () => {
  it('is /organisation/{orgId}', () => {
    expect(organisationHomeLink(orgAdmin)).toEqual({ to: '/organisation/$orgId', params: { orgId: 'org-1' } });
  });

  it('uses the literal text null when no organisation is known', () => {
    expect(organisationHomeLink(null)).toEqual({ to: '/organisation/$orgId', params: { orgId: 'null' } });
    expect(organisationHomeLink(orgAdminWithoutOrg)).toEqual({ to: '/organisation/$orgId', params: { orgId: 'null' } });
  });
});

describe("mayAccess and holdsRole (the contract's access levels, for the session)", () => {
  it('lets anyone open an anonymous page, and only a session a signed-in one', () => {
    expect(mayAccess('anonymous', null)).toBe(true);
    expect(mayAccess('signedIn', null)).toBe(false);
    expect(mayAccess('signedIn', ordinary)).toBe(true);
  });

  it('lets an organisation admin administer only their own organisation, and a super user any', () => {
    expect(mayAccess('organisationAdmin', orgAdmin, { orgId: 'org-1' })).toBe(true);
    expect(mayAccess('organisationAdmin', orgAdmin, { orgId: 'org-2' })).toBe(false);
    expect(mayAccess('organisationAdmin', ordinary, { orgId: 'org-1' })).toBe(false);
    expect(mayAccess('organisationAdmin', orgAdminWithoutOrg, { orgId: 'org-1' })).toBe(false);
    expect(mayAccess('organisationAdmin', orgAdmin, {})).toBe(false);
    // An id in an address may be spelt in capitals: the same organisation.
    expect(mayAccess('organisationAdmin', orgAdmin, { orgId: 'ORG-1' })).toBe(true);
    expect(mayAccess('organisationAdmin', superUser, { orgId: 'org-9' })).toBe(true);
  });

  it("lets a user open their own user's pages, and a super user anyone's", () => {
    expect(mayAccess('self', ordinary, { userId: 'user-1' })).toBe(true);
    expect(mayAccess('self', orgAdmin, { userId: 'user-2' })).toBe(false);
    expect(mayAccess('self', superUser, { userId: 'user-2' })).toBe(true);
  });

  it('keeps the super user level to super users', () => {
    expect(mayAccess('superUser', orgAdmin)).toBe(false);
    expect(mayAccess('superUser', superUser)).toBe(true);
  });

  it("tells a role held from a super user's leave: a super user holds no organisation's admin role by being one", () => {
    expect(holdsRole('organisationAdmin', superUser, { orgId: 'org-9' })).toBe(false);
    expect(holdsRole('self', superUser, { userId: 'user-2' })).toBe(false);
    expect(holdsRole('self', superUser, { userId: 'user-1' })).toBe(true);
    expect(holdsRole('superUser', superUser)).toBe(true);
  });
});

describe('navigationItems', () => {
  // The entries as the header shows them in English (their labels are message keys).
  const shown = (session: Session | null) =>
    navigationItems(session).map(({ label, to }) => ({ label: english(label), to }));
  const labels = (session: Session | null): string[] => shown(session).map((item) => item.label);

  it('offers nothing to a logged-out visitor', () => {
    expect(navigationItems(null)).toEqual([]);
    expect(navigationItems(ordinary)).toEqual([{ label: 'shell.nav.myAccount', to: '/user' }]);
  });

  it('offers My Account to an ordinary user', () => {
    expect(shown(ordinary)).toEqual([{ label: 'My Account', to: '/user' }]);
  });

  it('adds Organisation for an organisation admin who has an organisation', () => {
    expect(shown(orgAdmin)).toEqual([
      { label: 'My Account', to: '/user' },
      { label: 'Organisation', to: '/organisation' },
    ]);
    expect(labels(orgAdminWithoutOrg)).toEqual(['My Account']);
  });

  it('adds Admin for a super user', () => {
    expect(shown(superUser)).toEqual([
      { label: 'My Account', to: '/user' },
      { label: 'Admin', to: '/admin' },
    ]);
    expect(labels(toSession([user(['superuser']), organisation, true]))).toEqual([
      'My Account',
      'Organisation',
      'Admin',
    ]);
  });
});

describe('isAnonymousPath', () => {
  it('accepts the invitation and reset-password paths', () => {
    expect(isAnonymousPath('/invitations/accept/t/e')).toBe(true);
    expect(isAnonymousPath('/invitations/approved')).toBe(true);
    expect(isAnonymousPath('/invitations')).toBe(true);
    expect(isAnonymousPath('/resetpassword')).toBe(true);
    expect(isAnonymousPath('/resetpassword/requestsent')).toBe(true);
    expect(isAnonymousPath('/resetpassword/confirm/t/e/extra')).toBe(true);
    expect(isAnonymousPath('/ResetPassword/complete')).toBe(true);
  });

  it('accepts them with a query or a fragment (the layout passes the href: /resetpassword?mockPersona=loggedOut)', () => {
    expect(isAnonymousPath('/resetpassword?mockPersona=loggedOut')).toBe(true);
    expect(isAnonymousPath('/invitations?x=1')).toBe(true);
    expect(isAnonymousPath('/resetpassword#top')).toBe(true);
    expect(isAnonymousPath('/resetpasswordx?x=1')).toBe(false);
  });

  it('refuses every other path', () => {
    expect(isAnonymousPath('/')).toBe(false);
    expect(isAnonymousPath('/admin')).toBe(false);
    expect(isAnonymousPath('/invitationsx')).toBe(false);
    expect(isAnonymousPath('/resetpasswordx')).toBe(false);
    expect(isAnonymousPath('/user/invitations/x')).toBe(false);
  });
});
