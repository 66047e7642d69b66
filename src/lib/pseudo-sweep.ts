/**
 * The pure part of the pseudo-locale sweep: which of a page's visible texts came neither from the catalogue (the
 * pseudo-locale leaves no plain ASCII letter) nor from the API's data. The e2e sweep collects a route's visible text
 * nodes and the strings of the responses it received, and fails on what this returns.
 */

export interface SweepInput {
  /** The page's visible texts (text nodes, and accessible names such as aria-label and title). */
  texts: readonly string[];
  /** Every string the API answered with on this route: names, e-mail addresses, codes... */
  data: Iterable<string>;
  /** Texts deliberately the same in every language (a language's own name in the language menu). */
  allowed?: readonly string[];
}

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The texts, trimmed and without repeats, that still hold a plain ASCII letter once every bracketed pseudo message,
 * every data string (of two characters or more) and every allowed text is taken out.
 */
export function untranslatedTexts({ texts, data, allowed = [] }: SweepInput): string[] {
  // Longest first, so that a value is not half taken by a shorter one it contains.
  const known = [...new Set([...data, ...allowed])]
    .filter((value) => value.trim().length >= 2)
    .sort((a, b) => b.length - a.length);
  const knownPattern = known.length ? new RegExp(known.map(escapeForRegExp).join('|'), 'g') : null;
  const found = new Set<string>();
  for (const raw of texts) {
    const text = raw.replace(/\s+/g, ' ').trim();
    // Empty, or one letter: an avatar's initial, taken from a name.
    if (text.length < 2) continue;
    let rest = knownPattern ? text.replace(knownPattern, ' ') : text;
    rest = rest.replace(/\[[^\]]*\]/g, ' ');
    if (/[A-Za-z]/.test(rest)) found.add(text);
  }
  return [...found];
}
