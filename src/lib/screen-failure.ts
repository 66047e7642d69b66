/**
 * SPEC 8 gives screens their own failure messages ("There was an error saving this service account. Please try
 * again later."), while coded server errors have messages of their own ("Bad Request."). A screen shows its
 * message and, when the server explained the failure (a 400/404 answer), that explanation after it, so neither
 * is lost. Other failures (500, network) show the screen's message alone.
 */

/** The server's explanation of a failure: the message of a 400/404 answer (already its SPEC 8 text), or ''. */
export function failureReason(error: unknown): string {
  if (!error || typeof error !== 'object') return '';
  const status: unknown = 'status' in error ? error.status : undefined;
  const message: unknown = 'message' in error ? error.message : undefined;
  if ((status === 400 || status === 404) && typeof message === 'string') return message.trim();
  return '';
}

/** The text to show for a failed call of a screen: its SPEC 8 message, then the server's reason in brackets. */
export function screenFailureMessage(message: string, error: unknown): string {
  const reason = failureReason(error);
  return reason && reason !== message ? `${message} (${reason})` : message;
}

/** An Error carrying screenFailureMessage, to reject with (edit pages and grids show a rejection's message). */
export function screenFailure(message: string, error: unknown): Error {
  return new Error(screenFailureMessage(message, error), { cause: error });
}
