/**
 * The password rules of change password, accept invitation and confirm reset (SPEC 4 "Password change", 5
 * "Password", 9): a password is sent only exactly as typed twice.
 */
// Why: docs/decisions/061-passwords-sent-as-typed-and-not-kept.md
import type { MessageKey, Translate } from './messages/catalogues';

export const MIN_PASSWORD_LENGTH = 8;
export const VERY_STRONG_PASSWORD_LENGTH = 16;
/** "The passwords do not match". */
export const PASSWORDS_DO_NOT_MATCH = 'forms.password.mismatch' satisfies MessageKey<'forms'>;

/** The special characters that count as a character class. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

export type PasswordStrengthLevel = 'tooShort' | 'veryWeak' | 'weak' | 'average' | 'strong' | 'veryStrong';

export interface PasswordStrength {
  level: PasswordStrengthLevel;
  /** The meter's label (a message key). */
  label: MessageKey<'forms'>;
  /** 0 (too short) to 5 (very strong): how much of the meter is filled. */
  score: number;
}

const strengths: Record<PasswordStrengthLevel, PasswordStrength> = {
  tooShort: { level: 'tooShort', label: 'forms.password.strength.tooShort', score: 0 },
  veryWeak: { level: 'veryWeak', label: 'forms.password.strength.veryWeak', score: 1 },
  weak: { level: 'weak', label: 'forms.password.strength.weak', score: 2 },
  average: { level: 'average', label: 'forms.password.strength.average', score: 3 },
  strong: { level: 'strong', label: 'forms.password.strength.strong', score: 4 },
  veryStrong: { level: 'veryStrong', label: 'forms.password.strength.veryStrong', score: 5 },
};

export const MAX_STRENGTH_SCORE = strengths.veryStrong.score;

/** How many of the four character classes (lowercase, uppercase, digit, special) the password uses. */
export function characterClassCount(password: string): number {
  const classes = [
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /[0-9]/.test(password),
    [...PASSWORD_SPECIAL_CHARACTERS].some((special) => password.includes(special)),
  ];
  return classes.filter(Boolean).length;
}

/**
 * The strength of a password: under 8 characters too short, 16 or more very strong, otherwise by the character
 * classes used (0-1 very weak, 2 weak, 3 average, 4 strong). Lengths count characters, not UTF-16 units.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return strengths.tooShort;
  if (length >= VERY_STRONG_PASSWORD_LENGTH) return strengths.veryStrong;
  const classes = characterClassCount(password);
  if (classes <= 1) return strengths.veryWeak;
  if (classes === 2) return strengths.weak;
  if (classes === 3) return strengths.average;
  return strengths.strong;
}

/** Whether a password starts or ends with white space (a space, a tab, a no-break space, a line break...). */
export function hasEdgeSpace(password: string): boolean {
  return /^\s|\s$/u.test(password);
}

/** What the policy finds wrong with a password: white space at an end, or too few characters. */
export type PasswordPolicyBreach = 'edgeSpace' | 'tooShort';

/**
 * The policy check of a new password: null when acceptable (an empty password has no problem yet): no white space
 * at either end, and at least 8 characters.
 */
export function passwordPolicyBreach(password: string): PasswordPolicyBreach | null {
  if (password === '') return null;
  if (hasEdgeSpace(password)) return 'edgeSpace';
  return [...password].length < MIN_PASSWORD_LENGTH ? 'tooShort' : null;
}

/** The policy's message for a new password in the user's language, or null (`passwordPolicyBreach`). */
export function passwordPolicyProblem(t: Translate<'forms'>, password: string): string | null {
  const breach = passwordPolicyBreach(password);
  if (breach === 'edgeSpace') return t('forms.password.edgeSpace');
  if (breach === 'tooShort') return t('forms.password.tooShort', { count: MIN_PASSWORD_LENGTH });
  return null;
}

/** A non-empty password that passes the policy. */
export function isAcceptablePassword(password: string): boolean {
  return password !== '' && passwordPolicyBreach(password) === null;
}

/** The confirm field equals the new password exactly (not after trimming: docs/deviations.md). */
export function confirmMatches(password: string, confirm: string): boolean {
  return password === confirm;
}

/** A new password the screens may send: acceptable, and confirmed. */
export function isNewPasswordReady(password: string, confirm: string): boolean {
  return isAcceptablePassword(password) && confirmMatches(password, confirm);
}

/** The values of the new-password pair in a screen's form. */
export interface NewPasswordValues {
  password: string;
  confirm: string;
}

/**
 * The form rules (`useEditForm`'s `validate`) of the new-password pair, their messages in the user's language: a
 * non-empty password that passes the policy, and a confirm equal to it (`isNewPasswordReady`).
 */
export function newPasswordRules(t: Translate<'forms'>) {
  return {
    password: (password: string) =>
      isAcceptablePassword(password) ? null : (passwordPolicyProblem(t, password) ?? t('forms.password.required')),
    confirm: (confirm: string, values: NewPasswordValues) =>
      confirmMatches(values.password, confirm) ? null : t(PASSWORDS_DO_NOT_MATCH),
  };
}
