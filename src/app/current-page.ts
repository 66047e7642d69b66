import { useMatches, useRouter } from '@tanstack/react-router';
import { currentPage, routePages, type CurrentPage, type PageMatch, type RoutePages } from '#/lib/route-meta';

/** The page the router shows (from its matches) and the tree's pages, for the breadcrumb and the document title. */
export function useCurrentPage(): { page: CurrentPage | undefined; pages: RoutePages } {
  const router = useRouter();
  // Only what makes a page: a grid's sort or filter written to the address re-renders no part of the shell.
  const matches = useMatches({
    select: (all): PageMatch[] =>
      all.map(({ routeId, fullPath, params, status, _notFound }) => ({
        routeId,
        fullPath,
        params: params as Record<string, string>,
        status,
        _notFound,
      })),
    structuralSharing: true,
  });
  const pages = routePages(router);
  return { page: currentPage(matches, pages), pages };
}
