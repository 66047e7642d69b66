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
  const [{ first, listKey }] = useState(() => ({
    first:
      firstRows && opensOnFirstRows(queryClient, queryKey, firstRows.view) ? firstRows.query(FIRST_ROWS) : undefined,
    listKey: queryKey,
  }));
  // (Read, not watched: the list's own query below renders the grid again when its answer comes.)
  const listed = queryClient.getQueryData<TData>(queryKey) !== undefined;
  const firstAnswer = useQuery<TData, TError, TData, QueryKey>({
    queryKey: first?.queryKey ?? NO_FIRST_ROWS,
    queryFn: (first?.queryFn as QueryFunction<TData, QueryKey> | undefined) ?? skipToken,
    // Asked once per opening (a failure is not asked again: the list follows), until the list is here; removed
    // then (below), so that no opening shows another's.
    enabled: first !== undefined && !listed,
    staleTime: Infinity,
    retry: false,
    retryOnMount: false,
  });
  // The list once the frame that shows its first rows has been painted (reading the whole list would hold that frame
  // up) or they could not be had; or once FIRST_ROWS_WAIT_MS have passed without them, so a call without an answer
  // delays the list by that, not by its time limit.
  const [ready, setReady] = useState(first === undefined);
  const firstStatus = firstAnswer.status;
  useEffect(() => {
    if (ready) return;
    if (firstStatus === 'pending') {
      const timer = window.setTimeout(() => setReady(true), FIRST_ROWS_WAIT_MS);
      return () => window.clearTimeout(timer);
    }
    let task = 0;
    const frame = window.requestAnimationFrame(() => {
      task = window.setTimeout(() => setReady(true));
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(task);
    };
  }, [ready, firstStatus]);
  // Only the list's first call of this opening may take the first rows' answer as the list.
  const listCalled = useRef(false);
  const listQueryFn = options.queryFn;
  const callerEnabled = options.enabled ?? true;
  const query = useQuery<TData, TError, TData, TKey>({
    ...options,
    enabled: typeof callerEnabled === 'function' ? (q) => ready && callerEnabled(q) : ready && callerEnabled,
    queryFn:
      first === undefined || typeof listQueryFn !== 'function'
        ? listQueryFn
        : (context) => {
            const firstCall = !listCalled.current;
            listCalled.current = true;
            // More than asked is the whole list (a server without the limit): it is not asked for again.
            const answered = queryClient.getQueryData<TData>(first.queryKey);
            if (firstCall && answered !== undefined && answered.length > FIRST_ROWS) return answered;
            return listQueryFn(context);
          },
  });
  const firstRowsData = firstAnswer.data;
  const listData = query.data;
  useEffect(() => {
    if (first === undefined) return;
    if (listData !== undefined) {
      // The list is here: its first rows' call (still reading a whole list, on a server without the limit) is done.
      void queryClient.cancelQueries({ queryKey: first.queryKey, exact: true });
      queryClient.removeQueries({ queryKey: first.queryKey, exact: true });
    } else if (
      firstRowsData !== undefined &&
      firstRowsData.length > FIRST_ROWS &&
      queryClient.isFetching({ queryKey: listKey, exact: true }) > 0
    ) {
      // A whole list as the first rows' answer, after the list's own call began (it waited too long): that call stops.
      // (Before it begins, the call itself takes the answer.)
      void queryClient.cancelQueries({ queryKey: listKey, exact: true }).then(() => {
        if (queryClient.getQueryData(listKey) === undefined) queryClient.setQueryData<TData>(listKey, firstRowsData);
      });
    }
  }, [first, listData, firstRowsData, queryClient, listKey]);
  return {
    rows: query.data,
    // While the list loads; not once it failed (the grid shows the failure).
    previewRows: query.status === 'pending' ? firstRowsData : undefined,
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
