import { linkOptions } from '@tanstack/react-router';
import type { components } from '../api/schema.gen';
import type { AppLink } from './app-link';
import { crumbLink, routeTitles } from './breadcrumbs';
import { editLinks } from './edit-links';
import { organisationLink } from './entity-links';
import { canAdministerOrganisation, type Session } from './session';

type Organisation = components['schemas']['Organisation'];
type User = components['schemas']['User'];

/**
 * The command palette's index and matching (issue 16): pure, so that typing stays fast with 20,000 organisations.
 * The index is built once per data change (lower-cased texts prepared); a search is one pass over it.
 */
export type PaletteGroup = 'Screens' | 'Organisations' | 'Users' | 'Lookup';

export interface PaletteEntry {
  id: string;
  group: PaletteGroup;
  label: string;
  description?: string;
  link: AppLink;
  /** The lower-cased texts a query is matched against (title; name, code, kapow; name, e-mail). */
  texts: readonly string[];
}

const lower = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();

/** Templates of the signed-in area the palette offers, by guard (src/app/guards.ts, the routes' beforeLoad). */
function mayOpen(template: string, session: Session): boolean {
  if (template.startsWith('/admin')) return session.isSuperUser;
  if (template.startsWith('/organisation/$orgId')) {
    const orgId = session.organisation?.organisationID;
    return orgId !== undefined && canAdministerOrganisation(session, orgId);
  }
  return ['/user/$userId', '/profile', '/changeprofilepassword'].includes(template);
}

/**
 * Every screen the role may open, by its title (the breadcrumb table, src/lib/breadcrumbs.ts): screens that need a
 * record id (edit pages) and redirects are left out; organisation screens are those of the session's organisation;
 * Account Summary is the user's own.
 */
export function screenEntries(session: Session): PaletteEntry[] {
  const entries: PaletteEntry[] = [];
  for (const [template, entry] of Object.entries(routeTitles)) {
    if (entry.noPage || !mayOpen(template, session)) continue;
    const params: Record<string, string> = {};
    let needsRecord = false;
    for (const [, name] of template.matchAll(/\$(\w+)/g)) {
      if (name === 'orgId' && session.organisation) params.orgId = session.organisation.organisationID;
      else if (name === 'userId' && session.user.userID) params.userId = session.user.userID;
      else needsRecord = true;
    }
    if (needsRecord) continue;
    const parent = entry.parent ? routeTitles[entry.parent]?.title : undefined;
    const organisationName = params.orgId ? session.organisation?.name : undefined;
    entries.push({
      id: `screen:${template}`,
      group: 'Screens',
      label: entry.title,
      description: organisationName ?? parent,
      link: crumbLink({ title: entry.title, to: template, ...(Object.keys(params).length ? { params } : {}) }),
      texts: [lower(entry.title)],
    });
  }
  return entries;
}

/** Organisations by name, code or kapow: all of them for super users, their own for organisation admins. */
export function organisationEntries(session: Session, all: readonly Organisation[] | undefined): PaletteEntry[] {
  if (session.isSuperUser) {
    return (all ?? []).flatMap((organisation) => {
      const id = organisation.organisationID;
      if (!id) return [];
      const code = organisation.organisationCode ?? '';
      return [
        {
          id: `organisation:${id}`,
          group: 'Organisations' as const,
          label: organisation.name,
          description: [code, organisation.kapow ? `Kapow ${organisation.kapow}` : ''].filter(Boolean).join(' · '),
          link: organisationLink(id),
          texts: [lower(organisation.name), lower(code), lower(organisation.kapow)],
        },
      ];
    });
  }
  const own = session.isOrgAdmin ? session.organisation : null;
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

/** Users by name or e-mail (super users; Edit User). */
export function userEntries(session: Session, users: readonly User[] | undefined): PaletteEntry[] {
  if (!session.isSuperUser) return [];
  return (users ?? []).flatMap((user) => {
    if (!user.userID) return [];
    return [
      {
        id: `user:${user.userID}`,
        group: 'Users' as const,
        label: user.fullName?.trim() || user.shortName,
        description: user.email ?? undefined,
        link: editLinks.user(user.userID),
        texts: [lower(user.shortName), lower(user.fullName), lower(user.email)],
      },
    ];
  });
}

/** Any id opens Entity Lookup with that id (super users: Entity Lookup is theirs). One word, no spaces. */
export function lookupEntry(session: Session, query: string): PaletteEntry | null {
  const id = query.trim();
  if (!session.isSuperUser || id === '' || /\s/.test(id)) return null;
  return {
    id: 'lookup',
    group: 'Lookup',
    label: `Look up ${id}`,
    description: 'Entity Lookup',
    link: linkOptions({ to: '/admin/entitylookup', search: { q: id } }),
    texts: [],
  };
}

/** How well an entry matches the query's words: 0 a text starts with the query, 1 a word starts with it, 2 inside. */
function scoreOf(entry: PaletteEntry, query: string, words: readonly string[]): number | null {
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
    if (words.length === 0 && entry.group !== 'Screens') continue;
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
