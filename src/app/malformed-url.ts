/**
 * URLs with malformed percent escapes (`/resetpassword/confirm/%00/%ZZ/x`, `/admin/users/edit/%E0%A4%A`): no page
 * has such an address, so the console shows its not-found page for them (SPEC 2.1 "any other path"), instead of
 * failing to decode a route parameter. The router reads such a location as `MALFORMED_URL_PATH`, a path no route
 * matches; the address bar keeps what was typed.
 */
export const MALFORMED_URL_PATH = '/malformed-url';

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
