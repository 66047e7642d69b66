import { linkOptions } from '@tanstack/react-router';
import type { AppLink } from './app-link';
import { editLinks } from './edit-links';
import type { RoutePages } from './route-meta';
import { searchText } from './search-text';
import { mayOpenPage, type Session } from './session';

/**
 * Cross-links between screens: a user's name links to the page of that user the signed-in role may open,
 * and records link to their history in the audit log.
 */

/**
 * The page of a user that the signed-in role may open (by the access the pages declare), or null: Edit User
 * (/admin/users/edit/{id}) for those who may open it (super users), else the user's Account Summary (/user/{id}) for
 * those who may open that (the user themself).
 */
export function userLinkFor(
  session: Session | null,
  userId: string | null | undefined,
  pages: RoutePages,
): AppLink | null {
  if (!session || !userId) return null;
  if (mayOpenPage(pages, '/admin/users/edit/$id', session)) return editLinks.user(userId);
  if (mayOpenPage(pages, '/user/$userId', session, { userId })) {
    return linkOptions({ to: '/user/$userId', params: { userId } });
  }
  return null;
}

/**
 * The audit log filtered to a user or an organisation (the filters live in the URL, src/features/audit-logs/audit-filters.ts). The
 * contract's audit filters match text against the user's and the organisation's names (docs/contract-decisions.md):
 * an audit entry's userName is the user's full name, so a user's history is filtered by fullName (shortName when
 * the full name is empty: `userName`, lib/user-name.ts). Null when there is no name to filter by (an unfiltered log is
 * not the user's history).
 */
export function auditLogLink(filter: { user?: string | null; organisation?: string | null }) {
  const user = searchText(filter.user);
  const organisation = searchText(filter.organisation);
  if (!user && !organisation) return null;
  return linkOptions({
    to: '/admin/auditlogs',
    search: { ...(user ? { user } : {}), ...(organisation ? { organisation } : {}) },
  });
}
