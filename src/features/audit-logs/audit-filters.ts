import type { components } from '#/api/schema.gen';
import type { MessageKey } from '#/lib/messages/catalogues';
import { searchText } from '#/lib/search-text';

export type AuditQuery = components['schemas']['AuditQuery'];

/**
 * The audit log view as URL search params (SPEC 2.4 "Audit Logs", SPEC 4 "Audit log"): the filters and the
 * zero-based page, so a filtered view can be shared and survives a reload. Absent = not filtered / page 0.
 */
export interface AuditSearch {
  /** Audit log types to include (sorted, distinct). */
  types?: number[];
  user?: string;
  organisation?: string;
  message?: string;
  /** Created from / to, ISO 8601 date-times. */
  from?: string;
  to?: string;
  /** Zero-based page number; absent for page 0. */
  page?: number;
}

export type AuditTextFilter = 'user' | 'organisation' | 'message';

function nonNegativeInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : undefined;
}

/** An ISO date-time, or undefined when the value is not a date. */
export function isoDateTime(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  // Only full dates (with a day) are accepted; Date.parse is lenient with bare numbers.
  if (!/^\d{4}-\d{2}-\d{2}/.test(value.trim())) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** Distinct, sorted type numbers from an array, a comma-separated text or a single number. */
export function auditTypesOf(value: unknown): number[] | undefined {
  const items: unknown[] = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',')
      : value === undefined || value === null
        ? []
        : [value];
  const types = new Set<number>();
  for (const item of items) {
    const type = nonNegativeInteger(typeof item === 'string' ? item.trim() : item);
    if (type !== undefined) types.add(type);
  }
  return types.size === 0 ? undefined : [...types].sort((a, b) => a - b);
}

/**
 * Validates raw search params: anything malformed is dropped (the view then shows unfiltered / page 1). Every key
 * is returned, undefined when absent or malformed, because the router merges the result over the raw params.
 */
export function validateAuditSearch(raw: Record<string, unknown>): AuditSearch {
  const page = nonNegativeInteger(raw.page);
  return {
    types: auditTypesOf(raw.types),
    user: searchText(raw.user),
    organisation: searchText(raw.organisation),
    message: searchText(raw.message),
    from: isoDateTime(raw.from),
    to: isoDateTime(raw.to),
    page: page !== undefined && page > 0 ? page : undefined,
  };
}

/** The body of `POST /api/auditlog/query`: unset filters are null; no types selected is null (not filtered). */
export function toAuditQuery(search: AuditSearch, pageSize: number): AuditQuery {
  return {
    dateTimeCreatedFrom: search.from ?? null,
    dateTimeCreatedTo: search.to ?? null,
    organisation: search.organisation ?? null,
    user: search.user ?? null,
    message: search.message ?? null,
    types: search.types && search.types.length > 0 ? [...search.types] : null,
    pageSize,
    pageNumber: search.page ?? 0,
  };
}

/**
 * Replaces one filter (SPEC 4: "Changing any filter re-queries with filters replaced; the page number is not reset
 * on filter change"). An empty value removes the filter.
 */
export function withAuditFilter<K extends Exclude<keyof AuditSearch, 'page'>>(
  search: AuditSearch,
  key: K,
  value: AuditSearch[K] | undefined,
): AuditSearch {
  const next: AuditSearch = { ...search };
  const given = typeof value === 'string' ? (searchText(value) as AuditSearch[K] | undefined) : value;
  if (given === undefined || (Array.isArray(given) && given.length === 0)) delete next[key];
  else next[key] = given;
  return next;
}

/** The page as a search param (page 0 is left out of the URL). */
export function withAuditPage(search: AuditSearch, page: number): AuditSearch {
  const next: AuditSearch = { ...search };
  if (page > 0) next.page = page;
  else delete next.page;
  return next;
}

/** The Created range problem (its message), or null: From (an ISO date-time) must not be after To. */
/**
 * The Created bounds as the pickers hold them (whole minutes): `from` at the start of its minute, `to` at its end, so
 * a shared link with seconds neither blocks Apply (both in the same minute) nor leaves out the rest of `to`'s minute.
 */
export function createdMinutes(
  from: string | undefined,
  to: string | undefined,
): { from: string | undefined; to: string | undefined } {
  const minute = (iso: string | undefined, end: boolean) => {
    const time = iso === undefined ? Number.NaN : Date.parse(iso);
    if (Number.isNaN(time)) return undefined;
    const start = Math.floor(time / 60_000) * 60_000;
    return new Date(end ? start + 59_999 : start).toISOString();
  };
  return { from: minute(from, false), to: minute(to, true) };
}

export function createdRangeProblem(from: string | undefined, to: string | undefined): MessageKey<'auditLogs'> | null {
  if (from && to && Date.parse(from) > Date.parse(to)) return 'auditLogs.createdFilter.fromAfterTo';
  return null;
}
