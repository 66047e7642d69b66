import type { AnyRoute, AnyRouter, StaticDataRouteOption } from '@tanstack/react-router';
import type { Access } from '#/api/access.gen';
import type { RecordNounName } from './grid-wording';
import type { Area, MessageKey } from './messages/catalogues';

// What each route declares about itself (`staticData` of its file under src/routes). `title` is required, so a route
// without one fails the typecheck; titles are shell message keys, so a misspelt one fails it too. Layout and
// redirect routes: docs/decisions/010-route-metadata.md.
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's title: its crumb, the document title and its command palette entry. */
    title: MessageKey<'shell'>;
    /**
     * The record an edit page loads by its id: when the server answers 404 (deleted meanwhile, a stale link) the page
     * says this record no longer exists and links to the page above, instead of a failure to try again.
     */
    record?: RecordNounName;
    /**
     * Who may open the page: the contract's access level of the calls its screen makes (src/api/access.gen.ts). The
     * guard, the header navigation, the breadcrumb root and the command palette read it; scripts/route-access.test.ts
     * compares it with the screen's calls.
     */
    access: Access;
    /**
     * 'none': no breadcrumb on the page, and no crumb in another page's trail (sign-in flows, layouts);
     * 'page-only': a trail on its own page but no crumb above the pages under its path (a redirect). Default: both.
     */
    breadcrumb?: 'none' | 'page-only';
    /** A crumb without a page of its own, between the page above and this one. */
    section?: MessageKey<'shell'>;
    /** The title when the route's `$id` is `new` (an edit page that also creates). */
    createTitle?: MessageKey<'shell'>;
    /** The screen's place among its area's screens in the command palette (SPEC 2.1's order); unnumbered ones follow. */
    order?: number;
    /** The screen shows the data grid: its code starts loading as soon as the route is matched. */
    grid?: true;
    /**
     * The message areas the screen reads besides the start-up ones: they download as soon as the route is matched,
     * beside its code (components/i18n/preload-messages.ts).
     */
    messages?: readonly Area[];
  }
}

export type RouteMeta = StaticDataRouteOption;

/** A route that is a page of its own: its path template (`/admin/users`, `/admin/users/edit/$id`) and metadata. */
export interface RoutePage {
  path: string;
  routeId: string;
  meta: RouteMeta;
}

/** The pages by path template, in the route tree's order. */
export type RoutePages = ReadonlyMap<string, RoutePage>;

const trimmed = (fullPath: string) => (fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath);

const cache = new WeakMap<object, RoutePages>();

/** The pages of a router's tree: a layout route gives way to the index page of its path, as the router does. */
export function routePages(router: Pick<AnyRouter, 'routesByPath'>): RoutePages {
  const known = cache.get(router);
  if (known) return known;
  const pages = new Map<string, RoutePage>();
  for (const [path, route] of Object.entries(router.routesByPath as Record<string, AnyRoute>)) {
    pages.set(path, { path, routeId: route.id, meta: route.options.staticData });
  }
  cache.set(router, pages);
  return pages;
}

/** What a page needs of a route match (`useMatches()`, `router.matchRoutes`). */
export interface PageMatch {
  routeId: string;
  fullPath: string;
  params: Record<string, string>;
  status: string;
  _notFound?: boolean;
}

/** The page shown and its params. */
export interface CurrentPage extends RoutePage {
  params: Record<string, string>;
}

/**
 * The page the matches show: the deepest match that is a page. A not-exact route's trailing segments (`…/$`) belong
 * to the page above; a path nothing matches (a layout or the root alone, or a not-found) shows no page.
 */
export function currentPage(matches: readonly PageMatch[], pages: RoutePages): CurrentPage | undefined {
  if (matches.some((match) => match._notFound || match.status === 'notFound')) return undefined;
  for (const match of [...matches].reverse()) {
    if (match.fullPath.endsWith('/$')) continue;
    const page = pages.get(trimmed(match.fullPath));
    if (page?.routeId === match.routeId) return { ...page, params: match.params };
    return undefined;
  }
  return undefined;
}

/** Whether any matched route shows the data grid. */
export function showsGrid(matches: readonly { staticData: RouteMeta | undefined }[]): boolean {
  return matches.some((match) => match.staticData?.grid === true);
}
