import {
  notifyManager,
  type QueryClient,
  skipToken,
  useQuery,
  useQueryClient,
  type QueryFunction,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { DataGridView } from './data-grid-types';
import { FIRST_ROWS } from './use-first-rows';

/** What a grid's list call gives DataGrid (spread into it). */
export interface GridQueryProps<TData, TError> {
  rows: TData | undefined;
  /** The list's first records while `rows` loads (`firstRows`), which the grid shows read-only meanwhile. */
  previewRows: TData | undefined;
  loading: boolean;
  error: TError | null;
  /** The list is being loaded again (a Retry after a failed load shows it busy). */
  refreshing: boolean;
  /**
   * Loads the list again (the grid's Refresh, the OK of its Error modal, after a save); ends once the list loaded
   * again is on screen (a grid stays read-only until then after a save).
   */
  onRefresh: () => Promise<void>;
}

type ListOptions<TData, TError, TKey extends QueryKey> = UseQueryOptions<TData, TError, TData, TKey> & {
  queryKey: TKey;
};

/**
 * A call for a list's first records (at 100,000 the whole list takes seconds to arrive and be read): asked first
 * when the grid opens on the list's own order with no quick filter and the list is not loaded yet. A server that
 * answers more than asked has answered the whole list, which is then not asked for again.
 */
export interface GridFirstRows<TData, TError, TKey extends QueryKey> {
  query: (limit: number) => ListOptions<TData, TError, TKey>;
  /** The view the grid opens with (its `urlState`). */
  view: DataGridView;
}

const NO_FIRST_ROWS = ['grid-first-rows', 'none'] as const;
/** How long the list waits for its first rows before it is asked for anyway. */
export const FIRST_ROWS_WAIT_MS = 1000;

/**
 * Whether a grid opening on `view` asks for its list's first rows first (`GridFirstRows`): on the list's own order
 * with no quick filter, when the list is not loaded yet. A route's loader starts the call this names, as the grid does.
 */
export function opensOnFirstRows(
  queryClient: QueryClient,
  listKey: QueryKey,
  view: { q?: string | undefined; sort?: unknown },
): boolean {
  return !view.q && view.sort === undefined && queryClient.getQueryData(listKey) === undefined;
}

/**
 * A list screen's call, as DataGrid's `rows`, `loading`, `error` and `onRefresh`, from the call's query factory:
 * `<DataGrid {...useGridQuery(clientListQuery())} ... />`; with `firstRows`, the list's first records come first.
 */
export function useGridQuery<
  TData extends readonly unknown[],
  TError,
  TKey extends QueryKey,
  TFirstKey extends QueryKey = TKey,
>(
  options: ListOptions<TData, TError, TKey>,
  firstRows?: GridFirstRows<TData, TError, TFirstKey>,
): GridQueryProps<TData, TError> {
  const queryClient = useQueryClient();
  const { queryKey } = options;
  // Decided once, as the grid opens, with the list's key as it was then.
  const [first] = useState(() =>
    firstRows && opensOnFirstRows(queryClient, queryKey, firstRows.view) ? firstRows.query(FIRST_ROWS) : undefined,
  );
  // (Read, not watched: the list's own query below renders the grid again when its answer comes.)
  const listed = queryClient.getQueryData<TData>(queryKey) !== undefined;
  const firstAnswer = useQuery<TData, TError, TData, QueryKey>({
    queryKey: first?.queryKey ?? NO_FIRST_ROWS,
    queryFn: (first?.queryFn as QueryFunction<TData, QueryKey> | undefined) ?? skipToken,
    // Asked once per opening (a failure is not asked again: the list follows), until the list is here; never kept
    // for the next opening, which shows the list's rows as they are then.
    enabled: first !== undefined && !listed,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    retryOnMount: false,
  });
  // The list once its first rows are in (or could not be had), so that they are shown before the browser reads the
  // whole list; or once FIRST_ROWS_WAIT_MS have passed without them, so that a call without an answer delays little.
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (first === undefined) return;
    const timer = window.setTimeout(() => setWaited(true), FIRST_ROWS_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [first]);
  const handed = useRef(false);
  const listQueryFn = options.queryFn;
  const query = useQuery<TData, TError, TData, TKey>({
    ...options,
    enabled: first === undefined || firstAnswer.status !== 'pending' || waited,
    queryFn:
      first === undefined || typeof listQueryFn !== 'function'
        ? listQueryFn
        : (context) => {
            // More than asked is the whole list (a server without the limit): it is not asked for again.
            const answered = queryClient.getQueryData<TData>(first.queryKey);
            if (!handed.current && answered !== undefined && answered.length > FIRST_ROWS) {
              handed.current = true;
              return answered;
            }
            return listQueryFn(context);
          },
  });
  const firstRowsData = firstAnswer.data;
  return {
    rows: query.data,
    previewRows: query.data === undefined ? firstRowsData : undefined,
    loading: query.isPending,
    error: query.error,
    refreshing: query.isFetching,
    onRefresh: async () => {
      // The list alone (its key starts the keys of the same call with parameters: a search, its first rows).
      await queryClient.invalidateQueries({ queryKey, exact: true });
      // The answer reaches the screen in the query's next notification (queued, not yet rendered): end after it.
      await new Promise<void>((resolve) => notifyManager.schedule(resolve));
    },
  };
}
