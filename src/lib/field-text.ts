import type { Translate } from './messages/catalogues';

/**
 * The text rule of the console's name, code and email fields (SPEC 5 gives the limits and is silent on
 * white space, see docs/deviations.md): leading and trailing white space is not part of the value. One rule for
 * everything a trimming field does: its "required" and "at most n characters" messages and its "n/max" counter
 * measure the trimmed text, Save is enabled by the same check, and the trimmed text is what is sent.
 * Passwords and secrets are never trimmed (they are sent as typed).
 */

/** The rules of a text field: required, the contract's maxLength, and whether it trims. */
export interface TextRules {
  required?: boolean;
  maxLength?: number;
  /** Leading and trailing white space is not part of the value (checked, counted and sent without it). */
  trim?: boolean;
}

/** What a trimming field's text stands for: without leading and trailing white space. */
export function trimmedText(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** The text a field's checks and counter measure: trimmed when the field trims, else as typed. */
export function checkedText(value: string | null | undefined, rules: Pick<TextRules, 'trim'>): string {
  return rules.trim ? trimmedText(value) : (value ?? '');
}

/**
 * The validation message for a text value in the user's language, or null when it is valid. `label` is the field's
 * label as the screen shows it (already translated).
 */
export function textProblem(
  t: Translate<'forms'>,
  label: string,
  value: string | null | undefined,
  rules: TextRules,
): string | null {
  const text = checkedText(value, rules);
  if (rules.required && text.trim() === '') return t('forms.validation.required', { label });
  if (rules.maxLength !== undefined && text.length > rules.maxLength) {
    return t('forms.validation.maxLength', { label, count: rules.maxLength });
  }
  return null;
}

/**
 * A form rule (`useEditForm`'s `validate`) for a text field: the same message the field shows (`textProblem`), with
 * the contract's limit.
 */
export function textRule(
  t: Translate<'forms'>,
  label: string,
  rules: TextRules,
): (value: string | null | undefined) => string | null {
  return (value) => textProblem(t, label, value, rules);
}

/** The record to send: the string values of `keys` trimmed (null and undefined stay as they are). */
export function withTrimmedText<T extends object>(record: T, keys: readonly (keyof T)[]): T {
  const next = { ...record };
  for (const key of keys) {
    const value = next[key];
    if (typeof value === 'string') next[key] = value.trim() as T[keyof T];
  }
  return next;
}
