import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { areaOf, type Area, type LaterArea, type StartupArea, type Translate } from '#/lib/messages/catalogues';
import { translator } from '#/lib/messages/format-message';
import { useI18n } from './i18n-context';

/** The message function of an area loaded after the first paint, and its download (`useLaterT`). */
export interface LaterT<A extends LaterArea> {
  /** The message function, once the area's catalogue is here in the current language; null until then. */
  t: Translate<A | StartupArea> | null;
  /** Downloads the area (once; again after a failure) and resolves its message function; rejects if it cannot. */
  load: () => Promise<Translate<A | StartupArea>>;
}

/**
 * An area loaded after the first paint (`LATER_AREAS`: the words of a conflict with someone else's save), without
 * suspending: the component renders again when it arrives, and shows a stand-in meanwhile. `load` serves a call
 * outside rendering (a dialog asked after a refused call). The blocks that may need it start the download once they
 * are on screen and the browser is idle, so it is there before a save can be refused.
 */
export function useLaterT<A extends LaterArea>(area: A): LaterT<A> {
  const { store, numberLocale } = useI18n();
  const language = useSyncExternalStore(store.subscribe, store.language);
  const loaded = useSyncExternalStore(store.subscribe, () => store.catalogue(store.language(), area) !== undefined);
  const t = useMemo(
    () =>
      translator<A | StartupArea>((key) => store.catalogue(language, areaOf(key) as Area)?.[key], {
        language,
        numberLocale,
      }),
    [store, language, numberLocale],
  );
  const load = useCallback(async () => {
    const current = store.language();
    try {
      await store.load(current, area);
    } catch (failure) {
      // Answered here: a screen's `useT(area)` later tries the download again instead of failing with this one.
      store.takeFailure(current, area);
      throw failure;
    }
    return translator<A | StartupArea>((key) => store.catalogue(current, areaOf(key) as Area)?.[key], {
      language: current,
      numberLocale,
    });
  }, [store, area, numberLocale]);
  return { t: loaded ? t : null, load };
}
