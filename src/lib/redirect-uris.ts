import { forbiddenSchemeOf, isAbsoluteUri } from './absolute-uri';

/**
 * A client's Redirect URIs (SPEC 2.4 "Edit Client", SPEC 3, 5): edited as ONE input of space-separated values and
 * stored as a list; the space-joined text is at most the contract's `Client.redirectUris` joinedMaxLength (1024).
 */

/** The list as the input shows it: the URIs joined by single spaces. */
export function redirectUrisToText(uris: readonly string[] | null | undefined): string {
  return (uris ?? []).join(' ');
}

/** The list an input means: its values split on any whitespace, blanks dropped (an empty input is an empty list). */
export function redirectUrisFromText(text: string | null | undefined): string[] {
  return (text ?? '').split(/\s+/).filter((uri) => uri !== '');
}

/** Length of the joined text that is stored (single spaces between the URIs). */
export function joinedLength(uris: readonly string[]): number {
  return redirectUrisToText(uris).length;
}

/**
 * The problem with an input of redirect URIs, or null: the joined text longer than `maxLength`, a value with a
 * scheme that runs code or reads local files (`javascript:`, `data:`, `vbscript:`, `file:`), or a value that is not
 * an absolute URI. Optional: an empty input is fine.
 */
export function redirectUrisProblem(
  text: string | null | undefined,
  maxLength: number,
  label = 'Redirect URIs',
): string | null {
  const uris = redirectUrisFromText(text);
  if (joinedLength(uris) > maxLength) return `${label} must be at most ${maxLength} characters`;
  const forbidden = uris.find((uri) => forbiddenSchemeOf(uri) !== undefined);
  if (forbidden !== undefined)
    return `${label}: "${forbidden}" may not use the ${forbiddenSchemeOf(forbidden)}: scheme`;
  const invalid = uris.find((uri) => !isAbsoluteUri(uri));
  if (invalid !== undefined) return `${label}: "${invalid}" is not an absolute URI`;
  return null;
}
