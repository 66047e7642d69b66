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

  it('drop: a record on screen is not fetched again while its screen leaves, and is removed when it has left', async () => {
    const { queryClient, fetches } = cacheWith([['item', '1']]);
    const queryFn = () => {
      fetches.set('item/1', (fetches.get('item/1') ?? 0) + 1);
      return Promise.resolve('fetched');
    };
    const observer = new QueryObserver(queryClient, { queryKey: ['item', '1'], queryFn });
    const stop = observer.subscribe(vi.fn());
    await afterMutation(queryClient, { drop: [['item']] });
    // The screen renders again (its save's notice, the mutation's reset) before the navigation unmounts it.
    observer.setOptions({ queryKey: ['item', '1'], queryFn });
    expect(fetches.get('item/1')).toBeUndefined();
    expect(observer.getCurrentResult().data).toBe('cached');
    stop();
    expect(queryClient.getQueryCache().find({ queryKey: ['item', '1'] })).toBeUndefined();
    // The next visit loads it afresh.
    await expect(queryClient.fetchQuery({ queryKey: ['item', '1'], queryFn })).resolves.toBe('fetched');
    expect(fetches.get('item/1')).toBe(1);
  });
});

describe('savedIds', () => {
  it("lists the changed records' ids and the deletes once each; new records (no id yet) add none", () => {
    const body = { changes: [{ id: 'a' }, { id: undefined }, { id: '' }, { id: 'b' }], deletes: ['b', 'c'] };
    expect(savedIds(body, (record) => record.id)).toEqual(['a', 'b', 'c']);
    expect(savedIds({}, (record: { id: string }) => record.id)).toEqual([]);
  });
});
