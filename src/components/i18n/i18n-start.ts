import { chooseLanguage, LANGUAGE_STORAGE_KEY } from '#/lib/language-choice';
import { STARTUP_AREAS } from '#/lib/messages/catalogues';
import { AVAILABLE_LANGUAGES, type ConsoleLanguage } from './i18n-loader';
import { createI18nStore, type I18nStore } from './i18n-store';

function storedChoice(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function browserLocales(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * The start-up's part: the shell's and shared blocks' messages (`STARTUP_AREAS`) of the likely language (a remembered choice, else the browser's) are
 * fetched beside SPEC 4's start-up calls; `settle` picks the language with the profile locale once the session is
 * known and resolves when those messages are there. A language whose messages cannot be downloaded falls back
 * to English; if that fails too, the screens show message keys rather than nothing.
 */
export function startI18n(): {
  store: I18nStore;
  settle: (profileLocale: string | null | undefined) => Promise<I18nStore>;
} {
  const languageFor = (profileLocale: string | null | undefined): ConsoleLanguage =>
    chooseLanguage({
      stored: storedChoice(),
      profileLocale,
      browserLocales: browserLocales(),
      available: AVAILABLE_LANGUAGES,
    });
  const guess = languageFor(null);
  const store = createI18nStore(guess);
  const loadStartup = (language: ConsoleLanguage) =>
    Promise.all(STARTUP_AREAS.map((area) => store.load(language, area)));
  loadStartup(guess).catch(() => undefined);
  return {
    store,
    async settle(profileLocale) {
      const language = languageFor(profileLocale);
      try {
        await store.switchTo(language);
        await loadStartup(language);
      } catch {
        await store.switchTo('en').catch(() => undefined);
        await loadStartup('en').catch(() => undefined);
      }
      return store;
    },
  };
}
