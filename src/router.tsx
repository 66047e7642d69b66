import { createRouter } from '@tanstack/react-router';
import { NotFoundScreen } from './app/failure-screens';
import { hasMalformedEscape, MALFORMED_URL_PATH } from './app/malformed-url';
import { pageCodeLoaded } from './app/page-first';
import { PendingScreen } from './app/pending-screen';
import { RouteErrorScreen } from './app/route-error';
import type { RouterContext } from './components/session/session-context';
import { routePages, type RoutePages } from './lib/route-meta';
import { routeTree } from './route-tree.gen';

export function createAppRouter(context: Omit<RouterContext, 'pages'>) {
  const router = createRouter({
    routeTree,
    // The route tree's pages, read once the router exists (a redirect by role reads their `access`).
    context: { ...context, pages: (): RoutePages => routePages(router) },
    defaultPreload: 'intent',
    // Loaders use the query cache (ensureQueryData); the router does not cache on its own.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
    defaultPendingComponent: PendingScreen,
    defaultPendingMs: 150,
    // A page whose code is in shows at once, not held for the router's default 500 ms after its pending screen
    // appeared (docs/decisions/086-grid-stand-in.md).
    defaultPendingMinMs: 0,
    scrollRestoration: true,
    // A path with a malformed escape is read as a path no route matches, so it shows the not-found page rather
    // than failing to decode a parameter. The address bar keeps the URL as typed.
    rewrite: {
      input: ({ url }) => (hasMalformedEscape(url.pathname) ? new URL(MALFORMED_URL_PATH, url.origin) : undefined),
    },
  });
  // A page whose loader does not download a screen (or failed before) lets what waits for it go once it is loaded.
  router.subscribe('onResolved', pageCodeLoaded);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
