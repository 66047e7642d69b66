import type { AsyncRouteComponent } from '@tanstack/react-router';
import { pageCallsStarted, pageCodeLoaded } from './page-first';

type LazyScreen = Pick<AsyncRouteComponent<never>, 'preload'>;

/** The Prioritized Task Scheduling API (Chromium), not yet in TypeScript's DOM types. */
interface TaskScheduler {
  postTask: (task: () => void, options: { priority: 'user-blocking' }) => Promise<unknown>;
}

/**
 * A task later: the calls a loader started before are then out (a call reaches `fetch` through promise jobs). Posted
 * ahead of other queued tasks where the browser can, so a warm page's screen is not held behind its rendering work.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const { scheduler } = globalThis as { scheduler?: TaskScheduler };
    if (scheduler) void scheduler.postTask(resolve, { priority: 'user-blocking' });
    else setTimeout(resolve);
  });

/**
 * What a route's loader returns once its screen (a `lazyRouteComponent` the route file imports on demand) has
 * downloaded too: the router then renders the screen at once. The screen's module is imported by the route's own
 * chunk, so the app chunk lists one file to preload per route instead of all its screen's (docs/code-splitting.md).
 * The screen's download is asked for after the calls the loader started, and opens the page's gates
 * (`page-first.ts`): its calls are then not queued behind its code.
 */
export function withScreen(screen: LazyScreen): Promise<undefined>;
export function withScreen<Data>(screen: LazyScreen, data: Data): Promise<Awaited<Data>>;
export function withScreen(screen: LazyScreen, data?: unknown): Promise<unknown> {
  // A lazy component's `preload` is gone once it has loaded.
  const { preload } = screen;
  let downloaded: Promise<unknown> | undefined;
  if (preload) {
    downloaded = nextTask().then(() => {
      const loading = preload();
      pageCallsStarted();
      return loading;
    });
    downloaded.then(pageCodeLoaded, pageCodeLoaded);
  } else {
    pageCodeLoaded();
  }
  return Promise.all([downloaded, data]).then(([, value]) => value);
}
