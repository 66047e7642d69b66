import { describe, expect, it } from 'vitest';
import type { components } from '#/api/schema.gen';
import type { RouteMeta, RoutePages } from '#/lib/route-meta';
import type { Session } from '#/lib/session';
import { answeredOrganisation, answeredUser } from '#/test/records';
import { appPages } from '#/test/route-pages';
import { english, german } from '#/test/translate';
import {
  lookupEntry,
  organisationEntries as organisationEntriesOf,
  organisationsOfTree,
  screenEntries as screenEntriesOf,
  searchLeftOut,
  searchPalette,
  serverSearchOf,
  userEntries,
  type PaletteFacts,
  type PaletteOrganisation,
} from './command-palette-entries';

type Organisation = components['schemas']['Organisation'];
type OrganisationSummary = components['schemas']['OrganisationSummary'];
type AdminSummary = components['schemas']['AdminSummary'];
type TreeNode = components['schemas']['TreeNode'];

const session = (role: 'super' | 'orgAdmin' | 'user' | 'anonymous'): Session => ({
  user: answeredUser({ userID: 'u1', shortName: 'Me' }),
  organisation: role === 'user' || role === 'anonymous' ? null : { organisationID: 'o1', name: 'Harbour Fish Bar' },
  isOrgAdmin: role === 'orgAdmin',
  isSuperUser: role === 'super',
  isAnonymousScope: role === 'anonymous',
});

const organisation = (
  id: string,
  name: string,
  code: string,
  kapow: string | null = null,
  initialised = true,
): Organisation => answeredOrganisation({ organisationID: id, name, organisationCode: code, kapow, initialised });

const summary = (rootOrganisation: boolean, children: number): OrganisationSummary => ({
  organisationID: 'o1',
  rootOrganisation,
  teams: [],
  links: [],
  childOrganisations: Array.from({ length: children }, (_, i) => ({
    organisationID: `c${i}`,
    organisationName: `Child ${i}`,
    active: true,
  })),
  totalPermissionGroups: 0,
  pendingInvitations: [],
  serviceAccounts: [],
});

const labels = (entries: { label: string }[]) => entries.map((entry) => entry.label);

// The palette of the console's own route tree.
const screenEntries = (of: Session, facts?: PaletteFacts) => screenEntriesOf(appPages, of, english, facts);
const organisationEntries = (of: Session, all: readonly PaletteOrganisation[] | undefined) =>
  organisationEntriesOf(of, all, appPages, english);

describe('screenEntries, on a tree of its own', () => {
  const page = (path: string, meta: RouteMeta) => [path, { path, routeId: path, meta }] as const;
  const pages: RoutePages = new Map([
    page('/user/$userId', { title: 'shell.route.accountSummary', access: 'self' }),
    page('/admin/widgets/edit/$id', {
      title: 'shell.route.editPosCoreInstance',
      access: 'superUser',
      createTitle: 'shell.route.createPosCoreInstance',
    }),
    page('/admin', { title: 'shell.route.administration', access: 'superUser' }),
    page('/admin/widgets', { title: 'shell.route.posCoreInstances', access: 'superUser', order: 1 }),
    page('/admin/gadgets', { title: 'shell.route.clients', access: 'superUser' }),
    page('/admin/gadgets/edit/$id', { title: 'shell.route.editClient', access: 'superUser' }),
    page('/organisation/$orgId/teams', { title: 'shell.route.teams', access: 'organisationAdmin' }),
  ]);

  it("lists the tree's pages the role may open, its area first, by order then path, with the page above", () => {
    const entries = screenEntriesOf(pages, session('super'), english);
    expect(entries.map(({ label, description }) => [label, description])).toEqual([
      ['POS Core Instances', 'Administration'],
      ['Administration', undefined],
      ['Clients', 'Administration'],
      ['Create POS Core Instance', 'POS Core Instances'],
      ['Teams', 'Harbour Fish Bar'],
      ['Account Summary', undefined],
    ]);
  });

  it("opens an edit page that creates with its id 'new', and no other edit page", () => {
    const entries = screenEntriesOf(pages, session('super'), english);
    expect(entries.find((entry) => entry.label === 'Create POS Core Instance')?.link).toEqual({
      to: '/admin/widgets/edit/$id',
      params: { id: 'new' },
    });
    expect(labels(entries)).not.toContain('Edit Client');
  });

  it("titles and finds the screens in the console's language", () => {
    const entries = screenEntriesOf(pages, session('super'), german);
    expect(entries.map(({ label, description }) => [label, description])).toContainEqual([
      'POS-Core-Instanz erstellen',
      'POS-Core-Instanzen',
    ]);
    expect(labels(searchPalette(entries, 'verwaltung', 5))).toEqual(['Verwaltung']);
  });
});

