import { describe, expect, it } from 'vitest';
import { userFields } from '#/features/users/user-record';
import { answeredUser } from './records';

describe('answeredUser', () => {
  it("carries every field of the user's description, so a new field needs no change to the builder", () => {
    const user = answeredUser({ userID: 'u1', shortName: 'Ann' });
    expect(Object.keys(userFields).filter((key) => !(key in user))).toEqual([]);
  });

  it('keeps its defaults: no full name, email, image or scopes, in the default locale and currency', () => {
    expect(answeredUser({ userID: 'u1', shortName: 'Ann' })).toEqual({
      userID: 'u1',
      shortName: 'Ann',
      fullName: null,
      email: null,
      locale: 'en-GB',
      defaultCurrencyCode: 'GBP',
      image: null,
      scopes: [],
    });
  });
});
