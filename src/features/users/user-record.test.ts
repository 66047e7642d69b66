import { describe, expect, it } from 'vitest';
import * as limits from '#/api/limits.gen';
import { answeredUser } from '#/test/records';
import { english, german } from '#/test/translate';
import { profileToEdit, userRecordProblem, type UserRecord } from './user-record';

// As the form's test has her: a user in SPEC's default locale and currency, without image or scopes.
const uma: UserRecord = answeredUser({
  userID: '20000000-0000-4000-8000-000000000003',
  shortName: 'uma',
  fullName: 'Uma Patel',
  email: 'uma@example.com',
});

describe('userRecordProblem', () => {
  it('names the field as on the form or as in the grid', () => {
    expect(userRecordProblem(english, { ...uma, shortName: '' })).toBe('Display Name is required');
    expect(userRecordProblem(english, { ...uma, shortName: '' }, 'column')).toBe('Short Name is required');
    expect(userRecordProblem(english, { ...uma, email: 'e'.repeat(limits.User.email.maxLength + 1) })).toBe(
      `Email must be at most ${limits.User.email.maxLength} characters`,
    );
    expect(userRecordProblem(english, uma)).toBeNull();
    expect(userRecordProblem(english, { shortName: 'a' })).toBeNull();
    expect(userRecordProblem(german, { ...uma, shortName: '' }, 'column')).toBe('Kurzname ist erforderlich');
  });
});

describe('profileToEdit', () => {
  it('leaves out the address waiting for its link, and nothing else', () => {
    expect(profileToEdit({ ...uma, pendingEmail: 'uma.new@example.com' })).toEqual(uma);
    expect(profileToEdit({ ...uma, pendingEmail: null })).toEqual(uma);
    expect(profileToEdit(uma)).toEqual(uma);
    expect('pendingEmail' in profileToEdit({ ...uma, pendingEmail: null })).toBe(false);
  });
});
