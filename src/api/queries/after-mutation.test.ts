import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { afterMutation, savedIds } from './after-mutation';

/** A client holding `keys`, each with data, and an observed (on screen) copy of those in `observed`. */
function cacheWith(keys: string[][], observed: string[][] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const fetches = new Map<string, number>();
  const queryFn = (key: readonly unknown[]) => () => {
    const name = key.join('/');
    fetches.set(name, (fetches.get(name) ?? 0) + 1);
    return Promise.resolve(name);
  };
  for (const key of keys) queryClient.setQueryData(key, 'cached');
  const observers = observed.map((key) => {
    const observer = new QueryObserver(queryClient, { queryKey: key, queryFn: queryFn(key) });
    return observer.subscribe(vi.fn());
  });
  // Every later fetch goes through queryFn.
  for (const key of keys) queryClient.setQueryDefaults(key, { queryFn: queryFn(key) });
  return { queryClient, fetches, unsubscribe: () => observers.forEach((stop) => stop()) };
}

describe('afterMutation', () => {
  it('refresh: invalidates, and fetches again what is on screen', async () => {
    const { queryClient, fetches, unsubscribe } = cacheWith([['shown'], ['hidden']], [['shown']]);
    await afterMutation(queryClient, { refresh: [['shown'], ['hidden']] });
    expect(queryClient.getQueryState(['hidden'])?.isInvalidated).toBe(true);
    expect(fetches.get('shown')).toBe(1);
    expect(fetches.get('hidden')).toBeUndefined();
    unsubscribe();
  });

  it('stale: marks a list stale without fetching it, even on screen (the grid reloads it itself)', async () => {
    const { queryClient, fetches, unsubscribe } = cacheWith([['list']], [['list']]);
    await afterMutation(queryClient, { stale: [['list']] });
    expect(queryClient.getQueryState(['list'])?.isInvalidated).toBe(true);
    expect(fetches.get('list')).toBeUndefined();
    unsubscribe();
  });

  it('drop: removes the records (a key prefix removes every record under it)', async () => {
    const { queryClient } = cacheWith([['item', '1'], ['item', '2'], ['other']]);
    await afterMutation(queryClient, { drop: [['item']] });
    expect(queryClient.getQueryData(['item', '1'])).toBeUndefined();
    expect(queryClient.getQueryData(['item', '2'])).toBeUndefined();
    expect(queryClient.getQueryData(['other'])).toBe('cached');
  });
});

describe('savedIds', () => {
  it("lists the changed records' ids and the deletes once each; new records (no id yet) add none", () => {
    const body = { changes: [{ id: 'a' }, { id: undefined }, { id: '' }, { id: 'b' }], deletes: ['b', 'c'] };
    expect(savedIds(body, (record) => record.id)).toEqual(['a', 'b', 'c']);
    expect(savedIds({}, (record: { id: string }) => record.id)).toEqual([]);
  });
});
