import { INVALID_EMAIL, isEmailStructureValid } from '../../lib/email-rule';
import type { Translate } from '../../lib/messages/catalogues';

/**
 * Invite User (SPEC 2.5): the message for an email (trimmed), or null: required, the contract's maximum length, then
 * SPEC 5's email structure (the shared rule of src/lib/email-rule.ts).
 */
export function inviteEmailProblem(t: Translate<'forms'>, email: string, maxLength: number): string | null {
  const text = email.trim();
  const label = t('forms.email.label');
  if (text === '') return t('forms.validation.required', { label });
  if (text.length > maxLength) return t('forms.validation.maxLength', { label, count: maxLength });
  if (!isEmailStructureValid(text)) return t(INVALID_EMAIL);
  return null;
}
