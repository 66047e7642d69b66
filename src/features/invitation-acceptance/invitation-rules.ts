/**
 * Invitation rules (SPEC 4 "Invitation validation", SPEC 5 "Accept invitation"):
 * - The invitation link: whether it can be valid at all, the validation and accept requests, and the accept form's
 *   rules.
 */
import * as limits from '#/api/limits.gen';
import type { components } from '#/api/schema.gen';
import { DEFAULT_CURRENCY } from '#/lib/currency-code';
import { isEmailedLinkUsable } from '#/lib/email-rule';
import { errorMessages } from '#/lib/error-messages';
import { trimmedText } from '#/lib/field-text';
import { DEFAULT_LOCALE } from '#/lib/locale-format';
import type { Translate } from '#/lib/messages/catalogues';
import { newPasswordRules } from '#/lib/password-strength';
import { fieldRules } from '#/lib/record-fields';
import { acceptFields, type AcceptForm } from './accept-form-record';

export type AcceptInvitationRequest = components['schemas']['AcceptInvitationRequest'];
export type ValidateInvitationRequest = components['schemas']['ValidateInvitationRequest'];
export type ConsentDocument = components['schemas']['ConsentDocument'];

/** SPEC 4 "Invitation validation": the result text that leads to the accept form. */
export const NEW_USER_RESULT = 'Ok_NewUser';

/** The placeholder name and password sent by the validation, and by the accept that follows for existing users. */
export const INVITATION_PLACEHOLDER = 'placeholder';

/** Shown, without calling the server, for a link whose token or email cannot be a valid invitation. */
export const INVALID_INVITATION_MESSAGE = errorMessages.BadRequest_InvitationHasInvalidParameters;

/** A link the server could accept: a token, and an email of the right structure within the contract's limit. */
export function isInvitationLinkUsable(token: string, email: string): boolean {
  return isEmailedLinkUsable(token, email, [
    limits.ValidateInvitationRequest.email.maxLength,
    limits.AcceptInvitationRequest.email.maxLength,
  ]);
}

export function validationRequest(token: string, email: string): ValidateInvitationRequest {
  return {
    email,
    token,
    userShortName: INVITATION_PLACEHOLDER,
    userFullName: INVITATION_PLACEHOLDER,
    userPassword: INVITATION_PLACEHOLDER,
  };
}

/** The accept sent for an existing user right after the validation (SPEC 4): placeholder values and defaults. */
export function placeholderAcceptRequest(token: string, email: string): AcceptInvitationRequest {
  return {
    ...validationRequest(token, email),
    locale: DEFAULT_LOCALE,
    defaultCurrency: DEFAULT_CURRENCY,
    consentDocumentIds: [],
  };
}

/**
 * SPEC 5 "Accept invitation", as the accept form's rules (`useEditForm`'s `validate`): matching passwords that pass
 * the policy, a display name, a full name (within their limits), a locale and a currency (never empty), and every
 * listed consent document accepted. The messages in the console's language (`t`).
 */
export function acceptFormRules(t: Translate<'forms' | 'invitationAcceptance'>, documents: readonly ConsentDocument[]) {
  return {
    ...fieldRules(t, acceptFields),
    ...newPasswordRules(t),
    // Named as the locale and currency pickers name themselves.
    locale: (locale: string) =>
      locale === '' ? t('forms.validation.required', { label: t('forms.codeSelect.locale') }) : null,
    defaultCurrency: (currency: string) =>
      currency === '' ? t('forms.validation.required', { label: t('forms.codeSelect.currency') }) : null,
    acceptedDocumentIds: (accepted: ReadonlySet<string>) =>
      documents.every((document) => accepted.has(document.consentDocumentID))
        ? null
        : t('invitationAcceptance.accept.acceptEach'),
  };
}

/** Whether the accept form passes every rule of `acceptFormRules`. */
export function canAcceptInvitation(
  t: Translate<'forms' | 'invitationAcceptance'>,
  form: AcceptForm,
  documents: readonly ConsentDocument[],
): boolean {
  const rules = acceptFormRules(t, documents);
  return [
    rules.userShortName(form.userShortName),
    rules.userFullName(form.userFullName),
    rules.password(form.password),
    rules.confirm(form.confirm, form),
    rules.locale(form.locale),
    rules.defaultCurrency(form.defaultCurrency),
    rules.acceptedDocumentIds(form.acceptedDocumentIds),
  ].every((problem) => problem === null);
}

/** The accept payload of SPEC 3 (names trimmed, src/lib/field-text.ts; the documents in the order listed). */
export function acceptRequest(
  token: string,
  email: string,
  form: AcceptForm,
  documents: readonly ConsentDocument[],
): AcceptInvitationRequest {
  return {
    email,
    token,
    userShortName: trimmedText(form.userShortName),
    userFullName: trimmedText(form.userFullName),
    userPassword: form.password,
    locale: form.locale,
    defaultCurrency: form.defaultCurrency,
    consentDocumentIds: documents.map((document) => document.consentDocumentID),
  };
}
