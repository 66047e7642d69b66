import type { Area } from '../../lib/messages/catalogues';
import type { Catalogue } from '../../lib/messages/message-types';
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
  /** Loads an area's catalogue (once; a failed load is tried again on the next call). */
  load(language: ConsoleLanguage, area: Area): Promise<Catalogue>;
  /** Loads the open areas in `language`, then switches to it. */
  switchTo(language: ConsoleLanguage): Promise<void>;
  subscribe(listener: () => void): () => void;
}

/** A promise React's `use` reads at once: already resolved, and marked so (React's documented thenable fields). */
function settledPromise(catalogue: Catalogue): Promise<Catalogue> {
  return Object.assign(Promise.resolve(catalogue), { status: 'fulfilled', value: catalogue });
}

export function createI18nStore(
  initial: ConsoleLanguage,
  { load = loadMessages, loaded = {} }: { load?: Load; loaded?: Partial<Record<Area, Catalogue>> } = {},
): I18nStore {
  let current = initial;
  const catalogues = new Map<string, Catalogue>();
  // One promise per language and area, marked as settled once loaded, so React's `use` reads it without suspending.
  const promises = new Map<string, Promise<Catalogue>>();
  const listeners = new Set<() => void>();
  const id = (language: ConsoleLanguage, area: Area) => `${language}/${area}`;
  for (const [area, catalogue] of Object.entries(loaded)) catalogues.set(id(initial, area as Area), catalogue);

  const store: I18nStore = {
    language: () => current,
    catalogue: (language, area) => catalogues.get(id(language, area)),
    load(language, area) {
      const key = id(language, area);
      let promise = promises.get(key);
      if (promise) return promise;
      const done = catalogues.get(key);
      if (done) {
        promise = settledPromise(done);
      } else {
        const loading = load(language, area).then(
          (catalogue) => {
            catalogues.set(key, catalogue);
            Object.assign(loading, { status: 'fulfilled', value: catalogue });
            return catalogue;
          },
          (error: unknown) => {
            promises.delete(key);
            throw error;
          },
        );
        promise = loading;
      }
      promises.set(key, promise);
      return promise;
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