describe('screenEntries', () => {
  it('offers a super user the admin screens and no screen that needs a record id', () => {
    const titles = labels(screenEntries(session('super')));
    expect(titles).toEqual(
      expect.arrayContaining(['Administration', 'Users', 'Audit Logs', 'Entity Lookup', 'Create POS Core Instance']),
    );
    expect(titles).not.toContain('Edit User');
    expect(titles).not.toContain('Deployment Server');
    expect(titles).not.toContain('Reset Password');
  });

  it("offers an organisation admin their organisation's screens and their own account, nothing of the admin area", () => {
    const entries = screenEntries(session('orgAdmin'));
    expect(labels(entries)).toEqual(
      expect.arrayContaining(['Organisation Summary', 'Teams', 'Invite User', 'Account Summary']),
    );
    expect(labels(entries)).not.toContain('Administration');
    expect(labels(entries)).not.toContain('Audit Logs');
    expect(entries.find((entry) => entry.label === 'Teams')?.link).toEqual({
      to: '/organisation/$orgId/teams',
      params: { orgId: 'o1' },
    });
    expect(entries.find((entry) => entry.label === 'Account Summary')?.link).toEqual({
      to: '/user/$userId',
      params: { userId: 'u1' },
    });
  });

  it('offers a user only their account, profile and password', () => {
    expect(labels(screenEntries(session('user'))).sort()).toEqual([
      'Account Summary',
      'Change Password',
      'Edit My Profile',
    ]);
  });

  it('offers an anonymous scope neither profile nor password (its user menu has only Logout)', () => {
    expect(labels(screenEntries(session('anonymous')))).toEqual(['Account Summary']);
  });

  it("lists the role's landing area first: a super user's administration screens", () => {
    const titles = labels(screenEntries(session('super')));
    expect(titles.slice(0, 2)).toEqual(['Administration', 'POS Core Instances']);
    expect(titles.indexOf('Statistics')).toBeLessThan(titles.indexOf('Organisation Summary'));
    expect(titles.indexOf('Organisation Summary')).toBeLessThan(titles.indexOf('Account Summary'));
    expect(labels(screenEntries(session('orgAdmin')))[0]).toBe('Organisation Summary');
  });

  it('offers Create Deployment Server only while there is none, else Edit Deployment Server, as the summary does', () => {
    const admin = (server: AdminSummary['deploymentServerInstance']): AdminSummary => ({
      posCoreInstances: [],
      clients: [],
      totalUsers: 0,
      totalActiveOrganisations: 0,
      totalInactiveOrganisations: 0,
      versions: [],
      deploymentServerInstance: server,
      integrationServerInstances: [],
    });
    const entries = (facts?: AdminSummary) => screenEntries(session('super'), { adminSummary: facts });
    expect(labels(entries())).not.toContain('Create Deployment Server');
    expect(labels(entries())).not.toContain('Edit Deployment Server');
    expect(labels(entries(admin(null)))).toContain('Create Deployment Server');
    const withServer = entries(
      admin({ deploymentServerInstanceID: 'd1', name: 'Deployment Server', uri: 'https://deploy.example' }),
    );
    expect(labels(withServer)).not.toContain('Create Deployment Server');
    expect(withServer.find((entry) => entry.label === 'Edit Deployment Server')?.link).toEqual({
      to: '/admin/deploymentserver/edit/$id',
      params: { id: 'd1' },
    });
  });

  it('never offers Initialise Organisation as a screen of the session (organisationEntries does, per organisation)', () => {
    expect(labels(screenEntries(session('super')))).not.toContain('Initialise Organisation');
    expect(labels(screenEntries(session('orgAdmin')))).not.toContain('Initialise Organisation');
  });

  it('offers Install Versions and Version Authorisation as the Organisation Summary does, once it is known', () => {
    const titles = (facts?: OrganisationSummary) =>
      labels(screenEntries(session('orgAdmin'), { organisationSummary: facts }));
    expect(titles()).not.toContain('Install Versions');
    expect(titles()).not.toContain('Version Authorisation');
    expect(titles(summary(false, 0))).toContain('Install Versions');
    expect(titles(summary(false, 0))).not.toContain('Version Authorisation');
    expect(titles(summary(true, 2))).not.toContain('Install Versions');
    expect(titles(summary(true, 2))).toContain('Version Authorisation');
    // Another organisation's summary says nothing of the session's.
    expect(titles({ ...summary(false, 2), organisationID: 'o2' })).not.toContain('Install Versions');
  });
});

