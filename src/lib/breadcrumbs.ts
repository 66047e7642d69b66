import type { AppLink } from './app-link';
import type { MessageKey } from './messages/catalogues';
import type { CurrentPage, RoutePage, RoutePages } from './route-meta';
import { roleHome, type Session } from './session';

const org = '/organisation/$orgId';

/** The title of a page (a message key), as its params name it (`edit/new` of an edit page that also creates). */
export function pageTitle(page: Pick<CurrentPage, 'meta' | 'params'>): MessageKey<'shell'> {
  return page.params.id === 'new' && page.meta.createTitle ? page.meta.createTitle : page.meta.title;
}

/** The params of a match that its template names (the router fills them in). */
function paramsOf(template: string, params: Record<string, string>): Record<string, string> | undefined {
  const names = [...template.matchAll(/\$(\w+)/g)].map((found) => found[1] ?? '');
  if (names.length === 0) return undefined;
  return Object.fromEntries(names.map((name) => [name, params[name] ?? '']));
}

/** The nearest page above a path that is a crumb (a list above its edit page), if any. */
export function pageAbove(path: string, pages: RoutePages): RoutePage | undefined {
  const segments = path.split('/');
  for (let end = segments.length - 1; end > 1; end -= 1) {
    const above = pages.get(segments.slice(0, end).join('/'));
    if (above && above.meta.breadcrumb === undefined) return above;
  }
  return undefined;
}

/** The crumb of the nearest page above the current one (the list above an edit page), with the params it names. */
export function crumbAbove(page: CurrentPage, pages: RoutePages): (Crumb & { to: string }) | undefined {
  const above = pageAbove(page.path, pages);
  if (!above) return undefined;
  const params = paramsOf(above.path, page.params);
  return { title: above.meta.title, to: above.path, ...(params ? { params } : {}) };
}

/** A crumb: its title is a message key the breadcrumb translates; `name` (data: an organisation's) replaces it. */
export interface Crumb {
  title: MessageKey<'shell'>;
  name?: string;
  /** The route template the crumb links to; absent for the current page and for segments without a page. */
  to?: string;
  /** The template's params, when it has any. */
  params?: Record<string, string>;
}

/** A crumb's link as typed link options: its template and params are a route of the tree. */
export function crumbLink(crumb: Crumb & { to: string }): AppLink {
  return (crumb.params ? { to: crumb.to, params: crumb.params } : { to: crumb.to }) as AppLink;
}

/**
 * The name of an organisation as the console knows it without a call of its own: the session's organisation, else
 * the organisation list a super user's switcher loads. Undefined when neither has it (another organisation of an
 * organisation admin, a list not loaded).
 */
export function organisationNameOf(
  orgId: string | undefined,
  session: Session | null,
  organisations?: readonly { organisationID?: string; name: string }[],
): string | undefined {
  if (orgId === undefined) return undefined;
  if (session?.organisation?.organisationID === orgId) return session.organisation.name;
  return organisations?.find((organisation) => organisation.organisationID === orgId)?.name;
}

/**
 * The role-dependent root of the breadcrumb (SPEC 2.1, 6): the role's home (`roleHome`, by the access its page
 * declares in `pages`), an organisation by its name.
 */
export function breadcrumbRoot(session: Session | null, pages: RoutePages): Crumb | undefined {
  if (!session) return undefined;
  const home = roleHome(session, pages);
  if (home === '/admin') return { title: 'shell.route.administration', to: '/admin' };
  if (home === org && session.organisation) {
    const { organisationID, name } = session.organisation;
    return {
      title: 'shell.route.organisationSummary',
      ...(name ? { name } : {}),
      to: org,
      params: { orgId: organisationID },
    };
  }
  return { title: 'shell.route.accountSummary', to: '/user' };
}

/**
 * The breadcrumb trail of the current page for a session; empty where SPEC gives none. Above the page come the pages
 * whose paths are prefixes of its own (a list above its edit page). The organisation's crumb is named by the
 * organisation (`organisationName`, else the session's, see `organisationNameOf`) when known, so another
 * organisation's trail never reads "Organisation Summary / Organisation Summary".
 */
export function breadcrumbsFor(
  page: CurrentPage | undefined,
  pages: RoutePages,
  session: Session | null,
  organisationName?: string,
): Crumb[] {
  if (!page || page.meta.breadcrumb === 'none') return [];
  const orgName = organisationName ?? organisationNameOf(page.params.orgId, session);
  const crumb = (template: string, title: MessageKey<'shell'>): Crumb => {
    const params = paramsOf(template, page.params);
    const named = template === org && orgName ? { name: orgName } : {};
    return { title, ...named, to: template, ...(params ? { params } : {}) };
  };
  const chain: Crumb[] = [crumb(page.path, pageTitle(page))];
  if (page.meta.section) chain.unshift({ title: page.meta.section });
  for (let above = pageAbove(page.path, pages); above; above = pageAbove(above.path, pages)) {
    chain.unshift(crumb(above.path, above.meta.title));
  }
  const root = breadcrumbRoot(session, pages);
  const first = chain[0];
  const sameAsRoot = first?.to === root?.to && first?.params?.orgId === root?.params?.orgId;
  if (root && !sameAsRoot && !(root.to === '/user' && first?.title === root.title)) chain.unshift(root);
  const last = chain[chain.length - 1];
  if (last) {
    delete last.to;
    delete last.params;
  }
  return chain;
}

/**
 * The page the document title names (SPEC 2.1: "<page> · POS Authentication Admin", `shell.documentTitle`); undefined
 * for the home page and unknown paths, whose document title is the product's alone (`shell.productTitle`).
 */
export function documentTitlePage(page: CurrentPage | undefined): MessageKey<'shell'> | undefined {
  return page && page.path !== '/' ? pageTitle(page) : undefined;
}
