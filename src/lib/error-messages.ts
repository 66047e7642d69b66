import { describeErrorBody, errorCodeOf, type ErrorCode, type ValidationProblem } from '#/api/error-body';
import { ApiFailure, NETWORK_ERROR } from '#/api/transport';
import type { MessageKey, Translate } from './messages/catalogues';

/**
 * The coded server errors of SPEC 8, keyed by the contract's ErrorCode enum (the compiler keeps them in step): each
 * code's message in the errors catalogue (src/lib/messages/en/errors.ts).
 */
export const errorMessages: Readonly<Record<ErrorCode, MessageKey<'errors'>>> = {
  BadRequest: 'errors.code.BadRequest',
  OrganisationCodeAlreadyInUse: 'errors.code.OrganisationCodeAlreadyInUse',
  InvalidPOSCoreInstance: 'errors.code.InvalidPOSCoreInstance',
  PasswordChange_OldPasswordIsIncorrect: 'errors.code.PasswordChange_OldPasswordIsIncorrect',
  PasswordChange_NewPasswordIsInvalid: 'errors.code.PasswordChange_NewPasswordIsInvalid',
  PasswordChange_NewPasswordMustBeDifferentFromOldPassword:
    'errors.code.PasswordChange_NewPasswordMustBeDifferentFromOldPassword',
  PasswordChange_NewPasswordIsTooCommon: 'errors.code.PasswordChange_NewPasswordIsTooCommon',
  BadRequest_UserDoesNotExist: 'errors.code.BadRequest_UserDoesNotExist',
  BadRequest_CannotUnlinkSelfFromOrganisation: 'errors.code.BadRequest_CannotUnlinkSelfFromOrganisation',
  BadRequest_CannotDemoteSelf: 'errors.code.BadRequest_CannotDemoteSelf',
  NotFound_InvitationExpiredOrMissing: 'errors.code.NotFound_InvitationExpiredOrMissing',
  BadRequest_InvitationHasInvalidParameters: 'errors.code.BadRequest_InvitationHasInvalidParameters',
  BadRequest_InvitationExpired: 'errors.code.BadRequest_InvitationExpired',
  BadRequest_UserHasAlreadyJoined: 'errors.code.BadRequest_UserHasAlreadyJoined',
  BadRequest_InvitationEmailSendFailure: 'errors.code.BadRequest_InvitationEmailSendFailure',
  NotFound_PasswordResetExpiredOrMissing: 'errors.code.NotFound_PasswordResetExpiredOrMissing',
  BadRequest_PasswordResetHasInvalidParameters: 'errors.code.BadRequest_PasswordResetHasInvalidParameters',
  BadRequest_PasswordResetHasExpired: 'errors.code.BadRequest_PasswordResetHasExpired',
  BadRequest_PasswordResetRequestHasInvalidParameters:
    'errors.code.BadRequest_PasswordResetRequestHasInvalidParameters',
  BadRequest_PasswordResetRequestEmailSendFailure: 'errors.code.BadRequest_PasswordResetRequestEmailSendFailure',
  BadRequest_PasswordResetRequestTooManyAttempts: 'errors.code.BadRequest_PasswordResetRequestTooManyAttempts',
  BadRequest_InvalidParameters: 'errors.code.BadRequest_PasswordResetHasInvalidParameters',
  BadRequest_EmailSendFailure: 'errors.code.BadRequest_PasswordResetRequestEmailSendFailure',
  BadRequest_TooManyAttempts: 'errors.code.BadRequest_PasswordResetRequestTooManyAttempts',
  NotFound_ExpiredOrMissing: 'errors.code.NotFound_PasswordResetExpiredOrMissing',
  BadRequest_Expired: 'errors.code.BadRequest_PasswordResetHasExpired',
  BadRequest_PasswordTooShort: 'errors.code.BadRequest_PasswordTooShort',
  BadRequest_PasswordTooCommon: 'errors.code.BadRequest_PasswordTooCommon',
  BadRequest_DeploymentServerExists: 'errors.code.BadRequest_DeploymentServerExists',
  BadRequest_InvalidReference: 'errors.code.BadRequest_InvalidReference',
  BadRequest_EmailAlreadyInUse: 'errors.code.BadRequest_EmailAlreadyInUse',
  NotFound_EmailChangeExpiredOrMissing: 'errors.code.NotFound_EmailChangeExpiredOrMissing',
  Conflict_RecordChanged: 'errors.code.Conflict_RecordChanged',
  Unauthorized: 'errors.code.Unauthorized',
  Forbidden: 'errors.code.Forbidden',
  NotFound: 'errors.code.NotFound',
  NotImplemented_NoHistory: 'errors.code.NotImplemented_NoHistory',
};

