/**
 * Invite User and Pending Invites rules (SPEC 5, 2.5):
 * - `inviteEmailProblem`: the message Invite User shows for an email (trimmed), or null: required, the contract's
 *   maximum length, then SPEC 5's email structure (the shared rule of src/lib/email-rule.ts).
 * - `formatUtcDateTime`: the Expiry (UTC) column's date-time text, "YYYY-MM-DD HH:mm" in UTC.
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

/** "YYYY-MM-DD HH:mm" of an ISO date-time in UTC; the text as received when it is not a date. */
export function formatUtcDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const iso = new Date(time).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}
