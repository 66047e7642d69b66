import { createRouter } from '@tanstack/react-router';
import { NotFoundScreen } from './app/failure-screens';
import { hasMalformedEscape, MALFORMED_URL_PATH } from './app/malformed-url';
import { PendingScreen } from './app/pending-screen';
import { RouteErrorScreen } from './app/route-error';
import type { RouterContext } from './components/session/session-context';
import { routeTree } from './route-tree.gen';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Loaders use the query cache (ensureQueryData); the router does not cache on its own.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
    defaultPendingComponent: PendingScreen,
    defaultPendingMs: 150,
    scrollRestoration: true,
    // A path with a malformed escape is read as a path no route matches, so it shows the not-found page rather
    // than failing to decode a parameter. The address bar keeps the URL as typed.
    rewrite: {
      input: ({ url }) => (hasMalformedEscape(url.pathname) ? new URL(MALFORMED_URL_PATH, url.origin) : undefined),
    },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
