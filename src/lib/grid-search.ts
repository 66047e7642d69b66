/**
 * A grid's view in the URL: the quick filter (`q`) and the sort (`order`, a column id and a
 * direction: `shortName.asc`, `shortName.desc`; not `sort`, which the statistics page uses with other values). Every grid route validates its search with `validateGridSearch`,
 * so a reload or a shared link opens the grid filtered and sorted as it was.
 */
import type { GridSort } from './grid-view';

export interface GridSearch {
  q?: string;
  order?: string;
}

/** Longest quick filter kept from a URL (a filter is typed; a longer value is cut). */
export const GRID_QUERY_MAX = 200;

const SORT_PATTERN = /^([A-Za-z_$][\w$]*)\.(asc|desc)$/;

/** The sort an `order` search value names; undefined when it is absent or malformed. */
export function parseGridSort(value: unknown): GridSort | undefined {
  if (typeof value !== 'string') return undefined;
  const match = SORT_PATTERN.exec(value);
  if (!match?.[1]) return undefined;
  return { id: match[1], desc: match[2] === 'desc' };
}

/** The `order` search value of a sort (undefined for none). */
export function formatGridSort(sort: GridSort | undefined): string | undefined {
  return sort ? `${sort.id}.${sort.desc ? 'desc' : 'asc'}` : undefined;
}

/**
 * Validates raw search params: a blank or non-text `q` and a malformed `order` are dropped. Both keys are returned
 * (undefined when absent), because the router merges the result over the raw params.
 */
export function validateGridSearch(raw: Record<string, unknown>): GridSearch {
  const q = typeof raw.q === 'number' ? String(raw.q) : raw.q;
  const query = typeof q === 'string' && q.trim() !== '' ? q.slice(0, GRID_QUERY_MAX) : undefined;
  return { q: query, order: formatGridSort(parseGridSort(raw.order)) };
}

/** The search with a new quick filter and/or sort (a blank filter or no sort removes the key). */
export function withGridView<S extends GridSearch>(search: S, view: { q?: string; sort?: GridSort | undefined }): S {
  const next: S = { ...search };
  if ('q' in view) next.q = view.q?.trim() ? view.q : undefined;
  if ('sort' in view) next.order = formatGridSort(view.sort);
  return next;
}
