import { describe, expect, it } from 'vitest';
import {
  clientKey,
  integrationServerInstanceKey,
  inviteKey,
  linkedOrganisationKey,
  organisationUserLinkKey,
  permissionGroupKey,
  posCoreInstanceKey,
  isUuid,
  sameId,
  serviceAccountKey,
  teamKey,
  teamMemberKey,
  userKey,
} from './record-keys';

describe('record keys', () => {
  it('are the record ids', () => {
    expect(teamKey({ teamID: 't1' })).toBe('t1');
    expect(teamMemberKey({ teamUserLinkID: 'm1' })).toBe('m1');
    expect(userKey({ userID: 'u1' })).toBe('u1');
    expect(organisationUserLinkKey({ organisationUserLinkID: 'l1' })).toBe('l1');
    expect(inviteKey({ organisationUserInviteID: 'i1' })).toBe('i1');
    expect(permissionGroupKey({ userPermissionGroupID: 'g1' })).toBe('g1');
    expect(clientKey({ clientID: 'c1' })).toBe('c1');
    expect(serviceAccountKey({ serviceAccountID: 's1' })).toBe('s1');
    expect(posCoreInstanceKey({ posCoreInstanceID: 'p1' })).toBe('p1');
    expect(integrationServerInstanceKey({ integrationServerInstanceID: 'x1' })).toBe('x1');
  });

  it('are empty for a record not saved yet', () => {
    expect([
      teamKey({}),
      userKey({ userID: null }),
      clientKey({}),
      posCoreInstanceKey({ posCoreInstanceID: null }),
    ]).toEqual(['', '', '', '']);
  });

  it('names a linked organisation without an id by its code', () => {
    expect(linkedOrganisationKey({ organisationID: 'o1', organisationCode: 'ACME' })).toBe('o1');
    expect(linkedOrganisationKey({ organisationID: null, organisationCode: 'ACME' })).toBe('ACME');
  });
});

describe('sameId', () => {
  it('matches ids spelled in either case, and never a missing one', () => {
    expect(sameId('6a1f0000-0000-4000-8000-00000000000A', '6a1f0000-0000-4000-8000-00000000000a')).toBe(true);
    expect(sameId('u1', 'u2')).toBe(false);
    expect(sameId(undefined, undefined)).toBe(false);
    expect(sameId(null, 'u1')).toBe(false);
    expect(sameId('u1', undefined)).toBe(false);
  });
});

describe('isUuid', () => {
  it('holds for a GUID in either case, and for nothing else', () => {
    expect(isUuid('6a1f0000-0000-4000-8000-00000000000A')).toBe(true);
    expect(isUuid('6a1f0000-0000-4000-8000-00000000000')).toBe(false);
    expect(isUuid('new')).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});
