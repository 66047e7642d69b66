import { describe, expect, it } from 'vitest';
import {
  GRID_REJECTED_MESSAGE,
  describeErrorBody,
  errorCodeOf,
  errorMessageOf,
  errorMessages,
  messageForCode,
  resetConfirmMessages,
  resetRequestMessages,
} from './error-messages';
import { ErrorCode } from './schema.gen';
import { ApiFailure } from './transport';

describe('errorMessages', () => {
  const codes = Object.values(ErrorCode);

  it('has a message for every ErrorCode of the contract', () => {
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      expect(errorMessages[code], code).toMatch(/\S/);
    }
  });

  it('has no message for a code outside the contract', () => {
    expect(Object.keys(errorMessages).sort()).toEqual([...codes].sort());
  });

  it.each([
    [ErrorCode.BadRequest, 'Bad Request.'],
    [ErrorCode.OrganisationCodeAlreadyInUse, 'Organisation Code is already in use.'],
    [ErrorCode.InvalidPOSCoreInstance, 'Invalid POS Core Instance specified.'],
    [ErrorCode.PasswordChange_OldPasswordIsIncorrect, 'The specified old password does not match.'],
    [
      ErrorCode.PasswordChange_NewPasswordMustBeDifferentFromOldPassword,
      'The new password cannot be the same as your old password.',
    ],
    [ErrorCode.BadRequest_CannotUnlinkSelfFromOrganisation, 'You cannot unlink yourself from this organisation.'],
    [
      ErrorCode.NotFound_InvitationExpiredOrMissing,
      'Invitation not found or has expired. Please contact your administrator to re-issue a new invitation.',
    ],
    [
      ErrorCode.BadRequest_InvitationEmailSendFailure,
      'Failed to send invite! The server is not able to send email invitations at this time.',
    ],
    [
      ErrorCode.BadRequest_PasswordResetRequestHasInvalidParameters,
      'Failed to send password reset request! Email address is invalid.',
    ],
    [
      ErrorCode.BadRequest_PasswordResetRequestTooManyAttempts,
      'You have tried too many times in a short period. Please wait a while before trying again.',
    ],
  ])('gives the SPEC 8 text for %s', (code, text) => {
    expect(errorMessages[code]).toBe(text);
    expect(messageForCode(code)).toBe(text);
  });
});

describe('screen catalogues', () => {
  it('overrides the shorter codes on the password reset request screen', () => {
    expect(messageForCode('BadRequest_InvalidParameters', resetRequestMessages)).toBe(
      'Failed to send invite! Email address is invalid',
    );
    expect(messageForCode('BadRequest_EmailSendFailure', resetRequestMessages)).toBe(
      'Failed to send invite! The server is not able to send password resets at this time',
    );
    expect(messageForCode('BadRequest_TooManyAttempts', resetRequestMessages)).toBe(
      'You have tried too many times in a short period. Please wait a while before trying again',
    );
  });

  it('gives the password reset confirm screen its texts', () => {
    expect(messageForCode('BadRequest_InvalidParameters', resetConfirmMessages)).toBe(
      'Password reset request is not valid.',
    );
    expect(messageForCode('BadRequest_PasswordTooShort', resetConfirmMessages)).toBe(
      'Specified password is too short.',
    );
    expect(messageForCode('BadRequest_PasswordTooCommon', resetConfirmMessages)).toBe(
      'Specified password is too common and not secure enough.',
    );
    expect(messageForCode('NotFound_ExpiredOrMissing', resetConfirmMessages)).toBe(
      'Password reset request not found or has expired. Please send a new request to try again.',
    );
  });

  it('falls back to the general catalogue for codes the screen does not override', () => {
    expect(messageForCode('OrganisationCodeAlreadyInUse', resetRequestMessages)).toBe(
      'Organisation Code is already in use.',
    );
  });

  it('shows an unknown code as received', () => {
    expect(messageForCode('Totally_Unknown')).toBe('Totally_Unknown');
    expect(messageForCode('Totally_Unknown', resetConfirmMessages)).toBe('Totally_Unknown');
  });
});

describe('errorCodeOf and describeErrorBody', () => {
  it('reads the code of a JSON body or of a bare code string', () => {
    expect(errorCodeOf({ code: 'BadRequest' })).toBe('BadRequest');
    expect(errorCodeOf('"BadRequest_Expired"')).toBe('BadRequest_Expired');
    expect(errorCodeOf('Something went wrong')).toBeUndefined();
    expect(errorCodeOf({ message: 'x' })).toBeUndefined();
    expect(errorCodeOf(null)).toBeUndefined();
  });

  it('describes a body by its code, else its message, else its text', () => {
    expect(describeErrorBody({ code: 'BadRequest_Expired' }, resetConfirmMessages)).toBe(
      'Password reset request has expired. Please send a new request to try again.',
    );
    expect(describeErrorBody({ message: 'Team name taken' })).toBe('Team name taken');
    expect(describeErrorBody('Not here at all')).toBe('Not here at all');
    expect(describeErrorBody(undefined)).toBe('');
  });
});

describe('errorMessageOf', () => {
  it('gives the catalogue message of a coded failure', () => {
    const failure = new ApiFailure(400, 'Organisation Code is already in use.', {
      code: 'OrganisationCodeAlreadyInUse',
    });
    expect(errorMessageOf(failure)).toBe('Organisation Code is already in use.');
  });

  it('applies the screen catalogue to a coded failure', () => {
    const failure = new ApiFailure(400, 'Password reset request is not valid.', {
      code: 'BadRequest_InvalidParameters',
      body: { code: 'BadRequest_InvalidParameters' },
    });
    expect(errorMessageOf(failure, { catalogue: resetRequestMessages })).toBe(
      'Failed to send invite! Email address is invalid',
    );
  });

  it('shows an unknown code as received', () => {
    const failure = new ApiFailure(400, 'New_Code', { code: 'New_Code', body: { code: 'New_Code' } });
    expect(errorMessageOf(failure)).toBe('New_Code');
  });

  it('gives the message of a failure without a code', () => {
    expect(errorMessageOf(new ApiFailure(500, 'Internal Server Error'))).toBe('Internal Server Error');
    expect(errorMessageOf(new ApiFailure(404, 'x', { body: { message: 'Team not found' } }))).toBe('Team not found');
    expect(errorMessageOf(new Error('Boom'))).toBe('Boom');
    expect(errorMessageOf('plain text')).toBe('plain text');
  });

  it('uses the empty fallback when the failure carries no message', () => {
    expect(errorMessageOf(new ApiFailure(400, '', { body: '' }), { emptyFallback: GRID_REJECTED_MESSAGE })).toBe(
      'Your request has been rejected',
    );
    expect(errorMessageOf(new Error(''), { emptyFallback: GRID_REJECTED_MESSAGE })).toBe(
      'Your request has been rejected',
    );
    expect(errorMessageOf(undefined, { emptyFallback: GRID_REJECTED_MESSAGE })).toBe('Your request has been rejected');
  });

  it('is blank without a fallback', () => {
    expect(errorMessageOf(new Error(''))).toBe('');
    expect(errorMessageOf(null)).toBe('');
  });
});