describe('organisationEntries and userEntries', () => {
  const all = [organisation('o1', 'Harbour Fish Bar', 'HFB', 'K-77'), organisation('o2', 'Quayside Bistro', 'QSB')];

  it('gives a super user every organisation, and an organisation admin only their own', () => {
    expect(organisationEntries(session('super'), all).map((entry) => entry.link)).toEqual([
      { to: '/organisation/$orgId', params: { orgId: 'o1' } },
      { to: '/organisation/$orgId', params: { orgId: 'o2' } },
    ]);
    expect(organisationEntries(session('super'), all).map((entry) => entry.description)).toEqual([
      'HFB · Kapow K-77',
      'QSB',
    ]);
    expect(labels(organisationEntries(session('orgAdmin'), all))).toEqual(['Harbour Fish Bar']);
    expect(organisationEntries(session('user'), all)).toEqual([]);
  });

  it("offers a super user each organisation's Initialise Organisation only while it is not initialised", () => {
    const entries = organisationEntries(session('super'), [
      organisation('o1', 'Harbour Fish Bar', 'HFB'),
      organisation('o7', 'Bluebell Cafe', 'BLUE', null, false),
    ]);
    expect(entries.filter((entry) => entry.label === 'Initialise Organisation')).toMatchObject([
      {
        group: 'Screens',
        description: 'Bluebell Cafe · BLUE',
        link: { to: '/organisation/$orgId/initialise', params: { orgId: 'o7' } },
      },
    ]);
  });

  it('gives only a super user the users, linked to Edit User', () => {
    const users = [
      answeredUser({ userID: 'u2', shortName: 'Uma', fullName: 'Uma Underwood', email: 'uma@example.test' }),
    ];
    expect(userEntries(session('super'), users, appPages)).toMatchObject([
      {
        label: 'Uma Underwood',
        description: 'uma@example.test',
        link: { to: '/admin/users/edit/$id', params: { id: 'u2' } },
      },
    ]);
    expect(userEntries(session('orgAdmin'), users, appPages)).toEqual([]);
  });
});

