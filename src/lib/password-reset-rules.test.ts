import { describe, expect, it } from 'vitest';
import { INVALID_RESET_LINK_MESSAGE, isResetEmailValid, isResetLinkUsable } from './password-reset-rules';

describe('password reset rules (SPEC 4, 5)', () => {
  it('the request email has SPEC 5\'s structure within the contract limit (64)', () => {
    expect(isResetEmailValid('jo@harbourfishbar.example')).toBe(true);
    expect(isResetEmailValid('jo@')).toBe(false);
    expect(isResetEmailValid('')).toBe(false);
    expect(isResetEmailValid(`${'a'.repeat(60)}@b.co`)).toBe(false);
  });

  it('a reset link needs a token and a usable email', () => {
    expect(isResetLinkUsable('tok', 'jo@harbourfishbar.example')).toBe(true);
    expect(isResetLinkUsable('  ', 'jo@harbourfishbar.example')).toBe(false);
    expect(isResetLinkUsable('tok', 'not-an-email')).toBe(false);
    expect(isResetLinkUsable('tok', `${'a'.repeat(60)}@b.co`)).toBe(false);
  });

  it('an unusable link shows SPEC 8\'s message of the confirm call', () => {
    expect(INVALID_RESET_LINK_MESSAGE).toBe('Password reset request is not valid.');
  });
});
