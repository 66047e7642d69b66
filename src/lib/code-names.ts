/**
 * The start-up lists' locales and currencies as the console names them: the server's names are English texts, so an
 * entry the browser can name (Intl.DisplayNames) is named in the console's language instead.
 */

/** A locale or currency of the start-up lists: its code and the server's name for it. */
export interface CodeName {
  code: string;
  name?: string | null;
}

/** "code - name", or just the code when there is no name. */
export function codeOptionLabel({ code, name }: CodeName): string {
  return name && name !== code ? `${code} - ${name}` : code;
}

const SERVER_LANGUAGE = 'en';

const namers = new Map<string, Intl.DisplayNames | null>();

function namer(kind: 'locale' | 'currency', language: string): Intl.DisplayNames | null {
  const key = `${kind}:${language}`;
  if (!namers.has(key)) {
    try {
      namers.set(
        key,
        new Intl.DisplayNames([language], {
          type: kind === 'locale' ? 'language' : 'currency',
          languageDisplay: 'standard',
          fallback: 'none',
        }),
      );
    } catch {
      // A language tag the browser cannot use (the pseudo-locale): the server's names stay.
      namers.set(key, null);
    }
  }
  return namers.get(key) ?? null;
}

/**
 * The entries named in `language` where the browser knows the code ("de-DE" is "Deutsch (Deutschland)" on a German
 * page), else by the server's name; on an English page, the server's names.
 */
export function namedInLanguage(list: readonly CodeName[], kind: 'locale' | 'currency', language: string): CodeName[] {
  // The server's names are English: on an English page they stay as it gives them.
  if (language === SERVER_LANGUAGE) return [...list];
  const names = namer(kind, language);
  return list.map((entry) => {
    let name: string | undefined;
    try {
      name = names?.of(entry.code);
    } catch {
      // Not a well-formed code: as the server names it.
    }
    return name ? { ...entry, name } : entry;
  });
}
