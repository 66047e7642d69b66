import { describe, expect, it } from 'vitest';
import type { components } from '#/api/schema.gen';
import { answeredUser } from '#/test/records';
import { appPages, pageAt } from '#/test/route-pages';
import { english } from '#/test/translate';
import {
  breadcrumbRoot as rootOf,
  crumbLink,
  breadcrumbsFor as trailKeysOf,
  documentTitlePage,
  organisationNameOf,
  type Crumb,
} from './breadcrumbs';
import type { RouteMeta, RoutePages } from './route-meta';
import { toSession, type Session } from './session';

type User = components['schemas']['User'];

/** A crumb as the breadcrumb shows it in English: the organisation's name, else its translated title. */
const shown = ({ title, name, ...link }: Crumb) => ({ title: name ?? english(title), ...link });
const trailOf = (...args: Parameters<typeof trailKeysOf>) => trailKeysOf(...args).map(shown);
const breadcrumbRoot = (session: Session | null) => {
  const root = rootOf(session, appPages);
  return root && shown(root);
};

/** The trail of the page the console's router shows at a path. */
const breadcrumbsFor = (path: string, session: Session | null, organisationName?: string) =>
  trailOf(pageAt(path), appPages, session, organisationName);

const user: User = answeredUser({ userID: 'u1', shortName: 'Ann' });
const superUser = toSession([{ ...user, scopes: ['superuser'] }, null, false]);
const orgAdmin = toSession([user, { organisationID: 'o1', name: 'Acme' }, true]);
const ordinary = toSession([user, { organisationID: 'o1', name: 'Acme' }, false]);

/** One concrete path per route of SPEC 2.1, with the template it must resolve to. */
const specRoutes: ReadonlyArray<[path: string, template: string]> = [
  ['/', '/'],
  ['/user', '/user'],
  ['/user/u1', '/user/$userId'],
  ['/organisation', '/organisation'],
  ['/organisation/o1', '/organisation/$orgId'],
  ['/admin', '/admin'],
  ['/admin/poscoreinstances', '/admin/poscoreinstances'],
  ['/admin/poscoreinstances/edit/7', '/admin/poscoreinstances/edit/$id'],
  ['/admin/clients', '/admin/clients'],
  ['/admin/clients/edit/7', '/admin/clients/edit/$id'],
  ['/admin/users', '/admin/users'],
  ['/admin/users/edit/7', '/admin/users/edit/$id'],
  ['/admin/organisations', '/admin/organisations'],
  ['/admin/deploymentserver/create', '/admin/deploymentserver/create'],
  ['/admin/deploymentserver/edit/7', '/admin/deploymentserver/edit/$id'],
  ['/admin/integrationserver', '/admin/integrationserver'],
  ['/admin/integrationserver/edit/7', '/admin/integrationserver/edit/$id'],
  ['/admin/auditlogs', '/admin/auditlogs'],
  ['/admin/entitylookup', '/admin/entitylookup'],
  ['/admin/statistics', '/admin/statistics'],
  ['/organisation/x/links', '/organisation/$orgId/links'],
  ['/organisation/x/links/edit/y', '/organisation/$orgId/links/edit/$id'],
  ['/organisation/x/links/create', '/organisation/$orgId/links/create'],
  ['/organisation/x/serviceaccounts', '/organisation/$orgId/serviceaccounts'],
  ['/organisation/x/serviceaccounts/edit/y', '/organisation/$orgId/serviceaccounts/edit/$id'],
  ['/organisation/x/teams', '/organisation/$orgId/teams'],
  ['/organisation/x/teams/edit/y', '/organisation/$orgId/teams/edit/$id'],
  ['/organisation/x/permissiongroups', '/organisation/$orgId/permissiongroups'],
  ['/organisation/x/permissiongroups/edit/y', '/organisation/$orgId/permissiongroups/edit/$id'],
  ['/organisation/x/initialise', '/organisation/$orgId/initialise'],
  ['/organisation/x/invite', '/organisation/$orgId/invite'],
  ['/organisation/x/pendinginvites', '/organisation/$orgId/pendinginvites'],
  ['/organisation/x/profile', '/organisation/$orgId/profile'],
  ['/organisation/x/authorisations', '/organisation/$orgId/authorisations'],
  ['/organisation/x/acceptances', '/organisation/$orgId/acceptances'],
  ['/organisation/x/systemhealth', '/organisation/$orgId/systemhealth'],
  ['/profile', '/profile'],
  ['/changeprofilepassword', '/changeprofilepassword'],
  ['/resetpassword', '/resetpassword'],
  ['/resetpassword/requestsent', '/resetpassword/requestsent'],
  ['/resetpassword/validate/tok/a@b.c', '/resetpassword/validate/$token/$email'],
  ['/resetpassword/validate/tok/a@b.c/extra/more', '/resetpassword/validate/$token/$email'],
  ['/resetpassword/confirm/tok/a@b.c', '/resetpassword/confirm/$token/$email'],
  ['/resetpassword/confirm/tok/a@b.c/extra', '/resetpassword/confirm/$token/$email'],
  ['/resetpassword/complete', '/resetpassword/complete'],
  ['/invitations/accept/tok/a@b.c', '/invitations/accept/$token/$email'],
  ['/invitations/validate/tok/a@b.c', '/invitations/validate/$token/$email'],
  ['/invitations/approved', '/invitations/approved'],
];

