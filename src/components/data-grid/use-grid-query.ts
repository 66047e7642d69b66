import { notifyManager, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useFirstRows } from '#/api/queries/first-rows';

/** What a grid's list call gives DataGrid (spread into it). */
export interface GridQueryProps<TData, TError> {
  rows: TData | undefined;
  loading: boolean;
  /**
   * `rows` are the list's first rows while the rest still reads (a long answer's first batch, published by its query
   * function: first-rows.ts): shown read-only and busy, never edited, selected, sorted for good or exported.
   */
  partial: boolean;
  error: TError | null;
  /** The list is being loaded again (a Retry after a failed load shows it busy). */
  refreshing: boolean;
  /**
   * Loads the list again (the grid's Refresh, the OK of its Error modal, after a save); ends once the list loaded
   * again is on screen (a grid stays read-only until then after a save).
   */
  onRefresh: () => Promise<void>;
}

/**
 * A list screen's call, as DataGrid's `rows`, `loading`, `error` and `onRefresh`, from the call's query factory:
 * `<DataGrid {...useGridQuery(clientListQuery())} ... />`.
 */
export function useGridQuery<TData, TError, TKey extends QueryKey>(
  options: UseQueryOptions<TData, TError, TData, TKey> & { queryKey: TKey },
): GridQueryProps<TData, TError> {
  const queryClient = useQueryClient();
  const query = useQuery(options);
  const { queryKey } = options;
  const firstRows = useFirstRows<TData>(queryKey, query.data === undefined && query.isPending);
  const partial = firstRows !== undefined;
  return {
    rows: query.data ?? firstRows,
    loading: query.isPending,
    partial,
    error: query.error,
    refreshing: query.isFetching,
    onRefresh: async () => {
      await queryClient.invalidateQueries({ queryKey });
      // The answer reaches the screen in the query's next notification (queued, not yet rendered): end after it.
      await new Promise<void>((resolve) => notifyManager.schedule(resolve));
    },
  };
}
