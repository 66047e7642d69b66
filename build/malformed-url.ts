/**
 * The one rule of a malformed URL, shared by the build's server plugin (build/malformed-url-fallback.ts) and the app
 * (src/app/malformed-url.ts, which shows its not-found page for such an address).
 */

/** Whether a URL path has a percent escape that does not decode (a bad hex pair or a broken UTF-8 sequence). */
export function hasMalformedEscape(pathname: string): boolean {
  return pathname.split('/').some((segment) => decodedOrNull(segment) === null);
}

// The decoded text is returned and used: a bundler may drop a call of a pure global like decodeURIComponent whose
// result is unused, and with it the exception this rule depends on.
function decodedOrNull(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
