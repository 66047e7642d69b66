/**
 * The password rules of change password, accept invitation and confirm reset (SPEC 4 "Password change", 5
 * "Password", 9): a password is sent only exactly as typed twice.
 */
// Why: docs/decisions/061-passwords-sent-as-typed-and-not-kept.md

export const MIN_PASSWORD_LENGTH = 8;
export const VERY_STRONG_PASSWORD_LENGTH = 16;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password needs to be at least ${MIN_PASSWORD_LENGTH} characters long`;
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'The passwords do not match';
export const PASSWORD_EDGE_SPACE_MESSAGE = 'Password cannot start or end with a space';

/** The special characters that count as a character class. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

export type PasswordStrengthLevel = 'tooShort' | 'veryWeak' | 'weak' | 'average' | 'strong' | 'veryStrong';

export interface PasswordStrength {
  level: PasswordStrengthLevel;
  /** The meter's label. */
  label: string;
  /** 0 (too short) to 5 (very strong): how much of the meter is filled. */
  score: number;
}

const strengths: Record<PasswordStrengthLevel, PasswordStrength> = {
  tooShort: { level: 'tooShort', label: 'Too short', score: 0 },
  veryWeak: { level: 'veryWeak', label: 'Very weak', score: 1 },
  weak: { level: 'weak', label: 'Weak', score: 2 },
  average: { level: 'average', label: 'Average', score: 3 },
  strong: { level: 'strong', label: 'Strong', score: 4 },
  veryStrong: { level: 'veryStrong', label: 'Very strong', score: 5 },
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

/**
 * The policy check of a new password: null when acceptable, else the message (an empty password has no message
 * yet): no white space at either end, and at least 8 characters.
 */
export function passwordPolicyProblem(password: string): string | null {
  if (password === '') return null;
  if (hasEdgeSpace(password)) return PASSWORD_EDGE_SPACE_MESSAGE;
  return [...password].length < MIN_PASSWORD_LENGTH ? PASSWORD_TOO_SHORT_MESSAGE : null;
}

/** A non-empty password that passes the policy. */
export function isAcceptablePassword(password: string): boolean {
  return password !== '' && passwordPolicyProblem(password) === null;
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
 * The form rules (`useEditForm`'s `validate`) of the new-password pair: a non-empty password that passes the policy,
 * and a confirm equal to it (`isNewPasswordReady`).
 */
export const newPasswordRules = {
  password: (password: string) =>
    isAcceptablePassword(password) ? null : (passwordPolicyProblem(password) ?? 'Password is required'),
  confirm: (confirm: string, values: NewPasswordValues) =>
    confirmMatches(values.password, confirm) ? null : PASSWORDS_DO_NOT_MATCH_MESSAGE,
};
