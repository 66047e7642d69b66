import type { RouteMeta } from '#/lib/route-meta';
import type { I18nStore } from './i18n-store';

/**
 * Starts downloading the message areas the matched routes' screens read (`staticData.messages`), in the console's
 * language, beside the screens' code. A screen whose messages are not there at its first render suspends, and React
 * then shows it no sooner than 300 ms after the fallback it showed meanwhile. A failed download is the screen's
 * `useT`'s to report, as if it had asked itself.
 */
export function preloadMessages(
  store: Pick<I18nStore, 'language' | 'load'>,
  matches: readonly { staticData: RouteMeta | undefined }[],
): void {
  const language = store.language();
  for (const match of matches) {
    for (const area of match.staticData?.messages ?? []) store.load(language, area).catch(() => undefined);
  }
}
