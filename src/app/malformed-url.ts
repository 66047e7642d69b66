/**
 * URLs with malformed percent escapes (`/resetpassword/confirm/%00/%ZZ/x`, `/admin/users/edit/%E0%A4%A`): no page
 * has such an address, so the console shows its not-found page for them (SPEC 2.1 "any other path"), instead of
 * failing to decode a route parameter. The router reads such a location as `MALFORMED_URL_PATH`, a path no route
 * matches; the address bar keeps what was typed. Which path is malformed is the rule the dev and preview servers
 * apply too (build/malformed-url.ts).
 */
export { hasMalformedEscape } from '../../build/malformed-url';

export const MALFORMED_URL_PATH = '/malformed-url';
