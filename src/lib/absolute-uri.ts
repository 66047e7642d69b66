/**
 * Absolute URIs (SPEC 2.4: a server's Uri is "a valid URI for API access"; OAuth redirect URIs are absolute).
 * A value is an absolute URI when it parses as a URL with a scheme and has no whitespace. Forms also refuse the
 * schemes that run code or read local files (`FORBIDDEN_SCHEMES`), and only http(s) addresses become links.
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

/**
 * Schemes a browser runs or reads locally when it opens them (script, inline documents, local files). An address
 * with one of them is never accepted by a form (homepage, redirect URIs, server uris) and never becomes a link.
 */
export const FORBIDDEN_SCHEMES = ['javascript', 'data', 'vbscript', 'file'] as const;

/**
 * The scheme of `value` as a browser reads it, lower case and without the colon (`javascript` for
 * ` JavaScript:alert(1)` or `java\tscript:...`: leading spaces and control characters and tabs or newlines inside are
 * ignored, as URL parsing does); undefined when it has none.
 */
export function schemeOf(value: string): string | undefined {
  let start = 0;
  while (start < value.length && value.charCodeAt(start) <= 0x20) start += 1;
  const cleaned = value.slice(start).replace(/[\t\n\r]/g, '');
  return /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(cleaned)?.[1]?.toLowerCase();
}

/** The forbidden scheme `value` uses (`javascript`, `data`, `vbscript`, `file`), or undefined. */
export function forbiddenSchemeOf(value: string): string | undefined {
  const scheme = schemeOf(value);
  return (FORBIDDEN_SCHEMES as readonly string[]).includes(scheme ?? '') ? scheme : undefined;
}

/** The message for an address with a forbidden scheme, or null: "<label> may not use the javascript: scheme". */
export function forbiddenSchemeProblem(label: string, value: string): string | null {
  const scheme = forbiddenSchemeOf(value);
  return scheme === undefined ? null : `${label} may not use the ${scheme}: scheme`;
}

/**
 * The `href` for an address a server sent (an instance's uri, a client's homepage): the address itself when it is
 * http or https with a host, else undefined (show it as text). Only http(s) becomes a link.
 */
export function linkHrefOf(value: string | null | undefined): string | undefined {
  return typeof value === 'string' && isHttpUri(value) ? value : undefined;
}
