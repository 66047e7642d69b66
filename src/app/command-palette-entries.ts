import { linkOptions } from '@tanstack/react-router';
import type { components } from '#/api/schema.gen';
import type { AppLink } from '#/lib/app-link';
import { crumbLink, pageAbove, pageTitle } from '#/lib/breadcrumbs';
import { editLinks } from '#/lib/edit-links';
import { organisationLink } from '#/lib/entity-links';
import type { Translate } from '#/lib/messages/catalogues';
import type { RoutePage, RoutePages } from '#/lib/route-meta';
import { editsOwnProfile, holdsRole, mayAccess, mayOpenPage, ownParams, roleHome, type Session } from '#/lib/session';
import { userName } from '#/lib/user-name';

type Organisation = components['schemas']['Organisation'];
type TreeNode = components['schemas']['TreeNode'];

/**
 * What the palette reads of an organisation: a tree node's entity, or the node itself when it carries none (then it
 * is not known whether it is initialised, and it offers no Initialise Organisation).
 */
export type PaletteOrganisation = Pick<Organisation, 'organisationID' | 'organisationCode' | 'name'> &
  Partial<Pick<Organisation, 'kapow' | 'initialised'>>;
type OrganisationSummary = components['schemas']['OrganisationSummary'];
type AdminSummary = components['schemas']['AdminSummary'];
type User = components['schemas']['User'];

/**
 * The command palette's index and matching: pure, so that typing stays fast with 20,000 organisations.
 * The index is built once per data change (lower-cased texts prepared); a search is one pass over it. Its texts are
 * translated (`t` of the console's language) because a query matches the words the user reads.
 */
export type PaletteGroup = 'Screens' | 'Organisations' | 'Users' | 'Lookup';

export interface PaletteEntry {
  id: string;
  group: PaletteGroup;
  label: string;
  description?: string;
  link: AppLink;
  /** The lower-cased texts a query is matched against (title; name, code, kapow; name, e-mail, id). */
  texts: readonly string[];
  /**
   * A lower-cased title one of the query's words must be part of, for entries that a name alone should not bring up
   * (Initialise Organisation of each organisation not yet initialised); such entries are never listed for an empty
   * query.
   */
  keyword?: string;
}

const lower = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();

const org = '/organisation/$orgId';

/**
 * What the palette knows beyond the session, from the summaries' calls (shared with their screens): the session
 * organisation's summary decides Install Versions and Version Authorisation as its links do; the administration
 * summary (super users) decides Create or Edit Deployment Server as its Deployment Server card does.
 */
export interface PaletteFacts {
  organisationSummary?: OrganisationSummary;
  adminSummary?: AdminSummary;
}

/** The signed-in area's pages the palette lists: those the navigation, the user menu or the screens link to. */
const LISTED = [
  /^\/admin(\/|$)/,
  /^\/organisation\/\$orgId(\/|$)/,
  /^\/user\/\$userId$/,
  /^\/profile$/,
  /^\/changeprofilepassword$/,
];

/**
 * Whether the palette offers a page: a listed one whose declared access the session has for its own organisation and
 * user (as the guard, src/app/guards.ts, lets it through). The user menu offers an anonymous scope only Logout
 * (SPEC 2.2), so no profile and no password; Create Deployment Server only while there is none (as the Administration
 * summary's card); Install Versions and Version Authorisation as on the Organisation Summary (SPEC 2.5: a non-root
 * organisation; child organisations), so only once its summary is known; Initialise Organisation per organisation not
 * yet initialised (`organisationEntries`), as the Organisations tree does.
 */
