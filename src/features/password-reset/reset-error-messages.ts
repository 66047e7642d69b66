import type { MessageCatalogue } from '#/lib/error-messages';

/** SPEC 8, password reset request screen (its shorter codes). */
export const resetRequestMessages: MessageCatalogue = {
  BadRequest_InvalidParameters: 'errors.resetRequest.invalidParameters',
  BadRequest_EmailSendFailure: 'errors.resetRequest.emailSendFailure',
  BadRequest_TooManyAttempts: 'errors.resetRequest.tooManyAttempts',
};

/** SPEC 8, password reset confirm screen. Other messages are shown as received. */
export const resetConfirmMessages: MessageCatalogue = {
  NotFound_ExpiredOrMissing: 'errors.code.NotFound_PasswordResetExpiredOrMissing',
  BadRequest_InvalidParameters: 'errors.code.BadRequest_PasswordResetHasInvalidParameters',
  BadRequest_Expired: 'errors.code.BadRequest_PasswordResetHasExpired',
  BadRequest_PasswordTooShort: 'errors.code.BadRequest_PasswordTooShort',
  BadRequest_PasswordTooCommon: 'errors.code.BadRequest_PasswordTooCommon',
};
