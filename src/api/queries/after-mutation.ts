import type { Query, QueryCache, QueryClient, QueryKey } from '@tanstack/react-query';

/** What a successful mutation makes of the cached calls it changed. */
export interface MutationEffects {
  /** Invalidated: marked stale, and fetched again where a screen shows them (the shell's organisation switcher). */
  refresh?: readonly QueryKey[];
  /**
   * Only marked stale, not fetched now: the lists a DataGrid shows, because the grid loads its rows again itself
   * after every save (`onRefresh`), so they are not fetched twice. Elsewhere they load on their next visit.
   */
  stale?: readonly QueryKey[];
  /**
   * Removed: a record's edit page, or a key prefix of several, loads afresh on its next visit. One still on screen (the
   * edit page that saved it, on its way back to the list) is removed when it leaves, so it is not fetched again now.
   */
  drop?: readonly QueryKey[];
}

/**
 * The cache update of a mutation, run as its `onSuccess` (so `mutateAsync` resolves after it): every mutation hook of
 * `src/api/queries/*` and `features/<area>/<area>-queries.ts` states its effects here, and screens write none.
 */
export async function afterMutation(
  queryClient: QueryClient,
  { refresh = [], stale = [], drop = [] }: MutationEffects,
) {
  await Promise.all([
    ...stale.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' })),
    ...refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
  const queryCache = queryClient.getQueryCache();
  for (const query of drop.flatMap((queryKey) => queryCache.findAll({ queryKey }))) {
    if (query.getObserversCount() === 0) queryCache.remove(query);
    else removeWhenUnobserved(queryCache, query);
  }
}

/**
 * Removed once no screen shows it. Removing it at once would make its screen, at its next render, build the query
 * afresh and fetch it (a suspending screen: show its fallback) while it is leaving.
 */
function removeWhenUnobserved(queryCache: QueryCache, query: Query) {
  const stop = queryCache.subscribe((event) => {
    if (event.query !== query) return;
    if (event.type === 'removed') stop();
    else if (event.type === 'observerRemoved' && query.getObserversCount() === 0) {
      stop();
      queryCache.remove(query);
    }
  });
}

/** Options a screen may add to a mutation hook (SECRET_MUTATION_OPTIONS: `{ gcTime: 0 }` when it carries a secret). */
export interface MutationExtras {
  gcTime?: number;
}

/** The ids a `{changes, deletes}` batch touched: its changed records' ids (new ones have none yet) and its deletes. */
export function savedIds<T>(
  body: { changes?: readonly T[] | null; deletes?: readonly string[] | null },
  idOf: (record: T) => string | null | undefined,
): string[] {
  const ids = (body.changes ?? []).map(idOf).filter((id): id is string => typeof id === 'string' && id !== '');
  return [...new Set([...ids, ...(body.deletes ?? [])])];
}
