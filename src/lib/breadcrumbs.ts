import type { AppLink } from './app-link';
import type { Session } from './session';

/**
 * The breadcrumb table: one entry per route of SPEC 2.1, keyed by the route's path template (TanStack Router
 * notation), with the titles of SPEC 2.2. Routes with `breadcrumb: false` have none (SPEC: /profile,
 * /changeprofilepassword, /resetpassword and /invitations), but still give the document title.
 * SPEC 2.2 names the admin segments `deploymentservers` and `remoteorderserver`; the routes are
 * `deploymentserver` and `integrationserver` (docs/deviations.md).
 */
export interface RouteTitle {
  title: string;
  /** The template of the parent crumb. */
  parent?: string;
  breadcrumb?: false;
  /** The crumb has no page of its own (not a link). */
  noPage?: true;
}

const org = '/organisation/$orgId';

export const routeTitles: Readonly<Record<string, RouteTitle>> = {
  '/': { title: 'Home', breadcrumb: false },
  '/user': { title: 'Account Summary' },
  '/user/$userId': { title: 'Account Summary' },
  '/organisation': { title: 'Organisation Summary' },
  [org]: { title: 'Organisation Summary' },
  [`${org}/links`]: { title: 'Organisation Access', parent: org },
  [`${org}/links/edit/$id`]: { title: 'Edit Access', parent: `${org}/links` },
  [`${org}/links/create`]: { title: 'Add Access', parent: `${org}/links` },
  [`${org}/serviceaccounts`]: { title: 'Service Accounts', parent: org },
  [`${org}/serviceaccounts/edit/$id`]: { title: 'Edit Service Account', parent: `${org}/serviceaccounts` },
  [`${org}/teams`]: { title: 'Teams', parent: org },
  [`${org}/teams/edit/$id`]: { title: 'Edit Team', parent: `${org}/teams` },
  [`${org}/permissiongroups`]: { title: 'Permission Groups', parent: org },
  [`${org}/permissiongroups/edit/$id`]: { title: 'Edit Permission Group', parent: `${org}/permissiongroups` },
  [`${org}/initialise`]: { title: 'Initialise Organisation', parent: org },
  [`${org}/invite`]: { title: 'Invite User', parent: org },
  [`${org}/pendinginvites`]: { title: 'Pending Invitations', parent: org },
  [`${org}/profile`]: { title: 'Organisation Profile', parent: org },
  [`${org}/authorisations`]: { title: 'Version Authorisation', parent: org },
  [`${org}/acceptances`]: { title: 'Install Versions', parent: org },
  [`${org}/systemhealth`]: { title: 'System Health', parent: org },
  '/admin': { title: 'Administration' },
  '/admin/poscoreinstances': { title: 'POS Core Instances', parent: '/admin' },
  '/admin/poscoreinstances/edit/$id': { title: 'Edit POS Core Instance', parent: '/admin/poscoreinstances' },
  '/admin/poscoreinstances/edit/new': { title: 'Create POS Core Instance', parent: '/admin/poscoreinstances' },
  '/admin/clients': { title: 'Clients', parent: '/admin' },
  '/admin/clients/edit/$id': { title: 'Edit Client', parent: '/admin/clients' },
  '/admin/users': { title: 'Users', parent: '/admin' },
  '/admin/users/edit/$id': { title: 'Edit User', parent: '/admin/users' },
  '/admin/organisations': { title: 'Organisations', parent: '/admin' },
  '/admin/deploymentserver': { title: 'Deployment Server', parent: '/admin', noPage: true },
  '/admin/deploymentserver/create': { title: 'Create Deployment Server', parent: '/admin/deploymentserver' },
  '/admin/deploymentserver/edit/$id': { title: 'Edit Deployment Server', parent: '/admin/deploymentserver' },
  '/admin/integrationserver': { title: 'Integration Server Instances', parent: '/admin' },
  '/admin/integrationserver/edit/$id': {
    title: 'Edit Integration Server Instance',
    parent: '/admin/integrationserver',
  },
  '/admin/integrationserver/edit/new': {
    title: 'Create Integration Server Instance',
    parent: '/admin/integrationserver',
  },
  '/admin/auditlogs': { title: 'Audit Logs', parent: '/admin' },
  '/admin/entitylookup': { title: 'Entity Lookup', parent: '/admin' },
  '/admin/statistics': { title: 'Statistics', parent: '/admin' },
  '/profile': { title: 'Edit My Profile', breadcrumb: false },
  '/changeprofilepassword': { title: 'Change Password', breadcrumb: false },
  '/resetpassword': { title: 'Reset Password', breadcrumb: false },
  '/resetpassword/requestsent': { title: 'Reset Requested', breadcrumb: false },
  '/resetpassword/validate/$token/$email': { title: 'Validating Reset', breadcrumb: false },
  '/resetpassword/confirm/$token/$email': { title: 'Confirm Reset', breadcrumb: false },
  '/resetpassword/complete': { title: 'Reset Complete', breadcrumb: false },
  '/invitations/accept/$token/$email': { title: 'Accept Invitation', breadcrumb: false },
  '/invitations/validate/$token/$email': { title: 'Validate Invitation', breadcrumb: false },
  '/invitations/approved': { title: 'Invitation Approved', breadcrumb: false },
};

