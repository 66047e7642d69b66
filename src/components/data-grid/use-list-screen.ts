import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { AppLink } from '#/lib/app-link';
import type { DataGridColumn, DataGridUrlState } from './data-grid-types';
import { useEditRedirect } from './use-edit-redirect';
import { useGridQuery, type GridQueryProps } from './use-grid-query';
import { useGridSearch } from './use-grid-search';

interface ListScreenOptions<R, TData, TError, TKey extends QueryKey> {
  /** The list call (its query factory's options). */
  query: UseQueryOptions<TData, TError, TData, TKey> & { queryKey: TKey };
  /** The grid's columns (`useDescribedColumns`): they also give the rows' type. */
  columns: DataGridColumn<R>[];
  /** The edit page of a row (SPEC 2.3's edit redirect), when the list has one. */
  editLink?: (id: string) => AppLink;
}

/** What a list screen spreads into DataGrid: the list call, the URL's view, the columns, the edit redirect. */
export interface ListScreenProps<R, TData, TError> extends GridQueryProps<TData, TError> {
  urlState: DataGridUrlState;
  columns: DataGridColumn<R>[];
  editRedirect?: (id: string) => void;
}

/**
 * The set-up every list screen repeats, once (docs/data-grid.md):
 * `<DataGrid {...useListScreen({ query, columns, editLink })} ... />`, with the screen's own props (title, ids,
 * rights, rules, the save) beside it.
 */
export function useListScreen<R, TData, TError, TKey extends QueryKey>({
  query,
  columns,
  editLink,
}: ListScreenOptions<R, TData, TError, TKey>): ListScreenProps<R, TData, TError> {
  const urlState = useGridSearch();
  const editRedirect = useEditRedirect(editLink);
  const list = useGridQuery(query);
  return { ...list, urlState, columns, editRedirect };
}
