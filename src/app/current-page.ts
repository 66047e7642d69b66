import { useMatches, useRouter } from '@tanstack/react-router';
import { currentPage, routePages, type CurrentPage, type RoutePages } from '../lib/route-meta';

/** The page the router shows (from its matches) and the tree's pages, for the breadcrumb and the document title. */
export function useCurrentPage(): { page: CurrentPage | undefined; pages: RoutePages } {
  const router = useRouter();
  const matches = useMatches();
  const pages = routePages(router);
  return { page: currentPage(matches, pages), pages };
}
