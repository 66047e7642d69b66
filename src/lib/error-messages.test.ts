import { describe, expect, it } from 'vitest';
import { describeErrorBody, errorCodeOf } from '#/api/error-body';
import { ErrorCode } from '#/api/schema.gen';
import { ApiFailure } from '#/api/transport';
import { english, german } from '#/test/translate';
import {
  errorMessageOf,
  errorMessages,
  messageForCode,
  validationProblemMessage,
  type MessageCatalogue,
} from './error-messages';

/** A screen's catalogue: one code in words of its own. */
const screenCatalogue: MessageCatalogue = { BadRequest_InvalidParameters: 'errors.resetRequest.invalidParameters' };

describe('errorMessages', () => {
  const codes = Object.values(ErrorCode);

  it('has a message for every ErrorCode of the contract', () => {
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      expect(english(errorMessages[code]), code).toMatch(/\S/);
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
    expect(messageForCode(english, code)).toBe(text);
  });
});

describe('a screen catalogue', () => {
  it('overrides the codes it names, falls back to SPEC 8 for the rest, and shows an unknown code as received', () => {
    expect(messageForCode(english, 'BadRequest_InvalidParameters', screenCatalogue)).toBe(
      'Failed to send invite! Email address is invalid',
    );
    expect(messageForCode(english, 'OrganisationCodeAlreadyInUse', screenCatalogue)).toBe(
      'Organisation Code is already in use.',
    );
    expect(messageForCode(english, 'Totally_Unknown')).toBe('Totally_Unknown');
    expect(messageForCode(english, 'Totally_Unknown', screenCatalogue)).toBe('Totally_Unknown');
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

  it("describes a body by the server's message, else its text, else its code", () => {
    expect(describeErrorBody({ code: 'BadRequest_Expired' })).toBe('BadRequest_Expired');
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
    expect(errorMessageOf(english, failure)).toBe('Organisation Code is already in use.');
  });

  it('applies the screen catalogue to a coded failure', () => {
    const failure = new ApiFailure(400, 'Password reset request is not valid.', {
      code: 'BadRequest_InvalidParameters',
      body: { code: 'BadRequest_InvalidParameters' },
    });
    expect(errorMessageOf(english, failure, { catalogue: screenCatalogue })).toBe(
      'Failed to send invite! Email address is invalid',
    );
  });

  it('shows an unknown code as received', () => {
    const failure = new ApiFailure(400, 'New_Code', { code: 'New_Code', body: { code: 'New_Code' } });
    expect(errorMessageOf(english, failure)).toBe('New_Code');
  });

  it('gives the message of a failure without a code', () => {
    expect(errorMessageOf(english, new ApiFailure(500, 'Internal Server Error'))).toBe('Internal Server Error');
    expect(errorMessageOf(english, new ApiFailure(404, 'x', { body: { message: 'Team not found' } }))).toBe(
      'Team not found',
    );
    expect(errorMessageOf(english, new Error('Boom'))).toBe('Boom');
    expect(errorMessageOf(english, 'plain text')).toBe('plain text');
  });

  it('gives the Forbidden message for a 403, coded or bare (a proxy refusing without a body)', () => {
    const forbidden = 'You are not allowed to do this; an administrator can give you the access it needs.';
    const coded = new ApiFailure(403, 'Forbidden', { code: 'Forbidden', body: { code: 'Forbidden' } });
    expect(errorMessageOf(english, coded)).toBe(forbidden);
    expect(errorMessageOf(english, new ApiFailure(403, 'Forbidden'))).toBe(forbidden);
    expect(errorMessageOf(english, new ApiFailure(403, 'HTTP 403'), { emptyFallback: 'x' })).toBe(forbidden);
    // A 401's own message stays the status text when it has no code (the session-ended dialog explains it).
    expect(errorMessageOf(english, new ApiFailure(401, 'Unauthorized'))).toBe('Unauthorized');
    expect(errorMessageOf(english, new ApiFailure(401, 'x', { code: 'Unauthorized' }))).toBe(
      'Your session has ended. Sign in again to go on.',
    );
  });

  it('uses the empty fallback when the failure carries no message', () => {
    expect(
      errorMessageOf(english, new ApiFailure(400, '', { body: '' }), { emptyFallback: english('errors.gridRejected') }),
    ).toBe('Your request has been rejected');
    expect(errorMessageOf(english, new Error(''), { emptyFallback: english('errors.gridRejected') })).toBe(
      'Your request has been rejected',
    );
    expect(errorMessageOf(english, undefined, { emptyFallback: english('errors.gridRejected') })).toBe(
      'Your request has been rejected',
    );
  });

  it('is blank without a fallback', () => {
    expect(errorMessageOf(english, new Error(''))).toBe('');
    expect(errorMessageOf(english, null)).toBe('');
  });
});

describe('in German', () => {
  it('gives the coded messages, the network failure and the screen overrides in German', () => {
    expect(errorMessageOf(german, new ApiFailure(400, 'x', { code: 'OrganisationCodeAlreadyInUse' }))).toBe(
      'Der Organisationscode wird bereits verwendet.',
    );
    expect(errorMessageOf(german, new ApiFailure(0, 'Network error'))).toBe('Netzwerkfehler');
    expect(errorMessageOf(german, new ApiFailure(0, 'Der Link konnte nicht geladen werden.'))).toBe(
      'Der Link konnte nicht geladen werden.',
    );
    expect(messageForCode(german, 'BadRequest_InvalidParameters', screenCatalogue)).toMatch(/^Die Anfrage konnte/);
  });

  it('gives the Forbidden message in German, coded or bare', () => {
    const verboten = 'Dazu sind Sie nicht berechtigt; ein Administrator kann Ihnen den nötigen Zugriff geben.';
    expect(errorMessageOf(german, new ApiFailure(403, 'Forbidden', { code: 'Forbidden' }))).toBe(verboten);
    expect(errorMessageOf(german, new ApiFailure(403, 'Forbidden'))).toBe(verboten);
  });

  it('keeps the server’s own text and unknown codes as received', () => {
    expect(errorMessageOf(german, new ApiFailure(404, 'x', { body: { message: 'Team not found' } }))).toBe(
      'Team not found',
    );
    expect(messageForCode(german, 'New_Code')).toBe('New_Code');
  });
});

describe("a validation problem (RFC 9457, the framework's 400)", () => {
  const TITLE = 'One or more validation errors occurred.';
  const problemFailure = (fields: string[]) =>
    new ApiFailure(400, TITLE, { body: { title: TITLE, status: 400 }, problem: { fields } });

  it("names the fields in English, without the server's sentences", () => {
    expect(errorMessageOf(english, problemFailure(['Email', 'Name']))).toBe(
      'The server found the request invalid: Email, Name.',
    );
    expect(errorMessageOf(english, problemFailure(['Email']), { emptyFallback: 'x' })).toBe(
      'The server found the request invalid: Email.',
    );
  });

  it('names the fields in German', () => {
    expect(errorMessageOf(german, problemFailure(['Email', 'Name']))).toBe(
      'Der Server hat die Anfrage als ungültig abgelehnt: Email, Name.',
    );
  });

  it('is the first sentence alone without fields (no errors, or errors that are not an object)', () => {
    expect(errorMessageOf(english, problemFailure([]))).toBe('The server found the request invalid.');
    expect(errorMessageOf(german, problemFailure([]))).toBe('Der Server hat die Anfrage als ungültig abgelehnt.');
  });

  it('names five fields and counts the rest, or six rather than "and 1 more"', () => {
    const seven = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    expect(validationProblemMessage(english, { fields: seven })).toBe(
      'The server found the request invalid: A, B, C, D, E and 2 more.',
    );
    expect(validationProblemMessage(german, { fields: seven })).toBe(
      'Der Server hat die Anfrage als ungültig abgelehnt: A, B, C, D, E und 2 weitere.',
    );
    expect(validationProblemMessage(english, { fields: seven.slice(0, 6) })).toBe(
      'The server found the request invalid: A, B, C, D, E, F.',
    );
    expect(validationProblemMessage(german, { fields: seven.slice(0, 6) })).toBe(
      'Der Server hat die Anfrage als ungültig abgelehnt: A, B, C, D, E, F.',
    );
  });

  it("leaves SPEC 8's coded error as it was", () => {
    const coded = new ApiFailure(400, 'BadRequest', { code: 'BadRequest', body: { code: 'BadRequest' } });
    expect(errorMessageOf(english, coded)).toBe('Bad Request.');
    expect(errorMessageOf(german, coded)).toBe('Ungültige Anfrage.');
  });
});
