import type { AsyncRouteComponent } from '@tanstack/react-router';

type LazyScreen = Pick<AsyncRouteComponent<never>, 'preload'>;

/**
 * What a route's loader returns once its screen (a `lazyRouteComponent` the route file imports on demand) has
 * downloaded too: the router then renders the screen at once. The screen's module is imported by the route's own
 * chunk, so the app chunk lists one file to preload per route instead of all its screen's (docs/code-splitting.md).
 */
export function withScreen(screen: LazyScreen): Promise<undefined>;
export function withScreen<Data>(screen: LazyScreen, data: Data): Promise<Awaited<Data>>;
export function withScreen(screen: LazyScreen, data?: unknown): Promise<unknown> {
  // A lazy component's `preload` is gone once it has loaded.
  return Promise.all([screen.preload?.(), data]).then(([, value]) => value);
}