describe("the page shown at a path (currentPage of the router's matches)", () => {
  it.each(specRoutes)('resolves %s to %s, which has a title', (path, template) => {
    const page = pageAt(path);
    expect(page?.path).toBe(template);
    expect(page?.meta.title).toBeTruthy();
  });

  it('gives the parameters of the path', () => {
    expect(pageAt('/organisation/x/links/edit/y')?.params).toEqual({ orgId: 'x', id: 'y' });
    expect(pageAt('/resetpassword/confirm/tok/a@b.c/extra')?.params).toMatchObject({ token: 'tok', email: 'a@b.c' });
  });

  it('prefers the static create segment over an edit parameter', () => {
    expect(pageAt('/organisation/x/links/create')?.params).toEqual({ orgId: 'x' });
  });

  it('matches only the not-exact reset routes with extra segments', () => {
    expect(pageAt('/admin/users/extra')).toBeUndefined();
    expect(pageAt('/invitations/accept/tok/a@b.c/extra')).toBeUndefined();
    expect(pageAt('/resetpassword/complete/extra')).toBeUndefined();
  });

  it('matches nothing for unknown paths', () => {
    expect(pageAt('/nowhere')).toBeUndefined();
    expect(pageAt('/admin/users/edit')).toBeUndefined();
    expect(pageAt('/invitationsx')).toBeUndefined();
  });
});

describe('breadcrumbRoot', () => {
  it('depends on the role', () => {
    expect(breadcrumbRoot(superUser)).toEqual({ title: 'Administration', to: '/admin' });
    expect(breadcrumbRoot(orgAdmin)).toEqual({ title: 'Acme', to: '/organisation/$orgId', params: { orgId: 'o1' } });
    expect(breadcrumbRoot(ordinary)).toEqual({ title: 'Account Summary', to: '/user' });
    expect(breadcrumbRoot(null)).toBeUndefined();
    // The organisation's crumb keeps its title's key; the name is the organisation's own, never translated.
    expect(rootOf(orgAdmin, appPages)).toEqual({
      title: 'shell.route.organisationSummary',
      name: 'Acme',
      to: '/organisation/$orgId',
      params: { orgId: 'o1' },
    });
  });
});

