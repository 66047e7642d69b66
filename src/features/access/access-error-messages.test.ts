import { describe, expect, it } from 'vitest';
import { ApiFailure } from '#/api/transport';
import { recordConflictsOf } from '#/components/record-conflicts/record-conflict';
import { apiFailureOf } from '#/lib/call-outcome';
import { english, german } from '#/test/translate';
import { COMMIT_ERROR, SAVE_ERROR, failureMessage, withFailureMessage } from './access-error-messages';

const SAVE_TEXT = 'There was a problem saving changes. Please try again later.';

describe('failure messages of the link screens (SPEC 8)', () => {
  it("a coded error or a 400/404 message shows the server's word; anything else the screen's text", () => {
    const coded = new ApiFailure(400, 'Bad Request', { code: 'BadRequest_CannotUnlinkSelfFromOrganisation' });
    expect(failureMessage(english, coded, SAVE_ERROR)).toBe('You cannot unlink yourself from this organisation.');
    expect(failureMessage(english, new ApiFailure(404, 'Not found.'), SAVE_ERROR)).toBe('Not found.');
    expect(failureMessage(english, new ApiFailure(400, ''), SAVE_ERROR)).toBe(SAVE_TEXT);
    expect(failureMessage(english, new ApiFailure(500, 'Internal Server Error'), SAVE_ERROR)).toBe(SAVE_TEXT);
    expect(failureMessage(english, new ApiFailure(0, 'Network error'), SAVE_ERROR)).toBe(SAVE_TEXT);
    expect(failureMessage(english, new Error('boom'), SAVE_ERROR)).toBe(SAVE_TEXT);
  });

  it("speaks the console's language", () => {
    expect(failureMessage(german, new ApiFailure(500, 'Internal Server Error'), SAVE_ERROR)).toBe(
      'Beim Speichern der Änderungen ist ein Problem aufgetreten. Bitte versuchen Sie es später erneut.',
    );
  });

  it('withFailureMessage passes a result on and rejects with the message', async () => {
    await expect(withFailureMessage(english, Promise.resolve(7), SAVE_ERROR)).resolves.toBe(7);
    await expect(withFailureMessage(english, Promise.reject(new ApiFailure(500, 'x')), SAVE_ERROR)).rejects.toThrow(
      SAVE_TEXT,
    );
    const network = new ApiFailure(0, 'Network error');
    await expect(withFailureMessage(english, Promise.reject(network), SAVE_ERROR)).rejects.toHaveProperty(
      'cause',
      network,
    );
  });

  it('keeps a refusal for records changed meanwhile (409) readable through the cause, so the grid marks the rows', async () => {
    const body = { code: 'Conflict_RecordChanged', conflicts: [{ id: 'l1', current: null }] };
    const refusal = new ApiFailure(409, 'Conflict', { code: 'Conflict_RecordChanged', body });
    const wrapped = await withFailureMessage(english, Promise.reject(refusal), COMMIT_ERROR).catch(
      (error: unknown) => error,
    );
    expect(wrapped).toHaveProperty('message', english('errors.code.Conflict_RecordChanged'));
    expect(apiFailureOf(wrapped)).toMatchObject({ status: 409, body });
    expect(recordConflictsOf(apiFailureOf(wrapped))).toEqual([{ id: 'l1', current: null }]);
  });
});
