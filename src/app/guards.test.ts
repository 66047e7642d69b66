import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { pathIds } from '#/api/path-ids.gen';
import { ApiFailure } from '#/api/transport';
import { toSession } from '#/lib/session';
import { answeredUser } from '#/test/records';
import { AccessDenied, contractIds, requireAccess, type GuardedMatch } from './guards';

const uma = answeredUser({ userID: '20000000-0000-4000-8000-000000000003', shortName: 'Uma' });
const harbour = { organisationID: '10000000-0000-4000-8000-000000000005', name: 'Harbour Fish Bar' };
const signedIn = { session: toSession([uma, harbour, false]), sessionFailure: null };

function refusal(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('requireAccess (the root route turns away a visitor who may not open a matched route)', () => {
  const root: GuardedMatch = { staticData: { access: 'anonymous' }, params: {} };

  it('names the access the page declares that the session lacks: whose page it is', () => {
    const cases: Array<[GuardedMatch, string]> = [
      [{ staticData: { access: 'self' }, params: { userId: '20000000-0000-4000-8000-000000000001' } }, 'self'],
      [{ staticData: { access: 'organisationAdmin' }, params: { orgId: harbour.organisationID } }, 'organisationAdmin'],
      [{ staticData: { access: 'superUser' }, params: {} }, 'superUser'],
    ];
    for (const [page, refused] of cases) {
      const error = refusal(() => requireAccess(signedIn, [root, page]));
      expect(error, refused).toBeInstanceOf(AccessDenied);
      expect(error).toMatchObject({ kind: 'notAuthorised', refused });
    }
  });

  it("lets the user open their own page; a visitor without a session needs to sign in, whoever's page it is", () => {
    expect(() =>
      requireAccess(signedIn, [root, { staticData: { access: 'self' }, params: { userId: uma.userID ?? '' } }]),
    ).not.toThrow();
    const loggedOut = { session: null, sessionFailure: new ApiFailure(401, 'Unauthorized') };
    const error = refusal(() =>
      requireAccess(loggedOut, [root, { staticData: { access: 'self' }, params: { userId: 'x' } }]),
    );
    expect(error).toMatchObject({ kind: 'loginRequired', refused: undefined });
  });

  it("judges nothing from a route whose id the contract cannot hold: it is no one's page, and not found", () => {
    const malformed: GuardedMatch = {
      staticData: { access: 'self' },
      params: { userId: 'not-a-uuid' },
      paramsError: refusal(() =>
        contractIds({ userId: pathIds['/api/User/summary/{userId}'].userId }).parse({ userId: 'not-a-uuid' }),
      ),
    };
    expect(() => requireAccess(signedIn, [root, malformed])).not.toThrow();
    const loggedOut = { session: null, sessionFailure: new ApiFailure(401, 'Unauthorized') };
    expect(() => requireAccess(loggedOut, [root, malformed])).not.toThrow();
    // A page above it that is not the user's still turns them away.
    const otherOrganisation: GuardedMatch = {
      staticData: { access: 'organisationAdmin' },
      params: { orgId: '10000000-0000-4000-8000-000000000001' },
    };
    expect(refusal(() => requireAccess(signedIn, [root, otherOrganisation, malformed]))).toMatchObject({
      refused: 'organisationAdmin',
    });
  });
});

describe("contractIds (a route's ids: one the contract's path parameter cannot hold is no page)", () => {
  const userPage = contractIds({ userId: pathIds['/api/User/summary/{userId}'].userId });
  const organisation = contractIds({ orgId: pathIds['/api/Organisation/summary/{orgId}'].orgId }, 'null');

  it("keeps the params of an id of the format, and of the route's own words", () => {
    const params = { userId: '20000000-0000-4000-8000-000000000004' };
    expect(userPage.parse(params)).toBe(params);
    expect(organisation.parse({ orgId: 'null' })).toEqual({ orgId: 'null' });
  });

  it('refuses an id not of the format as not found', () => {
    for (const userId of ['not-a-uuid', '..', 'b'.repeat(64), 'null']) {
      expect(isNotFound(refusal(() => userPage.parse({ userId }))), userId).toBe(true);
    }
    expect(isNotFound(refusal(() => organisation.parse({ orgId: 'not-a-uuid' })))).toBe(true);
  });
});