/** Templates whose trailing segments may go on (SPEC 2.1 "not exact"). */
const prefixTemplates = ['/resetpassword/validate/$token/$email', '/resetpassword/confirm/$token/$email'];

export interface MatchedTemplate {
  template: string;
  params: Record<string, string>;
}

function matchTemplate(template: string, segments: string[], prefix: boolean): Record<string, string> | undefined {
  const parts = template.split('/').filter(Boolean);
  if (prefix ? segments.length < parts.length : segments.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i] ?? '';
    if (part.startsWith('$')) {
      if (!segment) return undefined;
      params[part.slice(1)] = segment;
    } else if (part.toLowerCase() !== segment.toLowerCase()) {
      return undefined;
    }
  }
  return params;
}

/** Finds the route template of a path (static segments win over parameters, e.g. links/create). */
export function matchRoute(pathname: string): MatchedTemplate | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const candidates: MatchedTemplate[] = [];
  for (const template of Object.keys(routeTitles)) {
    const params = matchTemplate(template, segments, prefixTemplates.includes(template));
    if (params) candidates.push({ template, params });
  }
  candidates.sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length);
  return candidates[0];
}

/** The params of a match that its template names (the router fills them in). */
function paramsOf(template: string, params: Record<string, string>): Record<string, string> | undefined {
  const names = [...template.matchAll(/\$(\w+)/g)].map((found) => found[1] ?? '');
  if (names.length === 0) return undefined;
  return Object.fromEntries(names.map((name) => [name, params[name] ?? '']));
}

export interface Crumb {
  title: string;
  /** The route template the crumb links to; absent for the current page and for segments without a page. */
  to?: string;
  /** The template's params, when it has any. */
  params?: Record<string, string>;
}

/**
 * A crumb's link as typed link options. The table above is keyed by the routes' own templates (TanStack Router
 * notation), so a crumb's template and params are a route of the tree; the router builds and encodes the URL.
 */
export function crumbLink(crumb: Crumb & { to: string }): AppLink {
  return (crumb.params ? { to: crumb.to, params: crumb.params } : { to: crumb.to }) as AppLink;
}

const ORGANISATION_SUMMARY = routeTitles[org]?.title ?? 'Organisation Summary';

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

/** The role-dependent root of the breadcrumb (SPEC 2.1, 6): the landing page of the role (an organisation by name). */
export function breadcrumbRoot(session: Session | null): Crumb | undefined {
  if (!session) return undefined;
  if (session.isSuperUser) return { title: 'Administration', to: '/admin' };
  if (session.isOrgAdmin && session.organisation) {
    const { organisationID, name } = session.organisation;
    return { title: name || ORGANISATION_SUMMARY, to: org, params: { orgId: organisationID } };
  }
  return { title: 'Account Summary', to: '/user' };
}

/**
 * The breadcrumb trail of a path for a session; empty where SPEC gives none. The organisation's crumb is named by
 * the organisation (`organisationName`, else the session's organisation, see `organisationNameOf`) when known, else
 * "Organisation Summary": an
 * organisation admin's root is their organisation, so another organisation's trail never reads "Organisation
 * Summary / Organisation Summary".
 */
export function breadcrumbsFor(pathname: string, session: Session | null, organisationName?: string): Crumb[] {
  const match = matchRoute(pathname);
  if (!match) return [];
  const entry = routeTitles[match.template];
  if (!entry || entry.breadcrumb === false || entry.noPage) return [];
  const orgName = organisationName ?? organisationNameOf(match.params.orgId, session);
  const chain: Crumb[] = [];
  let template: string | undefined = match.template;
  while (template) {
    const current: RouteTitle | undefined = routeTitles[template];
    if (!current) break;
    const params = paramsOf(template, match.params);
    const title = template === org && orgName ? orgName : current.title;
    chain.unshift(current.noPage ? { title } : { title, to: template, ...(params ? { params } : {}) });
    template = current.parent;
  }
  const root = breadcrumbRoot(session);
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

/** The document title of a path (SPEC 2.1: a document title of an authentication title). */
export const PRODUCT_TITLE = 'POS Authentication Admin';
export function documentTitleFor(pathname: string): string {
  const match = matchRoute(pathname);
  const entry = match ? routeTitles[match.template] : undefined;
  return entry && match?.template !== '/' ? `${entry.title} · ${PRODUCT_TITLE}` : PRODUCT_TITLE;
}
