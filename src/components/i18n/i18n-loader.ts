import { PSEUDO_LANGUAGE } from '#/lib/language-choice';
import { LANGUAGES, loadCatalogue, type Area, type Language } from '#/lib/messages/catalogues';
import type { Catalogue } from '#/lib/messages/message-types';

/** A language this build speaks: the console's languages, and in the dev and e2e builds the QA pseudo-locale. */
export type ConsoleLanguage = Language | typeof PSEUDO_LANGUAGE;

/** A build-time constant: a production build drops the pseudo-locale and its code (build/api-mode.ts). */
export const PSEUDO_ENABLED = __QA_SWITCHES__;

export const AVAILABLE_LANGUAGES: readonly [ConsoleLanguage, ...ConsoleLanguage[]] = PSEUDO_ENABLED
  ? [...LANGUAGES, PSEUDO_LANGUAGE]
  : LANGUAGES;

/** An area's messages in `language`; the pseudo-locale's are made from the English ones. */
export function loadMessages(language: ConsoleLanguage, area: Area): Promise<Catalogue> {
  if (language === PSEUDO_LANGUAGE) {
    if (!PSEUDO_ENABLED) return loadCatalogue('en', area);
    return Promise.all([import('#/lib/pseudo-locale'), loadCatalogue('en', area)]).then(([pseudo, english]) =>
      pseudo.pseudoCatalogue(english),
    );
  }
  return loadCatalogue(language, area);
}
