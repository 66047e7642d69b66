import { describe, expect, it } from 'vitest';
import { english } from '#/test/translate';
import { INVALID_RESET_LINK_MESSAGE, isResetLinkUsable, resetEmailProblem } from './password-reset-rules';

describe('password reset rules (SPEC 4, 5)', () => {
  it("the request email has SPEC 5's structure within the contract limit (64)", () => {
    expect(resetEmailProblem(english, 'jo@harbourfishbar.example')).toBeNull();
    expect(resetEmailProblem(english, 'jo@')).toBe('Please enter a valid email address');
    expect(resetEmailProblem(english, '')).toBe('Email is required');
    expect(resetEmailProblem(english, `${'a'.repeat(60)}@b.co`)).toBe('Email must be at most 64 characters');
  });

  it('a reset link needs a token and a usable email', () => {
    expect(isResetLinkUsable('tok', 'jo@harbourfishbar.example')).toBe(true);
    expect(isResetLinkUsable('  ', 'jo@harbourfishbar.example')).toBe(false);
    expect(isResetLinkUsable('tok', 'not-an-email')).toBe(false);
    expect(isResetLinkUsable('tok', `${'a'.repeat(60)}@b.co`)).toBe(false);
  });

  it("an unusable link shows SPEC 8's message of the confirm call", () => {
    expect(english(INVALID_RESET_LINK_MESSAGE)).toBe('Password reset request is not valid.');
  });
});
