/**
 * Which language the console speaks (docs/i18n.md, docs/decisions/051-language-choice.md): a language the user chose
 * in this browser's language menu, else the signed-in user's profile locale, else the browser's preferred
 * languages, else English. A locale gives its language (`de-AT` is German); only the language code is stored.
 */

/** The browser storage key of the language chosen in the language menu (its code only: `de`). */
export const LANGUAGE_STORAGE_KEY = 'console.language';

/** The QA pseudo-locale's tag (accented, longer, bracketed English; dev and e2e builds only). */
export const PSEUDO_LANGUAGE = 'en-XA';

/** The language of `available` a locale tag names (`de-CH` -> `de`), or null. The pseudo-locale matches only itself. */
export function languageOfTag<L extends string>(tag: string | null | undefined, available: readonly L[]): L | null {
  const text = tag?.trim().replace(/_/g, '-').toLowerCase();
  if (!text) return null;
  const exact = available.find((language) => language.toLowerCase() === text);
  if (exact) return exact;
  const primary = text.split('-')[0];
  return available.find((language) => language === primary) ?? null;
}

export interface LanguageSources<L extends string> {
  /** What this browser's storage holds under LANGUAGE_STORAGE_KEY. */
  stored: string | null | undefined;
  /** The signed-in user's profile locale (`User.locale`). */
  profileLocale: string | null | undefined;
  /** `navigator.languages`, most preferred first. */
  browserLocales: readonly string[];
  /** The languages this build offers; the first is the fallback. */
  available: readonly [L, ...L[]];
}

/** The language to speak: the stored choice, the profile's, the browser's first one available, else the first. */
export function chooseLanguage<L extends string>({
  stored,
  profileLocale,
  browserLocales,
  available,
}: LanguageSources<L>): L {
  // The stored value is a code this console wrote; a code this build does not offer is ignored.
  const remembered = available.find((language) => language === stored);
  if (remembered) return remembered;
  for (const candidate of [profileLocale, ...browserLocales]) {
    const language = languageOfTag(candidate, available);
    if (language) return language;
  }
  return available[0];
}
