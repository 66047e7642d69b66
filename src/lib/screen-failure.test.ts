import { describe, expect, it } from 'vitest';
import { ApiFailure } from '#/api/transport';
import { english, german } from '#/test/translate';
import { failureReason, screenFailure, screenFailureMessage } from './screen-failure';

const SAVE = 'There was an error saving this service account. Please try again later.';

describe('screenFailureMessage', () => {
  it('adds the reason of a coded 400 answer', () => {
    const error = new ApiFailure(400, 'Bad Request.', { code: 'BadRequest', body: { code: 'BadRequest' } });
    expect(screenFailureMessage(english, SAVE, error)).toBe(`${SAVE} (Bad Request.)`);
  });

  it('adds the text of a 404 answer as received', () => {
    expect(screenFailureMessage(english, SAVE, new ApiFailure(404, 'SomethingUnknown'))).toBe(
      `${SAVE} (SomethingUnknown)`,
    );
  });

  it('shows the screen message alone for a server error, a network error or a 400 without text', () => {
    expect(screenFailureMessage(english, SAVE, new ApiFailure(500, 'Internal Server Error'))).toBe(SAVE);
    expect(screenFailureMessage(english, SAVE, new ApiFailure(0, 'Network error'))).toBe(SAVE);
    expect(screenFailureMessage(english, SAVE, new ApiFailure(400, ''))).toBe(SAVE);
    expect(screenFailureMessage(english, SAVE, new Error('boom'))).toBe(SAVE);
    expect(screenFailureMessage(english, SAVE, undefined)).toBe(SAVE);
  });

  it('adds the Forbidden reason of a 403, coded or bare, in English and German', () => {
    const coded = new ApiFailure(403, 'Forbidden', { code: 'Forbidden', body: { code: 'Forbidden' } });
    const forbidden = english('errors.code.Forbidden');
    expect(forbidden).toMatch(/^You are not allowed to do this;/);
    expect(screenFailureMessage(english, SAVE, coded)).toBe(`${SAVE} (${forbidden})`);
    expect(screenFailureMessage(english, SAVE, new ApiFailure(403, 'Forbidden'))).toBe(`${SAVE} (${forbidden})`);
    expect(screenFailureMessage(german, 'Speichern fehlgeschlagen.', coded)).toBe(
      `Speichern fehlgeschlagen. (${german('errors.code.Forbidden')})`,
    );
  });

  it('adds the fields of a validation problem (RFC 9457) in brackets, in English and German', () => {
    const title = 'One or more validation errors occurred.';
    const problem = new ApiFailure(400, title, {
      body: { title, status: 400, errors: { Email: ['x'], 'changes[0].Name': ['y'] } },
      problem: { fields: ['Email', 'Name'] },
    });
    expect(screenFailureMessage(english, SAVE, problem)).toBe(
      `${SAVE} (The server found the request invalid: Email, Name.)`,
    );
    expect(screenFailureMessage(german, 'Speichern fehlgeschlagen.', problem)).toBe(
      'Speichern fehlgeschlagen. (Der Server hat die Anfrage als ungültig abgelehnt: Email, Name.)',
    );
  });

  it('does not repeat the screen message', () => {
    expect(screenFailureMessage(english, SAVE, new ApiFailure(400, SAVE))).toBe(SAVE);
  });

  it('failureReason reads only 400, 403 and 404 answers', () => {
    expect(failureReason(english, new ApiFailure(404, ' Not here '))).toBe('Not here');
    expect(failureReason(english, new ApiFailure(401, 'Unauthorized'))).toBe('');
    expect(failureReason(english, 'text')).toBe('');
  });

  it('screenFailure is an Error with that message, caused by the failure (so a time-out or a 401 is still seen)', () => {
    const failure = new ApiFailure(400, 'BadRequest', { code: 'BadRequest' });
    const error = screenFailure(english, SAVE, failure);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe(`${SAVE} (Bad Request.)`);
    expect(error.cause).toBe(failure);
  });
});
