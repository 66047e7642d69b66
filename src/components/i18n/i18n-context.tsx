import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { LANGUAGE_STORAGE_KEY } from '#/lib/language-choice';
import { areaOf, type Area, type StartupArea, type Translate } from '#/lib/messages/catalogues';
import { translator } from '#/lib/messages/format-message';
import type { ConsoleLanguage } from './i18n-loader';
import type { I18nStore } from './i18n-store';

interface I18nContextValue {
  store: I18nStore;
  /** The user's display locale (numbers in messages follow it, as dates and numbers elsewhere do). */
  numberLocale: string;
}

const I18nContext = createContext<I18nContextValue | null>(null);

/** Gives the screens the console's language (src/app/app.tsx; src/test/render.tsx for component tests). */
export function I18nProvider({ store, numberLocale, children }: I18nContextValue & { children: ReactNode }) {
  const language = useSyncExternalStore(store.subscribe, store.language);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const value = useMemo(() => ({ store, numberLocale }), [store, numberLocale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The store and the number locale, for the hooks beside this one (use-later-t.ts). */
export function useI18n(): I18nContextValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT and useLanguage need an I18nProvider above them');
  return value;
}

export type { Translate };

/**
 * The message function for the shell's messages and those of `areas` (a screen names its own area). Suspends until
 * an area's catalogue in the current language is loaded; the shell's is loaded before the first render.
 */
export function useT<A extends Area = 'shell'>(...areas: A[]): Translate<A | StartupArea> {
  const { store, numberLocale } = useI18n();
  const language = useSyncExternalStore(store.subscribe, store.language);
  // Suspends by throwing the load (as TanStack Query's suspense hooks do): React then renders the screen afresh once
  // it is loaded. With `use`, React replays the suspended render, which then skips `use` and breaks its hook order.
  // A failed download goes to the route's failure screen, whose Try again loads it again.
  // Every missing area downloads at once: a screen of two areas waits for one round, not two.
  const missing = areas.filter((area) => !store.catalogue(language, area));
  for (const area of missing) {
    const failure = store.takeFailure(language, area);
    if (failure !== undefined) throw failure;
  }
  if (missing.length > 0) throw Promise.all(missing.map((area) => store.load(language, area)));
  // A catalogue that could not be downloaded shows the key, not a blank.
  return useMemo(
    () =>
      translator<A | StartupArea>((key) => store.catalogue(language, areaOf(key) as Area)?.[key], {
        language,
        numberLocale,
      }),
    [store, language, numberLocale],
  );
}

/**
 * The console's language, and a switch that takes effect at once and is remembered in this browser. A language
 * whose messages cannot be downloaded is not switched to (`choose` resolves false); the screen stays as it was.
 */
export function useLanguage(): { language: ConsoleLanguage; choose: (language: ConsoleLanguage) => Promise<boolean> } {
  const { store } = useI18n();
  const language = useSyncExternalStore(store.subscribe, store.language);
  const choose = useCallback(
    async (next: ConsoleLanguage) => {
      try {
        await store.switchTo(next);
      } catch {
        return false;
      }
      try {
        window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
      } catch {
        // Storage refused (private mode, quota): the choice holds for this visit.
      }
      return true;
    },
    [store],
  );
  return { language, choose };
}