function mayOpen(page: RoutePage, session: Session, facts: PaletteFacts): boolean {
  const template = page.path;
  if (!LISTED.some((pattern) => pattern.test(template))) return false;
  if (!mayAccess(page.meta.access, session, ownParams(session))) return false;
  const orgId = session.organisation?.organisationID;
  const summary = facts.organisationSummary?.organisationID === orgId ? facts.organisationSummary : undefined;
  switch (template) {
    case '/admin/deploymentserver/create':
      return facts.adminSummary !== undefined && facts.adminSummary.deploymentServerInstance === null;
    case `${org}/initialise`:
      return false;
    case `${org}/acceptances`:
      return summary !== undefined && !summary.rootOrganisation;
    case `${org}/authorisations`:
      return summary !== undefined && summary.childOrganisations.length > 0;
    case '/profile':
    case '/changeprofilepassword':
      return editsOwnProfile(session);
    default:
      return true;
  }
}

/**
 * Whether the palette searches every organisation and user on the server: the session may open the screens that list
 * them all (the Organisations page and Edit User); others find their own organisation.
 */
export function searchesEveryone(session: Session, pages: RoutePages): boolean {
  return mayOpenPage(pages, '/admin/organisations', session) && mayOpenPage(pages, '/admin/users/edit/$id', session);
}

/** The areas in the order a role's palette lists them for an empty query: the role's home area first (SPEC 6). */
function areaRank(template: string, session: Session, pages: RoutePages): number {
  const area = template.startsWith('/admin') ? 'admin' : template.startsWith(org) ? 'organisation' : 'own';
  const order = roleHome(session, pages) === '/admin' ? ['admin', 'organisation', 'own'] : ['organisation', 'own'];
  return order.indexOf(area);
}

/**
 * Every screen the role may open, by its title, from the route tree's pages, the role's landing area first (a super
 * user's administration screens, an organisation admin's organisation): screens that need a record id (edit pages,
 * except an edit page's `new`) and redirects are left out; organisation screens are those of the session's
 * organisation; Account Summary is the user's own.
 */
export function screenEntries(
  pages: RoutePages,
  session: Session,
  t: Translate<'shell'>,
  facts: PaletteFacts = {},
): PaletteEntry[] {
  const entries: PaletteEntry[] = [];
  const rank = (page: RoutePage) => [areaRank(page.path, session, pages), page.meta.order ?? Infinity] as const;
  const sorted = [...pages.values()].sort((a, b) => {
    const [areaA, orderA] = rank(a);
    const [areaB, orderB] = rank(b);
    return areaA - areaB || orderA - orderB || (a.path < b.path ? -1 : 1);
  });
  for (const page of sorted) {
    const template = page.path;
    if (!mayOpen(page, session, facts)) continue;
    const params: Record<string, string> = {};
    let needsRecord = false;
    for (const [, name] of template.matchAll(/\$(\w*)/g)) {
      if (name === 'orgId' && session.organisation) params.orgId = session.organisation.organisationID;
      else if (name === 'userId' && session.user.userID) params.userId = session.user.userID;
      else if (name === 'id' && page.meta.createTitle) params.id = 'new';
      else needsRecord = true;
    }
    if (needsRecord) continue;
    const titleKey = pageTitle({ meta: page.meta, params });
    const title = t(titleKey);
    const parent = pageAbove(template, pages);
    const above = page.meta.section ?? parent?.meta.title;
    const organisationName = params.orgId ? session.organisation?.name : undefined;
    entries.push({
      id: `screen:${template}${params.id ? `:${params.id}` : ''}`,
      group: 'Screens',
      label: title,
      description: organisationName ?? (above && t(above)),
      link: crumbLink({ title: titleKey, to: template, ...(Object.keys(params).length ? { params } : {}) }),
      texts: [lower(title)],
    });
  }
  const server = mayOpenPage(pages, '/admin/deploymentserver/edit/$id', session)
    ? facts.adminSummary?.deploymentServerInstance
    : null;
  if (server) {
    // The one edit page without a list, as the Administration summary's Deployment Server card links to it.
    const title = t(pages.get('/admin/deploymentserver/edit/$id')?.meta.title ?? 'shell.route.editDeploymentServer');
    const at = entries.findIndex((found) => found.id === 'screen:/admin/integrationserver');
    entries.splice(at < 0 ? entries.length : at, 0, {
      id: 'screen:/admin/deploymentserver/edit/$id',
      group: 'Screens',
      label: title,
      description: server.name,
      link: editLinks.deploymentServer(server.deploymentServerInstanceID),
      texts: [lower(title), lower(server.name)],
    });
  }
  return entries;
}

