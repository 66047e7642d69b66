import { describe, expect, it } from 'vitest';
import { INVALID_EMAIL_MESSAGE } from './email-rule';
import { inviteEmailProblem } from './invite-rules';

describe('inviteEmailProblem', () => {
  it('says what is wrong, in order: required, too long, structure', () => {
    expect(inviteEmailProblem(' ', 64)).toBe('Email is required');
    expect(inviteEmailProblem(`${'a'.repeat(60)}@b.co`, 64)).toBe('Email must be at most 64 characters');
    expect(inviteEmailProblem('a@b', 64)).toBe(INVALID_EMAIL_MESSAGE);
    expect(inviteEmailProblem('starter@', 64)).toBe(INVALID_EMAIL_MESSAGE);
    expect(inviteEmailProblem('a@example.', 64)).toBe(INVALID_EMAIL_MESSAGE);
    expect(inviteEmailProblem('a@b.co', 64)).toBeNull();
    expect(inviteEmailProblem('  new.starter@harbourfishbar.example  ', 64)).toBeNull();
  });
});