describe('what the palette asks the server for', () => {
  const keywords = ['initialise organisation'];

  it('is the query as typed, in lower case, without the words that begin a word of a keyword title', () => {
    expect(serverSearchOf('  Harbour  Fish ', keywords)).toBe('harbour fish');
    expect(serverSearchOf('init blue', keywords)).toBe('blue');
    expect(serverSearchOf('initialise harbour', keywords)).toBe('harbour');
    expect(serverSearchOf('HFB', keywords)).toBe('hfb');
    // Words that only sit inside a keyword's word are the organisation's or user's own.
    expect(serverSearchOf('ali', keywords)).toBe('ali');
    expect(serverSearchOf('isa', keywords)).toBe('isa');
  });

  it('is nothing for fewer than three characters, or keywords alone (the palette then says how many to type)', () => {
    expect(serverSearchOf('', keywords)).toBeNull();
    expect(serverSearchOf('HQ', keywords)).toBeNull();
    expect(serverSearchOf('initialise', keywords)).toBeNull();
    expect(serverSearchOf('init org', keywords)).toBeNull();
    expect(serverSearchOf('li bo', keywords)).toBe('li bo');
  });

  it('tells an answer of a server without the user search: too many users, or one without the words', () => {
    const user = (fullName: string, email = 'x@example.com') =>
      answeredUser({ userID: fullName, shortName: fullName, fullName, email });
    expect(searchLeftOut([user('Ann Lee'), user('Joanna', 'ann@example.com')], 'ann', 50)).toBe(false);
    expect(searchLeftOut([user('Ann Lee'), user('Bob')], 'ann', 50)).toBe(true);
    expect(searchLeftOut([user('Ann Lee'), user('Ann Bo')], 'ann lee', 50)).toBe(true);
    expect(searchLeftOut([user('Ann Lee'), user('Ann Bo')], 'ann', 1)).toBe(true);
    expect(searchLeftOut([], 'ann', 50)).toBe(false);
  });

  it("reads every organisation of a filtered tree once, a node without its entity by the node's own fields", () => {
    const node = (id: string, name: string, children: TreeNode[] = [], entity?: Organisation): TreeNode => ({
      id,
      name,
      nameSuffix: name.slice(0, 3).toUpperCase(),
      hasChildren: children.length > 0,
      children,
      ...(entity ? { entity } : {}),
    });
    const leaf = organisation('o3', 'Harbour Fish Bar', 'HFB', null, false);
    const tree = [node('o1', 'Kappa', [node('o2', 'Harbour Group', [node('o3', 'Harbour Fish Bar', [], leaf)])])];
    expect(organisationsOfTree(tree)).toEqual([
      { organisationID: 'o1', organisationCode: 'KAP', name: 'Kappa' },
      { organisationID: 'o2', organisationCode: 'HAR', name: 'Harbour Group' },
      leaf,
    ]);
    expect(organisationsOfTree(undefined)).toEqual([]);
    // Not known to be uninitialised: no Initialise Organisation for a node without its entity.
    const entries = organisationEntries(session('super'), organisationsOfTree(tree));
    expect(entries.filter((entry) => entry.label === 'Initialise Organisation').map((entry) => entry.link)).toEqual([
      { to: '/organisation/$orgId/initialise', params: { orgId: 'o3' } },
    ]);
  });
});

describe('lookupEntry', () => {
  it('opens Entity Lookup with a one-word query, for super users only', () => {
    expect(lookupEntry(session('super'), ' 6000-abc ', english, appPages)).toMatchObject({
      label: 'Look up 6000-abc',
      description: 'Entity Lookup',
      link: { to: '/admin/entitylookup', search: { q: '6000-abc' } },
    });
    expect(lookupEntry(session('super'), 'abc', german, appPages)).toMatchObject({ label: 'abc nachschlagen' });
    expect(lookupEntry(session('super'), 'two words', english, appPages)).toBeNull();
    expect(lookupEntry(session('super'), ' ', english, appPages)).toBeNull();
    expect(lookupEntry(session('orgAdmin'), 'abc', english, appPages)).toBeNull();
  });
});