describe('breadcrumbsFor', () => {
  it('gives a super user the admin trail rooted at Administration, last crumb without link', () => {
    expect(breadcrumbsFor('/admin/users/edit/7', superUser)).toEqual([
      { title: 'Administration', to: '/admin' },
      { title: 'Users', to: '/admin/users' },
      { title: 'Edit User' },
    ]);
  });

  it('does not repeat the root on the root page itself', () => {
    expect(breadcrumbsFor('/admin', superUser)).toEqual([{ title: 'Administration' }]);
    expect(breadcrumbsFor('/organisation/o1', orgAdmin)).toEqual([{ title: 'Acme' }]);
    expect(breadcrumbsFor('/user', ordinary)).toEqual([{ title: 'Account Summary' }]);
    expect(breadcrumbsFor('/user/u1', ordinary)).toEqual([{ title: 'Account Summary' }]);
  });

  it('roots an organisation admin at their Organisation Summary, named by the organisation, without repeating it', () => {
    expect(breadcrumbsFor('/organisation/o1/teams/edit/t9', orgAdmin)).toEqual([
      { title: 'Acme', to: '/organisation/$orgId', params: { orgId: 'o1' } },
      { title: 'Teams', to: '/organisation/$orgId/teams', params: { orgId: 'o1' } },
      { title: 'Edit Team' },
    ]);
  });

  it('roots an ordinary user at Account Summary', () => {
    expect(breadcrumbsFor('/organisation/o1/profile', ordinary)).toEqual([
      { title: 'Account Summary', to: '/user' },
      { title: 'Acme', to: '/organisation/$orgId', params: { orgId: 'o1' } },
      { title: 'Organisation Profile' },
    ]);
  });

  it("names another organisation when its name is known, never 'Organisation Summary / Organisation Summary'", () => {
    expect(breadcrumbsFor('/organisation/o2', orgAdmin)).toEqual([
      { title: 'Acme', to: '/organisation/$orgId', params: { orgId: 'o1' } },
      { title: 'Organisation Summary' },
    ]);
    expect(breadcrumbsFor('/organisation/o2/teams', superUser, 'Quayside Bistro')).toEqual([
      { title: 'Administration', to: '/admin' },
      { title: 'Quayside Bistro', to: '/organisation/$orgId', params: { orgId: 'o2' } },
      { title: 'Teams' },
    ]);
  });

  it('puts the super user root before an organisation trail', () => {
    expect(breadcrumbsFor('/organisation/x/links', superUser)).toEqual([
      { title: 'Administration', to: '/admin' },
      { title: 'Organisation Summary', to: '/organisation/$orgId', params: { orgId: 'x' } },
      { title: 'Organisation Access' },
    ]);
  });

  it('uses the SPEC titles for organisation access', () => {
    expect(breadcrumbsFor('/organisation/o1/links/edit/l2', orgAdmin)).toEqual([
      { title: 'Acme', to: '/organisation/$orgId', params: { orgId: 'o1' } },
      { title: 'Organisation Access', to: '/organisation/$orgId/links', params: { orgId: 'o1' } },
      { title: 'Edit Access' },
    ]);
    expect(breadcrumbsFor('/organisation/o1/links/create', orgAdmin)).toEqual([
      { title: 'Acme', to: '/organisation/$orgId', params: { orgId: 'o1' } },
      { title: 'Organisation Access', to: '/organisation/$orgId/links', params: { orgId: 'o1' } },
      { title: 'Add Access' },
    ]);
  });

  it.each([
    ['/organisation/o1/serviceaccounts/edit/s', 'Service Accounts', 'Edit Service Account'],
    ['/organisation/o1/permissiongroups/edit/p', 'Permission Groups', 'Edit Permission Group'],
  ])('titles %s', (path, listTitle, editTitle) => {
    expect(breadcrumbsFor(path, orgAdmin).map((crumb) => crumb.title)).toEqual(['Acme', listTitle, editTitle]);
  });

  it.each([
    ['/organisation/o1/initialise', 'Initialise Organisation'],
    ['/organisation/o1/invite', 'Invite User'],
    ['/organisation/o1/pendinginvites', 'Pending Invitations'],
    ['/organisation/o1/authorisations', 'Version Authorisation'],
    ['/organisation/o1/acceptances', 'Install Versions'],
    ['/organisation/o1/systemhealth', 'System Health'],
  ])('titles %s as %s', (path, title) => {
    expect(breadcrumbsFor(path, orgAdmin)).toEqual([
      { title: 'Acme', to: '/organisation/$orgId', params: { orgId: 'o1' } },
      { title },
    ]);
  });

  it.each([
    ['/admin/poscoreinstances/edit/1', ['Administration', 'POS Core Instances', 'Edit POS Core Instance']],
    ['/admin/clients/edit/1', ['Administration', 'Clients', 'Edit Client']],
    [
      '/admin/integrationserver/edit/1',
      ['Administration', 'Integration Server Instances', 'Edit Integration Server Instance'],
    ],
    ['/admin/organisations', ['Administration', 'Organisations']],
    ['/admin/auditlogs', ['Administration', 'Audit Logs']],
    ['/admin/entitylookup', ['Administration', 'Entity Lookup']],
    ['/admin/statistics', ['Administration', 'Statistics']],
  ])('titles %s', (path, titles) => {
    expect(breadcrumbsFor(path, superUser).map((crumb) => crumb.title)).toEqual(titles);
  });

  it('shows the deployment server segment without a link', () => {
    expect(breadcrumbsFor('/admin/deploymentserver/edit/3', superUser)).toEqual([
      { title: 'Administration', to: '/admin' },
      { title: 'Deployment Server' },
      { title: 'Edit Deployment Server' },
    ]);
    expect(breadcrumbsFor('/admin/deploymentserver/create', superUser)).toEqual([
      { title: 'Administration', to: '/admin' },
      { title: 'Deployment Server' },
      { title: 'Create Deployment Server' },
    ]);
  });

  it.each([
    '/',
    '/profile',
    '/changeprofilepassword',
    '/resetpassword',
    '/resetpassword/requestsent',
    '/resetpassword/validate/tok/a@b.c',
    '/resetpassword/confirm/tok/a@b.c/extra',
    '/resetpassword/complete',
    '/invitations/accept/tok/a@b.c',
    '/invitations/validate/tok/a@b.c',
    '/invitations/approved',
  ])('gives no breadcrumb for %s', (path) => {
    expect(breadcrumbsFor(path, superUser)).toEqual([]);
    expect(breadcrumbsFor(path, null)).toEqual([]);
  });

  it('gives no breadcrumb for unknown paths', () => {
    expect(breadcrumbsFor('/nowhere', superUser)).toEqual([]);
    expect(breadcrumbsFor('/admin/users/edit', orgAdmin)).toEqual([]);
  });

  it('gives the bare trail without a session', () => {
    expect(breadcrumbsFor('/admin/users', null)).toEqual([
      { title: 'Administration', to: '/admin' },
      { title: 'Users' },
    ]);
  });
});

