import type { Catalogue } from '#/lib/messages/message-types';

/** SPEC 8's error messages and what a failed call tells the user, shared by every screen: SPEC's English, word for word. */
const errors = {
  'errors.code.BadRequest': 'Bad Request.',
  'errors.code.OrganisationCodeAlreadyInUse': 'Organisation Code is already in use.',
  'errors.code.InvalidPOSCoreInstance': 'Invalid POS Core Instance specified.',
  'errors.code.PasswordChange_OldPasswordIsIncorrect': 'The specified old password does not match.',
  'errors.code.PasswordChange_NewPasswordIsInvalid': 'The new password is not strong enough.',
  'errors.code.PasswordChange_NewPasswordMustBeDifferentFromOldPassword':
    'The new password cannot be the same as your old password.',
  'errors.code.PasswordChange_NewPasswordIsTooCommon': 'The new password is too common and cannot be used.',
  'errors.code.BadRequest_UserDoesNotExist': 'User does not exist.',
  'errors.code.BadRequest_CannotUnlinkSelfFromOrganisation': 'You cannot unlink yourself from this organisation.',
  // SPEC 8 spells it "administator"; the typo is fixed (docs/deviations.md).
  'errors.code.BadRequest_CannotDemoteSelf': 'You cannot remove yourself as an administrator of this organisation.',
  'errors.code.NotFound_InvitationExpiredOrMissing':
    'Invitation not found or has expired. Please contact your administrator to re-issue a new invitation.',
  'errors.code.BadRequest_InvitationHasInvalidParameters': 'Invitation is not valid.',
  'errors.code.BadRequest_InvitationExpired': 'Invitation has expired.',
  'errors.code.BadRequest_UserHasAlreadyJoined': 'User is already part of this organisation.',
  'errors.code.BadRequest_InvitationEmailSendFailure':
    'Failed to send invite! The server is not able to send email invitations at this time.',
  'errors.code.NotFound_PasswordResetExpiredOrMissing':
    'Password reset request not found or has expired. Please send a new request to try again.',
  'errors.code.BadRequest_PasswordResetHasInvalidParameters': 'Password reset request is not valid.',
  'errors.code.BadRequest_PasswordResetHasExpired':
    'Password reset request has expired. Please send a new request to try again.',
  'errors.code.BadRequest_PasswordResetRequestHasInvalidParameters':
    'Failed to send password reset request! Email address is invalid.',
  'errors.code.BadRequest_PasswordResetRequestEmailSendFailure':
    'Failed to send password reset request! The server is not able to send password resets at this time.',
  'errors.code.BadRequest_PasswordResetRequestTooManyAttempts':
    'You have tried too many times in a short period. Please wait a while before trying again.',
  'errors.code.BadRequest_PasswordTooShort': 'Specified password is too short.',
  'errors.code.BadRequest_PasswordTooCommon': 'Specified password is too common and not secure enough.',
  'errors.code.BadRequest_DeploymentServerExists': 'There is already a deployment server: the service has one.',
  'errors.code.BadRequest_InvalidReference':
    'A team, permission group, user or site this change names is not one you may use here. Nothing was saved; reload the page and choose again.',
  'errors.code.BadRequest_EmailAlreadyInUse': 'Another user already has this email address. Nothing was saved.',
  'errors.code.NotFound_EmailChangeExpiredOrMissing':
    'This email change link was not found or has expired. Save your profile with the new address again to get a new link.',
  'errors.emailChange.invalidParameters':
    'This email change link is not valid. Save your profile with the new address again to get a new link.',
  'errors.code.Conflict_RecordChanged':
    'Someone else changed this record after you opened it. Nothing was saved; check their changes and save again.',
  'errors.code.Unauthorized': 'Your session has ended. Sign in again to go on.',
  'errors.code.Forbidden': 'You are not allowed to do this; an administrator can give you the access it needs.',
  'errors.code.NotFound': 'It was deleted, or the link you followed is out of date.',
  'errors.code.NotImplemented_NoHistory': 'This server keeps no history',
  'errors.resetRequest.invalidParameters': 'Failed to send invite! Email address is invalid',
  'errors.resetRequest.emailSendFailure':
    'Failed to send invite! The server is not able to send password resets at this time',
  'errors.resetRequest.tooManyAttempts':
    'You have tried too many times in a short period. Please wait a while before trying again',
  // A framework's validation 400 (RFC 9457): the fields it names, not its English sentences.
  'errors.problem.invalid': 'The server found the request invalid.',
  'errors.problem.fields': 'The server found the request invalid: {fields}.',
  'errors.problem.moreFields': 'The server found the request invalid: {fields} and {count} more.',
  'errors.network': 'Network error',
  'errors.gridRejected': 'Your request has been rejected',
  'errors.sessionEndedNotSaved':
    'Your session has ended, so the changes were not saved. They are still on this page: sign in again, then send them again.',
  'errors.outcome.save':
    'No answer came from the server, so it is not known whether the changes were saved. The record has been loaded again: check it before saving again.',
  'errors.outcome.delete':
    'No answer came from the server, so it is not known whether the record was deleted. It has been loaded again: check it before deleting again.',
  'errors.outcome.list':
    'No answer came from the server, so it is not known whether the changes were saved. The list has been loaded again: changes that were saved now show as saved, the rest are still marked. Check the list before saving again.',
} as const satisfies Catalogue;

export default errors;
