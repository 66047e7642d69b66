import { parseMonth } from './statistics-month';
import {
  parseStatisticsSort,
  type SortDirection,
  type StatisticsSort,
  type StatisticsSortField,
} from './statistics-sort';

/** The statistics page's URL search params: the searched month (YYYY-MM) and the sort. */
export interface StatisticsSearch {
  month?: string;
  sort?: StatisticsSortField;
  dir?: SortDirection;
}

/**
 * Validates raw search params; a malformed month or sort is dropped. Every key is returned (undefined when absent
 * or malformed), because the router merges the result over the raw params.
 */
export function validateStatisticsSearch(raw: Record<string, unknown>): StatisticsSearch {
  const sort = parseStatisticsSort(raw.sort, raw.dir);
  return { month: parseMonth(raw.month), sort: sort?.field, dir: sort?.direction };
}

export function sortOfSearch(search: StatisticsSearch): StatisticsSort | null {
  return parseStatisticsSort(search.sort, search.dir);
}

/** The search with a new sort (null clears it). */
export function withStatisticsSort(search: StatisticsSearch, sort: StatisticsSort | null): StatisticsSearch {
  const { sort: _field, dir: _dir, ...rest } = search;
  void _field;
  void _dir;
  return sort ? { ...rest, sort: sort.field, dir: sort.direction } : rest;
}
