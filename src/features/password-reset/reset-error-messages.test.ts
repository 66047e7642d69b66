import { describe, expect, it } from 'vitest';
import { messageForCode } from '#/lib/error-messages';
import { english, german } from '#/test/translate';
import { resetConfirmMessages, resetRequestMessages } from './reset-error-messages';

describe("the password reset screens' catalogues", () => {
  it('overrides the shorter codes on the password reset request screen', () => {
    expect(messageForCode(english, 'BadRequest_InvalidParameters', resetRequestMessages)).toBe(
      'Failed to send invite! Email address is invalid',
    );
    expect(messageForCode(english, 'BadRequest_EmailSendFailure', resetRequestMessages)).toBe(
      'Failed to send invite! The server is not able to send password resets at this time',
    );
    expect(messageForCode(english, 'BadRequest_TooManyAttempts', resetRequestMessages)).toBe(
      'You have tried too many times in a short period. Please wait a while before trying again',
    );
  });

  it('gives the password reset confirm screen its texts', () => {
    expect(messageForCode(english, 'BadRequest_InvalidParameters', resetConfirmMessages)).toBe(
      'Password reset request is not valid.',
    );
    expect(messageForCode(english, 'BadRequest_PasswordTooShort', resetConfirmMessages)).toBe(
      'Specified password is too short.',
    );
    expect(messageForCode(english, 'BadRequest_PasswordTooCommon', resetConfirmMessages)).toBe(
      'Specified password is too common and not secure enough.',
    );
    expect(messageForCode(english, 'NotFound_ExpiredOrMissing', resetConfirmMessages)).toBe(
      'Password reset request not found or has expired. Please send a new request to try again.',
    );
  });
});

describe('in German', () => {
  it('gives the request screen its own words', () => {
    expect(messageForCode(german, 'BadRequest_TooManyAttempts', resetRequestMessages)).toMatch(/^Sie haben es/);
  });
});
