import { describe, expect, it } from 'vitest';
import { messageForCode } from '#/lib/error-messages';
import { english, german } from '#/test/translate';
import {
  confirmEmailMessages,
  INVALID_EMAIL_CHANGE_LINK_MESSAGE,
  isEmailChangeLinkUsable,
} from './confirm-email-rules';

describe('isEmailChangeLinkUsable', () => {
  it('takes a token and an address of SPEC 5 structure within the contract limits', () => {
    expect(isEmailChangeLinkUsable('M4ilCh4ngeT0kenX', 'uma.underwood@harbourfishbar.example')).toBe(true);
    expect(isEmailChangeLinkUsable('', 'uma@harbourfishbar.example')).toBe(false);
    expect(isEmailChangeLinkUsable('   ', 'uma@harbourfishbar.example')).toBe(false);
    expect(isEmailChangeLinkUsable('t'.repeat(129), 'uma@harbourfishbar.example')).toBe(false);
    expect(isEmailChangeLinkUsable('token', 'uma@harbourfishbar')).toBe(false);
    expect(isEmailChangeLinkUsable('token', `${'u'.repeat(50)}@harbourfishbar.example`)).toBe(false);
  });
});

describe("Confirm Email's messages", () => {
  it('speaks of the email change link, not of a password reset, in both languages', () => {
    expect(messageForCode(english, 'BadRequest_InvalidParameters', confirmEmailMessages)).toBe(
      'This email change link is not valid. Save your profile with the new address again to get a new link.',
    );
    expect(english(INVALID_EMAIL_CHANGE_LINK_MESSAGE)).toMatch(/^This email change link is not valid/);
    expect(messageForCode(german, 'BadRequest_InvalidParameters', confirmEmailMessages)).toMatch(
      /^Dieser Link zur Änderung der E-Mail-Adresse ist ungültig/,
    );
    // The other refusals keep SPEC 8's (the contract's) messages.
    expect(messageForCode(english, 'BadRequest_EmailAlreadyInUse', confirmEmailMessages)).toBe(
      'Another user already has this email address. Nothing was saved.',
    );
  });
});
