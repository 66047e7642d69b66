import { textProblem, trimmedText } from './field-text';
import type { MessageKey, Translate } from './messages/catalogues';

/**
 * SPEC 5 "Email structure for invite and reset": non-empty, contains an @ that is not the last character, and a
 * dot after the @ that is not the last character. The @ is the last one of the address (the domain follows it) and
 * the dot is the last one (so a trailing dot fails). Nothing else is checked: the server has the final word.
 */
export function isEmailStructureValid(email: string): boolean {
  if (email === '') return false;
  const at = email.lastIndexOf('@');
  if (at === -1 || at === email.length - 1) return false;
  const dot = email.lastIndexOf('.');
  return dot > at && dot < email.length - 1;
}

/** "Please enter a valid email address". */
export const INVALID_EMAIL = 'forms.validation.email' satisfies MessageKey<'forms'>;

/**
 * The message of an email field, or null when the address can be sent (e.g. Reset Request): blank is
 * "<label> is required"; the text as typed beyond `maxLength` is "<label> must be at most n characters" (the field
 * counts every character); otherwise the trimmed address (what is sent) must have SPEC 5's structure. The label is
 * "Email" unless the screen gives its own (translated).
 */
export function emailFieldProblem(
  t: Translate<'forms'>,
  email: string,
  maxLength: number,
  label = t('forms.email.label'),
): string | null {
  const address = email.trim();
  if (address !== '' && address.length <= maxLength && !isEmailStructureValid(address)) return t(INVALID_EMAIL);
  return textProblem(t, label, email, { required: true, maxLength });
}

/**
 * An emailed link (invitation, password reset) the server could accept: a token, and an email of SPEC 5's structure
 * within the limit of each call that will carry it (`maxLengths`, from the contract).
 */
export function isEmailedLinkUsable(token: string, email: string, maxLengths: readonly number[]): boolean {
  return (
    token.trim() !== '' && isEmailStructureValid(email) && maxLengths.every((maxLength) => email.length <= maxLength)
  );
}

/** An email as two addresses are compared (an import's rows and users, an invited list): trimmed, in lower case. */
export function emailKey(email: string | null | undefined): string {
  return trimmedText(email).toLowerCase();
}
