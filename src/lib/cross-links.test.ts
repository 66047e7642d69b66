import { describe, expect, it } from 'vitest';
import { answeredUser } from '#/test/records';
import { appPages } from '#/test/route-pages';
import { auditLogLink, userLinkFor } from './cross-links';
import type { Session } from './session';

const session = (isSuperUser: boolean, isOrgAdmin = false): Session => ({
  user: answeredUser({ userID: 'me', shortName: 'Me' }),
  organisation: isOrgAdmin ? { organisationID: 'o1', name: 'Org' } : null,
  isOrgAdmin,
  isSuperUser,
  isAnonymousScope: false,
});

describe('userLinkFor', () => {
  it('opens Edit User for a super user', () => {
    expect(userLinkFor(session(true), 'u2', appPages)).toEqual({ to: '/admin/users/edit/$id', params: { id: 'u2' } });
  });
  it("gives an organisation admin or a user only their own account, never another user's page", () => {
    expect(userLinkFor(session(false, true), 'u2', appPages)).toBeNull();
    expect(userLinkFor(session(false), 'u2', appPages)).toBeNull();
    expect(userLinkFor(session(false, true), 'me', appPages)).toEqual({
      to: '/user/$userId',
      params: { userId: 'me' },
    });
  });
  it('links nothing without a session or an id', () => {
    expect(userLinkFor(null, 'u2', appPages)).toBeNull();
    expect(userLinkFor(session(true), null, appPages)).toBeNull();
    expect(userLinkFor(session(true), '', appPages)).toBeNull();
  });
});

describe('auditLogLink', () => {
  it('filters the audit log by user or organisation name in the URL', () => {
    expect(auditLogLink({ user: 'Oliver Owens' })).toEqual({
      to: '/admin/auditlogs',
      search: { user: 'Oliver Owens' },
    });
    expect(auditLogLink({ organisation: ' Harbour Fish Bar ' })).toEqual({
      to: '/admin/auditlogs',
      search: { organisation: 'Harbour Fish Bar' },
    });
  });
  it('gives no link without a name', () => {
    expect(auditLogLink({ user: '  ' })).toBeNull();
    expect(auditLogLink({})).toBeNull();
  });
});
