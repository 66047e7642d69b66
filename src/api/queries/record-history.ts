import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, dataOf } from '#/api/client';
import type { AuditSubjectType, components } from '#/api/schema.gen';

/** One entry of a record's history: who, when, the message, and the fields it changed. */
export type HistoryEntry = components['schemas']['AuditLogEntry'];

/** One field an entry changed (a write-only one `replaced`, without its values). */
export type HistoryChange = components['schemas']['AuditChange'];

/**
 * Which of the three reads of a record's history the page may make: a super user's (any record), an organisation
 * admin's (the organisation's own records) or the user's own (My Account).
 */
export type HistorySource =
  { kind: 'admin' } | { kind: 'organisation'; orgId: string } | { kind: 'user'; userId: string };

/**
 * The record a history is about: its kind (the contract's schema name, `AuditSubjectType`'s text, so a page names it
 * without bringing the generated enums into its cold open) and id.
 */
export interface HistorySubject {
  type: `${AuditSubjectType}`;
  id: string;
}

/** What the history is narrowed to: entries that changed `field`, entries by a user whose name or id holds `user`. */
export interface HistoryFilters {
  field?: string;
  user?: string;
}

/** Entries asked for at a time: a page shorter than this is the last one (the contract's rule). */
export const HISTORY_PAGE_SIZE = 50;

/** The query's filters as sent: an empty filter is no filter. */
function sentFilters({ field, user }: HistoryFilters): HistoryFilters {
  const trimmed = user?.trim();
  return { ...(field ? { field } : {}), ...(trimmed ? { user: trimmed } : {}) };
}

/** One page of the history, read by the operation the source allows. */
async function historyPage(
  source: HistorySource,
  subject: HistorySubject,
  filters: HistoryFilters,
  pageNumber: number,
  signal: AbortSignal,
): Promise<HistoryEntry[]> {
  const query = { pageSize: HISTORY_PAGE_SIZE, pageNumber, ...filters };
  const type = subject.type as AuditSubjectType;
  switch (source.kind) {
    case 'admin':
      return dataOf(
        await api.GET('/api/auditlog/history/{type}/{id}', {
          params: { path: { type, id: subject.id }, query },
          signal,
        }),
      );
    case 'organisation':
      return dataOf(
        await api.GET('/api/organisation/{orgId}/history/{type}/{id}', {
          params: { path: { orgId: source.orgId, type, id: subject.id }, query },
          signal,
        }),
      );
    case 'user':
      return dataOf(
        await api.GET('/api/User/history/{userId}', { params: { path: { userId: source.userId }, query }, signal }),
      );
  }
}

/** The path of the source's operation, which begins the query's key (as `$api`'s keys do). */
function historyPath(source: HistorySource): string {
  switch (source.kind) {
    case 'admin':
      return '/api/auditlog/history/{type}/{id}';
    case 'organisation':
      return '/api/organisation/{orgId}/history/{type}/{id}';
    case 'user':
      return '/api/User/history/{userId}';
  }
}

/**
 * A record's history page by page, newest first (listRecordHistory, listOrganisationRecordHistory or listUserHistory
 * by `source`), for `useInfiniteQuery`: the next page is asked for only while the last one was full.
 */
export function recordHistoryQuery(source: HistorySource, subject: HistorySubject, filters: HistoryFilters = {}) {
  const sent = sentFilters(filters);
  return infiniteQueryOptions({
    queryKey: ['get', historyPath(source), { source, subject, ...sent }] as const,
    queryFn: ({ pageParam, signal }) => historyPage(source, subject, sent, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: HistoryEntry[], _pages, lastPageNumber: number) =>
      lastPage.length < HISTORY_PAGE_SIZE ? undefined : lastPageNumber + 1,
    // A server that keeps no history (501) will not keep one on a second try.
    retry: false,
  });
}