/** The fewest characters a search of the server's organisations or users is sent for (shorter finds too many). */
export const SEARCH_MIN_LENGTH = 3;

/**
 * The text the palette asks the server for, for a query: its words as typed, but those that begin a word of a keyword
 * title ("init" of Initialise Organisation: the organisation's own words are searched); null when that is shorter
 * than SEARCH_MIN_LENGTH characters (the palette then says how many to type). `searchPalette` narrows the answer to
 * every word of the whole query.
 */
export function serverSearchOf(query: string, keywords: readonly string[]): string | null {
  const keywordWords = keywords.flatMap((keyword) => keyword.split(/\s+/));
  const text = lower(query)
    .split(/\s+/)
    .filter((word) => word !== '' && !keywordWords.some((keyword) => keyword.startsWith(word)))
    .join(' ');
  return text.length >= SEARCH_MIN_LENGTH ? text : null;
}

/**
 * Whether an answer of the user search shows that the server left the search out (the contract's search is
 * optional): more users than asked for, or a user without every word of the search in a name, email or id.
 */
export function searchLeftOut(users: readonly User[], search: string, limit: number): boolean {
  if (users.length > limit) return true;
  const words = search.split(/\s+/).filter(Boolean);
  return users.some((user) => {
    const texts = [user.shortName, user.fullName, user.email, user.userID].map(lower);
    return !words.every((word) => texts.some((text) => text.includes(word)));
  });
}

/** Every organisation of a filtered tree's answer (SPEC 7's search), each once, parents before their children. */
export function organisationsOfTree(nodes: readonly TreeNode[] | undefined): PaletteOrganisation[] {
  const found: PaletteOrganisation[] = [];
  const seen = new Set<string>();
  const visit = (node: TreeNode) => {
    if (!seen.has(node.id)) {
      seen.add(node.id);
      found.push(node.entity ?? { organisationID: node.id, organisationCode: node.nameSuffix ?? '', name: node.name });
    }
    for (const child of node.children ?? []) visit(child);
  };
  for (const node of nodes ?? []) visit(node);
  return found;
}

/**
 * Organisations by name, code or kapow: those the server found when the palette searches everyone (`searchesEveryone`),
 * else the session's own organisation when it holds that organisation's admin role.
 * For super users, each organisation not yet initialised also has its Initialise Organisation (a screen, found by
 * its title with the organisation's name or code), as the Organisations tree offers it (SPEC 2.4).
 */
export function organisationEntries(
  session: Session,
  all: readonly PaletteOrganisation[] | undefined,
  pages: RoutePages,
  t: Translate<'shell'>,
): PaletteEntry[] {
  const initialise = t(pages.get(`${org}/initialise`)?.meta.title ?? 'shell.route.initialiseOrganisation');
  if (searchesEveryone(session, pages)) {
    return (all ?? []).flatMap((organisation) => {
      const id = organisation.organisationID;
      if (!id || !mayOpenPage(pages, org, session, { orgId: id })) return [];
      const code = organisation.organisationCode ?? '';
      const texts = [lower(organisation.name), lower(code), lower(organisation.kapow)];
      const found: PaletteEntry[] = [
        {
          id: `organisation:${id}`,
          group: 'Organisations',
          label: organisation.name,
          description: [code, organisation.kapow ? t('shell.palette.kapow', { kapow: organisation.kapow }) : '']
            .filter(Boolean)
            .join(' · '),
          link: organisationLink(id),
          texts,
        },
      ];
      if (organisation.initialised === false) {
        found.push({
          id: `initialise:${id}`,
          group: 'Screens',
          label: initialise,
          description: [organisation.name, code].filter(Boolean).join(' · '),
          link: linkOptions({ to: '/organisation/$orgId/initialise', params: { orgId: id } }),
          texts: [lower(initialise), ...texts],
          keyword: lower(initialise),
        });
      }
      return found;
    });
  }
  const access = pages.get(org)?.meta.access;
  const own = access && holdsRole(access, session, ownParams(session)) ? session.organisation : null;
  if (!own) return [];
  return [
    {
      id: `organisation:${own.organisationID}`,
      group: 'Organisations',
      label: own.name,
      link: organisationLink(own.organisationID),
      texts: [lower(own.name)],
    },
  ];
}

