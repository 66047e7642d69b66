import type { Area } from '#/lib/messages/catalogues';
import type { Catalogue } from '#/lib/messages/message-types';
import { loadMessages, type ConsoleLanguage } from './i18n-loader';

type Load = (language: ConsoleLanguage, area: Area) => Promise<Catalogue>;

/**
 * The console's language and the catalogues loaded so far, outside React (the start-up fills it before the first
 * render; src/components/i18n/i18n-context.tsx reads it). A switch loads the new language's catalogues for every
 * area already open before it takes effect, so the screen changes language at once, without a loading state.
 */
export interface I18nStore {
  language(): ConsoleLanguage;
  /** The catalogue of an area in a language, if loaded. */
  catalogue(language: ConsoleLanguage, area: Area): Catalogue | undefined;
  /** Loads an area's catalogue (once; a failed load is tried again on the next call); the subscribers hear it arrive. */
  load(language: ConsoleLanguage, area: Area): Promise<Catalogue>;
  /** The error of the last load of an area if it failed, handed out once (the next `load` tries again). */
  takeFailure(language: ConsoleLanguage, area: Area): unknown;
  /** Loads the open areas in `language`, then switches to it. */
  switchTo(language: ConsoleLanguage): Promise<void>;
  subscribe(listener: () => void): () => void;
}

export function createI18nStore(
  initial: ConsoleLanguage,
  { load = loadMessages, loaded = {} }: { load?: Load; loaded?: Partial<Record<Area, Catalogue>> } = {},
): I18nStore {
  let current = initial;
  const catalogues = new Map<string, Catalogue>();
  const pending = new Map<string, Promise<Catalogue>>();
  const failures = new Map<string, unknown>();
  const listeners = new Set<() => void>();
  const id = (language: ConsoleLanguage, area: Area) => `${language}/${area}`;
  for (const [area, catalogue] of Object.entries(loaded)) catalogues.set(id(initial, area as Area), catalogue);

  const store: I18nStore = {
    language: () => current,
    catalogue: (language, area) => catalogues.get(id(language, area)),
    load(language, area) {
      const key = id(language, area);
      const done = catalogues.get(key);
      if (done) return Promise.resolve(done);
      let promise = pending.get(key);
      if (!promise) {
        // A new attempt: an earlier failure (say, of a preload on hovering a link) is no longer the area's news.
        failures.delete(key);
        promise = load(language, area).then(
          (catalogue) => {
            catalogues.set(key, catalogue);
            pending.delete(key);
            // Heard by the blocks that wait for an area without suspending (`useLaterT`); the language is unchanged,
            // so `useSyncExternalStore(subscribe, language)` renders nothing again.
            listeners.forEach((listener) => listener());
            return catalogue;
          },
          (error: unknown) => {
            pending.delete(key);
            failures.set(key, error);
            throw error;
          },
        );
        pending.set(key, promise);
      }
      return promise;
    },
    takeFailure(language, area) {
      const key = id(language, area);
      const failure = failures.get(key);
      failures.delete(key);
      return failure;
    },
    async switchTo(language) {
      const open = [...catalogues.keys()]
        .filter((key) => key.startsWith(`${current}/`))
        .map((key) => key.slice(current.length + 1) as Area);
      await Promise.all(open.map((area) => store.load(language, area)));
      current = language;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}
