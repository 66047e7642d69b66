/**
 * Invite User and Pending Invites rules (SPEC 5, 2.5):
 * - `inviteEmailProblem`: the message Invite User shows for an email (trimmed), or null: required, the contract's
 *   maximum length, then SPEC 5's email structure (the shared rule of src/lib/email-rule.ts).
 */
import { INVALID_EMAIL_MESSAGE, isEmailStructureValid } from './email-rule';

/** The problem of an invitation email, or null: required, at most `maxLength` characters, SPEC 5 structure. */
export function inviteEmailProblem(email: string, maxLength: number): string | null {
  const text = email.trim();
  if (text === '') return 'Email is required';
  if (text.length > maxLength) return `Email must be at most ${maxLength} characters`;
  if (!isEmailStructureValid(text)) return INVALID_EMAIL_MESSAGE;
  return null;
}