describe('documentTitlePage', () => {
  // As the layout writes it: shell.documentTitle with the page's title, else shell.productTitle.
  const PRODUCT_TITLE = 'POS Authentication Admin';
  const titleAt = (path: string) => {
    const page = documentTitlePage(pageAt(path));
    return page ? english('shell.documentTitle', { page: english(page) }) : english('shell.productTitle');
  };

  it('names the page and the product', () => {
    expect(documentTitlePage(pageAt('/admin/users'))).toBe('shell.route.users');
    expect(titleAt('/admin/users')).toBe(`Users · ${PRODUCT_TITLE}`);
    expect(titleAt('/organisation/o1/links/create')).toBe(`Add Access · ${PRODUCT_TITLE}`);
  });

  it('names an edit page that creates by its create title', () => {
    expect(titleAt('/admin/poscoreinstances/edit/new')).toBe(`Create POS Core Instance · ${PRODUCT_TITLE}`);
    expect(titleAt('/admin/integrationserver/edit/new')).toBe(`Create Integration Server Instance · ${PRODUCT_TITLE}`);
    expect(titleAt('/admin/integrationserver/edit/7')).toBe(`Edit Integration Server Instance · ${PRODUCT_TITLE}`);
  });

  it('titles pages that have no breadcrumb', () => {
    expect(titleAt('/profile')).toBe(`Edit My Profile · ${PRODUCT_TITLE}`);
    expect(titleAt('/resetpassword/confirm/tok/a@b.c/extra')).toBe(`Confirm Reset · ${PRODUCT_TITLE}`);
  });

  it('gives the product title alone for the home page and unknown paths', () => {
    expect(documentTitlePage(pageAt('/'))).toBeUndefined();
    expect(titleAt('/')).toBe(PRODUCT_TITLE);
    expect(titleAt('/nowhere')).toBe(PRODUCT_TITLE);
    expect(titleAt('/admin/nowhere')).toBe(PRODUCT_TITLE);
  });
});

