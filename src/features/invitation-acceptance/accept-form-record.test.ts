import { describe, expect, it } from 'vitest';
import * as limits from '#/api/limits.gen';
import { english, german } from '#/test/translate';
import { acceptFields } from './accept-form-record';

describe("the accept form's fields (SPEC 2.6, 5)", () => {
  it('are named in the console language', () => {
    expect(english(acceptFields.userShortName.label)).toBe('Display Name');
    expect(english(acceptFields.userFullName.label)).toBe('Full Name');
    expect(german(acceptFields.userShortName.label)).toBe('Anzeigename');
    expect(german(acceptFields.userFullName.label)).toBe('Vollständiger Name');
  });

  it("are required, trimmed and held to the contract's limits", () => {
    expect(acceptFields.userShortName).toMatchObject({
      required: true,
      trim: true,
      maxLength: limits.AcceptInvitationRequest.userShortName.maxLength,
    });
    expect(acceptFields.userFullName).toMatchObject({
      required: true,
      trim: true,
      maxLength: limits.AcceptInvitationRequest.userFullName.maxLength,
    });
  });
});