/** A screen's own messages for some codes, overriding SPEC 8's. */
export type MessageCatalogue = Partial<Record<ErrorCode, MessageKey<'errors'>>>;

function isErrorCode(value: string): value is ErrorCode {
  return Object.prototype.hasOwnProperty.call(errorMessages, value);
}

/** The message for a code: the screen's catalogue first, then SPEC 8's, else the code as received. */
export function messageForCode(t: Translate<'errors'>, code: string, catalogue: MessageCatalogue = {}): string {
  if (isErrorCode(code)) return t(catalogue[code] ?? errorMessages[code]);
  return code;
}

/** Field names a validation problem's message lists: enough to find them, few enough to read in an alert. */
const PROBLEM_FIELDS_SHOWN = 5;

/**
 * A framework's validation 400 in the console's language, by the fields it names ("...invalid: Email, Name."). A sixth
 * name is shown rather than "and 1 more", so the count of the rest is always plural (the catalogue has no plurals).
 */
export function validationProblemMessage(t: Translate<'errors'>, problem: ValidationProblem): string {
  const { fields: all } = problem;
  const shown = all.length > PROBLEM_FIELDS_SHOWN + 1 ? all.slice(0, PROBLEM_FIELDS_SHOWN) : all;
  if (!shown.length) return t('errors.problem.invalid');
  const fields = shown.join(', ');
  const more = all.length - shown.length;
  return more > 0 ? t('errors.problem.moreFields', { fields, count: more }) : t('errors.problem.fields', { fields });
}

function hasStatus(error: unknown, status: number): boolean {
  return !!error && typeof error === 'object' && 'status' in error && error.status === status;
}

/**
 * The message to show for any failure of a call, in the console's language (`t`, or `useErrorMessage()` in a
 * screen). A coded error shows SPEC 8's message (`catalogue` overrides it for a screen), and so does a 403 without a
 * code (Forbidden's); no answer is "Network error"; a validation problem names its fields; otherwise the server's own text; `emptyFallback` when the failure carries no message (grids: "Your request
 * has been rejected").
 */
export function errorMessageOf(
  t: Translate<'errors'>,
  error: unknown,
  options: { catalogue?: MessageCatalogue; emptyFallback?: string } = {},
): string {
  const { catalogue = {}, emptyFallback = '' } = options;
  const code = error && typeof error === 'object' && 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && code) return messageForCode(t, code, catalogue);
  // A 403 without a code (a proxy's bare refusal) is the same refusal as the contract's coded one.
  if (hasStatus(error, 403)) return messageForCode(t, 'Forbidden', catalogue);
  // The transport's own "Network error"; a screen's failure with status 0 keeps its message.
  if (hasStatus(error, 0) && (!(error instanceof Error) || error.message === NETWORK_ERROR)) return t('errors.network');
  if (error instanceof ApiFailure && error.problem) return validationProblemMessage(t, error.problem);
  if (error && typeof error === 'object' && 'body' in error) {
    const bodyCode = errorCodeOf(error.body);
    if (bodyCode) return messageForCode(t, bodyCode, catalogue);
    const described = describeErrorBody(error.body);
    if (described) return described;
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return emptyFallback;
}
