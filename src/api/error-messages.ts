import type { components } from './schema.gen';

export type ErrorCode = components['schemas']['ErrorCode'];

/** The coded server errors of SPEC 8, keyed by the contract's ErrorCode enum (the compiler keeps them in step). */
export const errorMessages: Record<ErrorCode, string> = {
  BadRequest: 'Bad Request.',
  OrganisationCodeAlreadyInUse: 'Organisation Code is already in use.',
  InvalidPOSCoreInstance: 'Invalid POS Core Instance specified.',
  PasswordChange_OldPasswordIsIncorrect: 'The specified old password does not match.',
  PasswordChange_NewPasswordIsInvalid: 'The new password is not strong enough.',
  PasswordChange_NewPasswordMustBeDifferentFromOldPassword: 'The new password cannot be the same as your old password.',
  PasswordChange_NewPasswordIsTooCommon: 'The new password is too common and cannot be used.',
  BadRequest_UserDoesNotExist: 'User does not exist.',
  BadRequest_CannotUnlinkSelfFromOrganisation: 'You cannot unlink yourself from this organisation.',
  // SPEC 8 spells it "administator"; the typo is fixed (docs/deviations.md).
  BadRequest_CannotDemoteSelf: 'You cannot remove yourself as an administrator of this organisation.',
  NotFound_InvitationExpiredOrMissing:
    'Invitation not found or has expired. Please contact your administrator to re-issue a new invitation.',
  BadRequest_InvitationHasInvalidParameters: 'Invitation is not valid.',
  BadRequest_InvitationExpired: 'Invitation has expired.',
  BadRequest_UserHasAlreadyJoined: 'User is already part of this organisation.',
  BadRequest_InvitationEmailSendFailure:
    'Failed to send invite! The server is not able to send email invitations at this time.',
  NotFound_PasswordResetExpiredOrMissing:
    'Password reset request not found or has expired. Please send a new request to try again.',
  BadRequest_PasswordResetHasInvalidParameters: 'Password reset request is not valid.',
  BadRequest_PasswordResetHasExpired: 'Password reset request has expired. Please send a new request to try again.',
  BadRequest_PasswordResetRequestHasInvalidParameters:
    'Failed to send password reset request! Email address is invalid.',
  BadRequest_PasswordResetRequestEmailSendFailure:
    'Failed to send password reset request! The server is not able to send password resets at this time.',
  BadRequest_PasswordResetRequestTooManyAttempts:
    'You have tried too many times in a short period. Please wait a while before trying again.',
  // The short codes below are those of the password reset screens; their screen catalogues override these.
  BadRequest_InvalidParameters: 'Password reset request is not valid.',
  BadRequest_EmailSendFailure:
    'Failed to send password reset request! The server is not able to send password resets at this time.',
  BadRequest_TooManyAttempts:
    'You have tried too many times in a short period. Please wait a while before trying again.',
  NotFound_ExpiredOrMissing: 'Password reset request not found or has expired. Please send a new request to try again.',
  BadRequest_Expired: 'Password reset request has expired. Please send a new request to try again.',
  BadRequest_PasswordTooShort: 'Specified password is too short.',
  BadRequest_PasswordTooCommon: 'Specified password is too common and not secure enough.',
};

export type MessageCatalogue = Partial<Record<ErrorCode, string>>;

/** SPEC 8, password reset request screen (its shorter codes). */
export const resetRequestMessages: MessageCatalogue = {
  BadRequest_InvalidParameters: 'Failed to send invite! Email address is invalid',
  BadRequest_EmailSendFailure: 'Failed to send invite! The server is not able to send password resets at this time',
  BadRequest_TooManyAttempts:
    'You have tried too many times in a short period. Please wait a while before trying again',
};

/** SPEC 8, password reset confirm screen. Other messages are shown as received. */
export const resetConfirmMessages: MessageCatalogue = {
  NotFound_ExpiredOrMissing: 'Password reset request not found or has expired. Please send a new request to try again.',
  BadRequest_InvalidParameters: 'Password reset request is not valid.',
  BadRequest_Expired: 'Password reset request has expired. Please send a new request to try again.',
  BadRequest_PasswordTooShort: 'Specified password is too short.',
  BadRequest_PasswordTooCommon: 'Specified password is too common and not secure enough.',
};

/** SPEC 8: an empty message in a grid. */
export const GRID_REJECTED_MESSAGE = 'Your request has been rejected';

function isErrorCode(value: string): value is ErrorCode {
  return Object.prototype.hasOwnProperty.call(errorMessages, value);
}

/** The code carried by a 400/404 body: `{code}` JSON, or a bare code string. */
export function errorCodeOf(body: unknown): string | undefined {
  if (typeof body === 'string') {
    const trimmed = body.trim().replace(/^"|"$/g, '');
    return /^[A-Za-z]+(_[A-Za-z]+)*$/.test(trimmed) ? trimmed : undefined;
  }
  if (body && typeof body === 'object' && 'code' in body) {
    const code = (body as { code: unknown }).code;
    if (typeof code === 'string' && code) return code;
  }
  return undefined;
}

/** The message for a code: the screen's catalogue first, then SPEC 8's, else the code as received. */
export function messageForCode(code: string, catalogue: MessageCatalogue = {}): string {
  if (isErrorCode(code)) return catalogue[code] ?? errorMessages[code];
  return code;
}

/** Text for a 400/404 body: the catalogue message of its code, else its message, else the text as received. */
export function describeErrorBody(body: unknown, catalogue: MessageCatalogue = {}): string {
  const code = errorCodeOf(body);
  if (code) return messageForCode(code, catalogue);
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string') return message;
  }
  if (typeof body === 'string') return body;
  return '';
}

/**
 * The message to show for any failure of a call. `catalogue` overrides SPEC 8's texts for a screen;
 * `emptyFallback` is what to show when the failure carries no message (grids: "Your request has been rejected").
 */
export function errorMessageOf(
  error: unknown,
  options: { catalogue?: MessageCatalogue; emptyFallback?: string } = {},
): string {
  const { catalogue = {}, emptyFallback = '' } = options;
  if (error && typeof error === 'object' && 'code' in error && typeof (error as { code: unknown }).code === 'string') {
    return messageForCode((error as { code: string }).code, catalogue);
  }
  if (error && typeof error === 'object' && 'body' in error) {
    const described = describeErrorBody((error as { body: unknown }).body, catalogue);
    if (described) return described;
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return emptyFallback;
}
