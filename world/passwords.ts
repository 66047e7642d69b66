import { isLongEnoughPassword } from './rules';

/** Passwords refused as too common (change password, password reset). */
const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password123',
  'passw0rd',
  '12345678',
  '123456789',
  '1234567890',
  'qwerty123',
  'qwertyuiop',
  'iloveyou',
  'letmein123',
  'welcome1',
  'admin123',
]);
export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());

/** Why a new password is refused (change password, invitation, password reset), or null. */
export function passwordProblem(password: string): 'tooShort' | 'tooCommon' | null {
  if (!isLongEnoughPassword(password)) return 'tooShort';
  return isCommonPassword(password) ? 'tooCommon' : null;
}
