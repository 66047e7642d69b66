import type { AsyncRouteComponent } from '@tanstack/react-router';
import { nextTask } from '#/lib/next-task';
import { pageCodeLoaded } from './page-first';

type LazyScreen = Pick<AsyncRouteComponent<never>, 'preload'>;

/**
 * What a route's loader returns once its screen (a `lazyRouteComponent` the route file imports on demand) has
 * downloaded too: the router then renders the screen at once. The screen's module is imported by the route's own
 * chunk, so the app chunk lists one file to preload per route instead of all its screen's (docs/code-splitting.md).
 * The screen's download is asked for a task later (`nextTask`, ahead of other queued work where the browser can),
 * when the calls the loader started are out (a call reaches `fetch` through promise jobs): its calls are then not
 * queued behind its code. Once downloaded, it opens the page's gates (`page-first.ts`): the grid's block, then the
 * shell's extras, come after it.
 */
export function withScreen(screen: LazyScreen): Promise<undefined>;
export function withScreen<Data>(screen: LazyScreen, data: Data): Promise<Awaited<Data>>;
export function withScreen(screen: LazyScreen, data?: unknown): Promise<unknown> {
  // A lazy component's `preload` is gone once it has loaded.
  const { preload } = screen;
  let downloaded: Promise<unknown> | undefined;
  if (preload) {
    downloaded = nextTask().then(preload);
    downloaded.then(pageCodeLoaded, pageCodeLoaded);
  } else {
    pageCodeLoaded();
  }
  return Promise.all([downloaded, data]).then(([, value]) => value);
}
