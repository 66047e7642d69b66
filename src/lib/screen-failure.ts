/**
 * SPEC 8 gives screens their own failure messages ("There was an error saving this service account. Please try
 * again later."), while coded server errors have messages of their own ("Bad Request."). A screen shows its
 * message and, when the server explained the failure (a 400/404 answer, or a 403: the role may not do it), that
 * explanation after it, so neither is lost. Other failures (500, network) show the screen's message alone.
 */
import { errorMessageOf } from './error-messages';
import type { Translate } from './messages/catalogues';

/** The server's explanation of a failure: a 400/403/404 answer's SPEC 8 message in the console's language, or ''. */
export function failureReason(t: Translate<'errors'>, error: unknown): string {
  if (!error || typeof error !== 'object') return '';
  const status: unknown = 'status' in error ? error.status : undefined;
  if (status === 400 || status === 403 || status === 404) return errorMessageOf(t, error).trim();
  return '';
}

/** The text to show for a failed call of a screen: its SPEC 8 message, then the server's reason in brackets. */
export function screenFailureMessage(t: Translate<'errors'>, message: string, error: unknown): string {
  const reason = failureReason(t, error);
  return reason && reason !== message ? `${message} (${reason})` : message;
}

/** An Error carrying screenFailureMessage, to reject with (edit pages and grids show a rejection's message). */
export function screenFailure(t: Translate<'errors'>, message: string, error: unknown): Error {
  return new Error(screenFailureMessage(t, message, error), { cause: error });
}
