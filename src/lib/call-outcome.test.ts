import { describe, expect, it } from 'vitest';
import { ApiFailure, NETWORK_ERROR } from '#/api/transport';
import { english } from '#/test/translate';
import {
  OUTCOME_UNKNOWN,
  apiFailureOf,
  failureCodeOf,
  failureWithOutcome,
  isForbidden,
  isOutcomeUnknown,
  isSessionEnded,
} from './call-outcome';

const network = new ApiFailure(0, NETWORK_ERROR);
const timedOut = new ApiFailure(0, NETWORK_ERROR, { timedOut: true });
const unauthorised = new ApiFailure(401, 'Unauthorized');
const badRequest = new ApiFailure(400, 'Bad Request.', { code: 'BadRequest' });

describe('apiFailureOf', () => {
  it('finds the transport failure itself or behind the causes of a screen message', () => {
    expect(apiFailureOf(network)).toBe(network);
    const wrapped = new Error('There was an error updating the record. Network error', { cause: network });
    expect(apiFailureOf(wrapped)).toBe(network);
    expect(apiFailureOf(new Error('outer', { cause: wrapped }))).toBe(network);
  });

  it('finds nothing behind a plain error, a string or nothing', () => {
    expect(apiFailureOf(new Error('The server did not return the saved organisation.'))).toBeUndefined();
    expect(apiFailureOf('Network error')).toBeUndefined();
    expect(apiFailureOf(undefined)).toBeUndefined();
  });
});

describe('failureCodeOf', () => {
  it('reads the code of a transport failure', () => {
    expect(failureCodeOf(badRequest)).toBe('BadRequest');
    expect(failureCodeOf(network)).toBeUndefined();
  });

  it('reads no code from anything else, even a message wrapping a coded failure', () => {
    expect(failureCodeOf(new Error('Save failed', { cause: badRequest }))).toBeUndefined();
    expect(failureCodeOf('BadRequest')).toBeUndefined();
    expect(failureCodeOf(undefined)).toBeUndefined();
  });
});

describe('isSessionEnded / isOutcomeUnknown', () => {
  it('a 401 is a session that ended, wrapped or not', () => {
    expect(isSessionEnded(unauthorised)).toBe(true);
    expect(isSessionEnded(new Error('There was a problem saving changes.', { cause: unauthorised }))).toBe(true);
    expect(isSessionEnded(badRequest)).toBe(false);
    expect(isSessionEnded(network)).toBe(false);
  });

  it('no answer (a network failure or a time-out) leaves the outcome unknown; an answer, even an error, does not', () => {
    expect(isOutcomeUnknown(network)).toBe(true);
    expect(isOutcomeUnknown(timedOut)).toBe(true);
    expect(isOutcomeUnknown(new Error('x', { cause: timedOut }))).toBe(true);
    expect(isOutcomeUnknown(badRequest)).toBe(false);
    expect(isOutcomeUnknown(new ApiFailure(500, 'Internal Server Error'))).toBe(false);
    expect(isOutcomeUnknown(unauthorised)).toBe(false);
  });
});

describe('isForbidden', () => {
  it('a 403, coded or bare, wrapped or not, is a refusal of the role', () => {
    const forbidden = new ApiFailure(403, 'Forbidden', { code: 'Forbidden' });
    expect(isForbidden(forbidden)).toBe(true);
    expect(isForbidden(new ApiFailure(403, 'Forbidden'))).toBe(true);
    expect(isForbidden(new Error('There was an error loading this service account.', { cause: forbidden }))).toBe(true);
  });

  it('nothing else is: a 401, a 400, no answer, a plain error or nothing', () => {
    expect(isForbidden(unauthorised)).toBe(false);
    expect(isForbidden(badRequest)).toBe(false);
    expect(isForbidden(network)).toBe(false);
    expect(isForbidden(new Error('Forbidden'))).toBe(false);
    expect(isForbidden(undefined)).toBe(false);
  });
});

describe('failureWithOutcome', () => {
  it('adds what an unknown outcome means after the message, for a record, a delete or a list', () => {
    expect(failureWithOutcome(english, 'Network error', network, 'save')).toBe(
      `Network error. ${english(OUTCOME_UNKNOWN.save)}`,
    );
    expect(failureWithOutcome(english, 'There was an error updating the record. Network error', network, 'save')).toBe(
      `There was an error updating the record. Network error. ${english(OUTCOME_UNKNOWN.save)}`,
    );
    expect(failureWithOutcome(english, 'There was an error deleting this record.', network, 'delete')).toBe(
      `There was an error deleting this record. ${english(OUTCOME_UNKNOWN.delete)}`,
    );
    expect(failureWithOutcome(english, '', timedOut, 'list')).toBe(english(OUTCOME_UNKNOWN.list));
    expect(failureWithOutcome(english, 'Network error', network, { note: 'Check Pending Invitations.' })).toBe(
      'Network error. Check Pending Invitations.',
    );
  });

  it('leaves the message of an answered failure as it is', () => {
    expect(failureWithOutcome(english, 'Bad Request.', badRequest, 'save')).toBe('Bad Request.');
    expect(
      failureWithOutcome(english, 'Internal Server Error', new ApiFailure(500, 'Internal Server Error'), 'list'),
    ).toBe('Internal Server Error');
  });

  it('says it in plain words', () => {
    for (const text of Object.values(OUTCOME_UNKNOWN))
      expect(english(text)).toMatch(/^No answer came from the server, so it is not known whether/);
  });
});