/** Users by name, e-mail or id, to open on Edit User when the session may open it. */
export function userEntries(session: Session, users: readonly User[] | undefined, pages: RoutePages): PaletteEntry[] {
  if (!mayOpenPage(pages, '/admin/users/edit/$id', session)) return [];
  return (users ?? []).flatMap((user) => {
    if (!user.userID) return [];
    return [
      {
        id: `user:${user.userID}`,
        group: 'Users' as const,
        label: userName(user),
        description: user.email ?? undefined,
        link: editLinks.user(user.userID),
        texts: [lower(user.shortName), lower(user.fullName), lower(user.email), lower(user.userID)],
      },
    ];
  });
}

/** Any id opens Entity Lookup with that id, when the session may open it. One word, no spaces. */
export function lookupEntry(
  session: Session,
  query: string,
  t: Translate<'shell'>,
  pages: RoutePages,
): PaletteEntry | null {
  const id = query.trim();
  if (!mayOpenPage(pages, '/admin/entitylookup', session) || id === '' || /\s/.test(id)) return null;
  return {
    id: 'lookup',
    group: 'Lookup',
    label: t('shell.palette.lookUp', { id }),
    description: t('shell.route.entityLookup'),
    link: linkOptions({ to: '/admin/entitylookup', search: { q: id } }),
    texts: [],
  };
}

/**
 * How well an entry matches the query's words: -1 a text is the query (a whole code, among the codes it begins), 0 a
 * text starts with the query, 1 a word starts with it, 2 inside.
 */
function scoreOf(entry: PaletteEntry, query: string, words: readonly string[]): number | null {
  const { keyword } = entry;
  if (keyword !== undefined && !words.some((word) => keyword.includes(word))) return null;
  if (entry.texts.includes(query)) return -1;
  let best = 3;
  for (const word of words) {
    let found = false;
    for (const text of entry.texts) {
      const at = text.indexOf(word);
      if (at < 0) continue;
      found = true;
      if (best > 0 && text.startsWith(query)) best = 0;
      else if (best > 1 && (at === 0 || text[at - 1] === ' ')) best = 1;
      else if (best > 2) best = 2;
    }
    if (!found) return null;
  }
  return best;
}

/**
 * The entries matching a query (every word of it in one of an entry's texts, case-insensitive), best first, at
 * most `limit` per group, in the order Screens, Organisations, Users; an empty query lists the screens.
 */
export function searchPalette(index: readonly PaletteEntry[], query: string, limit: number): PaletteEntry[] {
  const normalised = lower(query);
  const words = normalised.split(/\s+/).filter(Boolean);
  const groups = new Map<PaletteGroup, { entry: PaletteEntry; score: number }[]>();
  for (const entry of index) {
    if (words.length === 0 && (entry.group !== 'Screens' || entry.keyword !== undefined)) continue;
    const score = words.length === 0 ? 0 : scoreOf(entry, normalised, words);
    if (score === null) continue;
    const found = groups.get(entry.group) ?? [];
    // Keep the list short while scanning: a full group only takes a better match.
    if (found.length >= limit && (found[found.length - 1]?.score ?? 0) <= score) continue;
    found.push({ entry, score });
    found.sort((a, b) => a.score - b.score);
    if (found.length > limit) found.pop();
    groups.set(entry.group, found);
  }
  const order: PaletteGroup[] = ['Screens', 'Organisations', 'Users'];
  return order.flatMap((group) => (groups.get(group) ?? []).map((found) => found.entry));
}
