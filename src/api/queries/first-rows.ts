import { skipToken, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The cache entry of a list call's first rows: the first batch of a long answer read as it arrives
 * (json-array-stream.ts), which the grid shows read-only while the rest still reads (`useGridQuery`). The list's own
 * query still resolves once, with the whole list.
 */
export const firstRowsKey = (queryKey: QueryKey) => [...queryKey, 'first rows'] as const;

/**
 * A list call's first rows, for its query function: `show` publishes them, `drop` removes what an earlier load showed
 * (at each load's start, and when it fails, so a failed list shows its error, not rows of an answer that broke off).
 */
export function firstRowsOf<T>(client: QueryClient, queryKey: QueryKey) {
  const key = firstRowsKey(queryKey);
  return {
    show: (rows: T) => void client.setQueryData(key, rows),
    drop: () => client.removeQueries({ queryKey: key, exact: true }),
  };
}

/** The first rows its query function published for the call of `queryKey`, while `pending` (read from the cache only). */
export function useFirstRows<T>(queryKey: QueryKey, pending: boolean): T | undefined {
  const firstRows = useQuery<T>({ queryKey: firstRowsKey(queryKey), queryFn: skipToken });
  return pending ? firstRows.data : undefined;
}