describe('searchPalette', () => {
  const index = [
    ...screenEntries(session('super')),
    ...organisationEntries(session('super'), [
      organisation('o1', 'Harbour Fish Bar', 'HFB', 'K-77'),
      organisation('o2', 'Quayside Bistro', 'QSB'),
      organisation('o3', 'The Harbour Inn', 'THI'),
    ]),
    ...userEntries(
      session('super'),
      [answeredUser({ userID: 'u2', shortName: 'Uma', fullName: 'Uma Underwood', email: 'uma@harbour.example' })],
      appPages,
    ),
  ];

  it('finds a user by id', () => {
    expect(labels(searchPalette(index, 'U2', 5))).toEqual(['Uma Underwood']);
  });

  it('puts the organisation whose whole code was typed first, before those whose codes begin with it', () => {
    const codes = organisationEntries(
      session('super'),
      Array.from({ length: 12 }, (_, i) => organisation(`c${i}`, `Branch ${i}`, i === 11 ? 'SCH12' : `SCH12${i}`)),
    );
    expect(labels(searchPalette(codes, 'sch12', 3))).toEqual(['Branch 11', 'Branch 0', 'Branch 1']);
  });

  it("finds Initialise Organisation by its title (with the organisation's name or code), never by a name alone", () => {
    const withUninitialised = [
      ...index,
      ...organisationEntries(session('super'), [organisation('o7', 'Bluebell Cafe', 'BLUE', null, false)]),
    ];
    expect(searchPalette(withUninitialised, 'initialise', 5).map((entry) => entry.description)).toEqual([
      'Bluebell Cafe · BLUE',
    ]);
    expect(labels(searchPalette(withUninitialised, 'init blue', 5))).toEqual(['Initialise Organisation']);
    expect(labels(searchPalette(withUninitialised, 'bluebell', 5))).toEqual(['Bluebell Cafe']);
    expect(searchPalette(withUninitialised, '', 50).some((entry) => entry.label === 'Initialise Organisation')).toBe(
      false,
    );
  });

  it('finds organisations by name, code or kapow, case-insensitively', () => {
    expect(labels(searchPalette(index, 'qsb', 5))).toEqual(['Quayside Bistro']);
    expect(labels(searchPalette(index, 'k-77', 5))).toEqual(['Harbour Fish Bar']);
    expect(labels(searchPalette(index, 'BISTRO', 5))).toEqual(['Quayside Bistro']);
  });

  it('puts names that start with the query first, groups screens, organisations then users', () => {
    expect(labels(searchPalette(index, 'harbour', 5))).toEqual([
      'Harbour Fish Bar',
      'The Harbour Inn',
      'Uma Underwood',
    ]);
    expect(labels(searchPalette(index, 'audit', 5))).toEqual(['Audit Logs']);
  });

  it('needs every word of the query', () => {
    expect(labels(searchPalette(index, 'fish harbour', 5))).toEqual(['Harbour Fish Bar']);
    expect(searchPalette(index, 'fish nowhere', 5)).toEqual([]);
  });

  it('lists only screens for an empty query, and at most limit per group', () => {
    const empty = searchPalette(index, '', 3);
    expect(empty).toHaveLength(3);
    expect(empty.every((entry) => entry.group === 'Screens')).toBe(true);
    expect(searchPalette(index, 'a', 2).filter((entry) => entry.group === 'Organisations')).toHaveLength(2);
  });

  it('stays fast with 20,000 organisations', () => {
    const many = organisationEntries(
      session('super'),
      Array.from({ length: 20_000 }, (_, i) =>
        organisation(`id-${i}`, `Organisation ${i}`, `C${i}`, i % 3 ? null : `K${i}`),
      ),
    );
    const started = performance.now();
    for (const query of ['o', 'org', 'organisation 19', 'c1999', 'k300']) searchPalette(many, query, 8);
    // Five searches; generous for a busy machine (about 10 ms each when idle).
    expect(performance.now() - started).toBeLessThan(2000);
    expect(labels(searchPalette(many, 'c19999', 8))).toEqual(['Organisation 19999']);
  });
});
