/**
 * Where a screen returns to when the caller supplied a target (e.g. `?redirect=` on /changeprofilepassword).
 * Only a path of this console is accepted: it must start with a single `/`, and may not be an absolute URL
 * (`https://...`), a protocol-relative one (`//host`, `/\host`), a scheme (`javascript:`) or carry control
 * characters or backslashes, neither before nor after normalisation (dot segments can turn `/.//host` into
 * `//host`). Anything else gives the fallback, so a crafted link cannot send the user to another
 * site (no open redirect).
 */
const PLACEHOLDER_ORIGIN = 'http://console.invalid';

export function safeRedirectTarget(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  // Backslashes are read as slashes by browsers (`/\evil.example`); control characters and whitespace can hide a
  // scheme or a second slash.
  if (/[\\\s]/.test(value) || hasControlCharacter(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  // Normalisation can make a protocol-relative URL out of a path: `/.//evil.example`, `/%2e//evil.example` and
  // `/a/..//evil.example` all become `//evil.example`, which a browser reads as another host. Check the result too.
  if (!url.pathname.startsWith('/') || url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A C0 control character (U+0000 to U+001F) or DEL. */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
