/**
 * Absolute URIs (SPEC 2.4: a server's Uri is "a valid URI for API access"; OAuth redirect URIs are absolute).
 * A value is an absolute URI when it parses as a URL with a scheme and has no whitespace.
 */

/** Whether `value` is an absolute URI (any scheme, e.g. https://host/path or myapp://callback). */
export function isAbsoluteUri(value: string): boolean {
  if (value === '' || /\s/.test(value)) return false;
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** Whether `value` is an absolute http or https address with a host (the address of a server's API). */
export function isHttpUri(value: string): boolean {
  if (!isAbsoluteUri(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '';
}
