import { forbiddenSchemeOf, isAbsoluteUri } from '#/lib/absolute-uri';
import type { Translate } from '#/lib/messages/catalogues';

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
 * The problem with an input of redirect URIs, in `t`'s language, or null: the joined text longer than `maxLength`, a
 * value with a scheme that runs code or reads local files (`javascript:`, `data:`, `vbscript:`, `file:`), or a value
 * that is not an absolute URI. Optional: an empty input is fine.
 */
export function redirectUrisProblem(
  text: string | null | undefined,
  maxLength: number,
  t: Translate<'clients'>,
  label = t('clients.field.redirectUris'),
): string | null {
  const uris = redirectUrisFromText(text);
  // The limit as a plain number, as the field's counter and the other length messages write it.
  if (joinedLength(uris) > maxLength) return t('clients.redirectUris.tooLong', { label, max: String(maxLength) });
  for (const uri of uris) {
    const scheme = forbiddenSchemeOf(uri);
    if (scheme !== undefined) return t('clients.redirectUris.forbiddenScheme', { label, uri, scheme });
  }
  const invalid = uris.find((uri) => !isAbsoluteUri(uri));
  if (invalid !== undefined) return t('clients.redirectUris.notAbsolute', { label, uri: invalid });
  return null;
}
