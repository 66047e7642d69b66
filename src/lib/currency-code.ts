import * as limits from '#/api/limits.gen';
import type { MessageKey, Translate } from './messages/catalogues';

/** SPEC 9: the default currency of a new user, an accepted invitation and the currency picker. */
export const DEFAULT_CURRENCY = 'GBP';

/**
 * The currency code of Initialise Organisation (SPEC 5, SPEC 9): non-empty and 2 to 4 characters, with the
 * limits taken from the contract's InitialiseRequest. The code is sent trimmed and in capitals.
 */
/** The field's label (a message key): the screen and the rule's messages name the field alike. */
export const CURRENCY_CODE_LABEL = 'forms.currencyCode.label' satisfies MessageKey<'forms'>;
export const CURRENCY_CODE_MIN_LENGTH = limits.InitialiseRequest.currencyCode.minLength;
export const CURRENCY_CODE_MAX_LENGTH = limits.InitialiseRequest.currencyCode.maxLength;

/** What is sent for what was typed: trimmed, upper case. */
export function normaliseCurrencyCode(text: string | null | undefined): string {
  return (text ?? '').trim().toUpperCase();
}

/** The problem with a typed currency code in the user's language, or null when it can be sent. */
export function currencyCodeProblem(t: Translate<'forms'>, text: string | null | undefined): string | null {
  const code = normaliseCurrencyCode(text);
  const label = t(CURRENCY_CODE_LABEL);
  if (code === '') return t('forms.validation.required', { label });
  if (code.length < CURRENCY_CODE_MIN_LENGTH || code.length > CURRENCY_CODE_MAX_LENGTH) {
    return t('forms.validation.lengthRange', { label, min: CURRENCY_CODE_MIN_LENGTH, max: CURRENCY_CODE_MAX_LENGTH });
  }
  return null;
}
