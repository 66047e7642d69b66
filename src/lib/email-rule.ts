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

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
