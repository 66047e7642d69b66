import { ApiFailure } from '#/api/transport';
import type { MessageKey, Translate } from './messages/catalogues';

/**
 * What a failed save or delete tells the user beyond its SPEC 8 message, read from the transport's failure (SPEC 7):
 * - 401: the session has ended; the change was not made (the page keeps it, src/components/session-ended);
 * - 403: the role may not make the call; nothing was changed (a load shows Not authorised);
 * - status 0 (a network failure or the call's time limit, src/api/transport.ts): the call may have reached the
 *   server, so whether the change was made is not known; the screen loads the record or the list again.
 * Screens often reject with their own message (`new Error(message, { cause })`): the transport's failure is found
 * through the causes.
 */

/** The transport's failure behind `error`: itself, or the `cause` a screen's own message wraps (a few levels deep). */
export function apiFailureOf(error: unknown): ApiFailure | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth += 1) {
    if (current instanceof ApiFailure) return current;
    current = current instanceof Error ? current.cause : undefined;
  }
  return undefined;
}

/** The coded error (SPEC 8) of a transport failure; none for anything else, a screen's own wrapped message included. */
export function failureCodeOf(failure: unknown): string | undefined {
  return failure instanceof ApiFailure ? failure.code : undefined;
}

/** The call was answered 401: the session has ended, nothing was changed. */
export function isSessionEnded(error: unknown): boolean {
  return apiFailureOf(error)?.status === 401;
}

/**
 * The call was answered 403: the user's role may not make it, nothing was changed. A load shows Not authorised in
 * place of what it would have shown (no Retry: it would be refused again); a save shows the Forbidden message.
 */
export function isForbidden(error: unknown): boolean {
  return apiFailureOf(error)?.status === 403;
}

/** No answer came (a network failure, a time-out): the change may or may not have been made. */
export function isOutcomeUnknown(error: unknown): boolean {
  return apiFailureOf(error)?.status === 0;
}

/** Shown on the page whose save or delete was refused because the session had ended. */
export const SESSION_ENDED_NOT_SAVED = 'errors.sessionEndedNotSaved' satisfies MessageKey<'errors'>;

/**
 * What the user is told after a save or delete whose outcome is unknown, by what it concerned. A screen with a call
 * of its own kind (an invitation, an initialisation) gives its own note, in its own words: `{ note }`.
 */
export const OUTCOME_UNKNOWN = {
  save: 'errors.outcome.save',
  delete: 'errors.outcome.delete',
  list: 'errors.outcome.list',
} as const satisfies Record<string, MessageKey<'errors'>>;

export type OutcomeSubject = keyof typeof OUTCOME_UNKNOWN | { note: string };

/**
 * The message of a failed save or delete: its own (SPEC 8, "Network error" for no answer) and, when the outcome is
 * unknown, what that means for the user.
 */
export function failureWithOutcome(
  t: Translate<'errors'>,
  message: string,
  error: unknown,
  subject: OutcomeSubject,
): string {
  if (!isOutcomeUnknown(error)) return message;
  const note = typeof subject === 'string' ? t(OUTCOME_UNKNOWN[subject]) : subject.note;
  if (!message) return note;
  return `${message}${/[.!?]$/.test(message) ? '' : '.'} ${note}`;
}