describe('breadcrumbsFor, on a tree of its own', () => {
  // Who may open them is not what a trail is about: every page is for signed-in users.
  const page = (path: string, meta: Omit<RouteMeta, 'access'>) =>
    [path, { path, routeId: path, meta: { access: 'signedIn', ...meta } }] as const;
  const pages: RoutePages = new Map([
    page('/', { title: 'shell.route.home', breadcrumb: 'none' }),
    page('/shop', { title: 'shell.route.administration' }),
    page('/shop/items', { title: 'shell.route.clients' }),
    page('/shop/items/edit/$id', { title: 'shell.route.editClient', createTitle: 'shell.route.createPosCoreInstance' }),
    page('/shop/tills/$id', { title: 'shell.route.editDeploymentServer', section: 'shell.route.deploymentServer' }),
    page('/login', { title: 'shell.route.resetPassword', breadcrumb: 'none' }),
  ]);
  const at = (path: string, params: Record<string, string> = {}) => {
    const found = pages.get(path);
    return found && { ...found, params };
  };

  it('puts the pages whose paths lead to the page above it, the last without a link', () => {
    expect(trailKeysOf(at('/shop/items/edit/$id', { id: '3' }), pages, null)).toEqual([
      { title: 'shell.route.administration', to: '/shop' },
      { title: 'shell.route.clients', to: '/shop/items' },
      { title: 'shell.route.editClient' },
    ]);
  });

  it("names a page by its create title when its id is 'new'", () => {
    expect(trailOf(at('/shop/items/edit/$id', { id: 'new' }), pages, null).map((crumb) => crumb.title)).toEqual([
      'Administration',
      'Clients',
      'Create POS Core Instance',
    ]);
  });

  it('puts a section without a page of its own above the page, as text', () => {
    expect(trailOf(at('/shop/tills/$id', { id: '1' }), pages, null)).toEqual([
      { title: 'Administration', to: '/shop' },
      { title: 'Deployment Server' },
      { title: 'Edit Deployment Server' },
    ]);
  });

  it('gives no trail for a page without a breadcrumb, or no page', () => {
    expect(trailOf(at('/login'), pages, null)).toEqual([]);
    expect(trailOf(undefined, pages, null)).toEqual([]);
  });
});

describe('crumbLink', () => {
  it('gives the template and its params as link options', () => {
    expect(
      crumbLink({ title: 'shell.route.teams', to: '/organisation/$orgId/teams', params: { orgId: 'o1' } }),
    ).toEqual({
      to: '/organisation/$orgId/teams',
      params: { orgId: 'o1' },
    });
    expect(crumbLink({ title: 'shell.route.users', to: '/admin/users' })).toEqual({ to: '/admin/users' });
  });
});

describe('organisationNameOf', () => {
  const list = [
    { organisationID: 'o1', name: 'Acme (listed)' },
    { organisationID: 'o2', name: 'Quayside Bistro' },
  ];

  it("takes the session's organisation first, else the organisation list", () => {
    expect(organisationNameOf('o1', orgAdmin, list)).toBe('Acme');
    expect(organisationNameOf('o2', superUser, list)).toBe('Quayside Bistro');
  });

  it('is unknown without an id, a session or a listed organisation', () => {
    expect(organisationNameOf(undefined, orgAdmin, list)).toBeUndefined();
    expect(organisationNameOf('o2', orgAdmin)).toBeUndefined();
    expect(organisationNameOf('o3', null, list)).toBeUndefined();
  });
});
