import { QueryClient } from '@tanstack/react-query';
import { createI18nStore } from '#/components/i18n/i18n-store';
import { currentPage, routePages, type CurrentPage, type PageMatch } from '#/lib/route-meta';
import { createAppRouter } from '#/router';

/** The console's route tree, for tests of the rules that read its pages. */
export const appRouter = createAppRouter({
  queryClient: new QueryClient(),
  messages: createI18nStore('en'),
  session: null,
  sessionFailure: null,
});
export const appPages = routePages(appRouter);

/** The page the router shows at a path, as `useMatches()` gives it to the shell. */
export function pageAt(pathname: string): CurrentPage | undefined {
  return currentPage(appRouter.matchRoutes(pathname) as PageMatch[], appPages);
}
