import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { firstRowsOf } from '#/api/queries/first-rows';
import { useGridQuery } from './use-grid-query';

function setup(
  answers: (() => Promise<string[]>)[],
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  let calls = 0;
  const options = {
    queryKey: ['grid-list'] as const,
    queryFn: () => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      if (!answer) throw new Error('no answer');
      return answer();
    },
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useGridQuery(options), { wrapper });
  return { ...view, calls: () => calls };
}

describe('useGridQuery', () => {
  it("gives the list's first rows as partial while the rest reads, then the whole list", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answer: (rows: string[]) => void = () => undefined;
    const { result } = setup(
      [
        () => {
          firstRowsOf<string[]>(queryClient, ['grid-list']).show(['a']);
          return new Promise<string[]>((resolve) => (answer = resolve));
        },
      ],
      queryClient,
    );
    await waitFor(() => expect(result.current).toMatchObject({ rows: ['a'], loading: true, partial: true }));
    act(() => answer(['a', 'b']));
    await waitFor(() => expect(result.current).toMatchObject({ rows: ['a', 'b'], loading: false, partial: false }));
  });

  it('gives no first rows once the load failed (the query function drops them)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const failure = new Error('cut short');
    const { result } = setup(
      [
        () => {
          const firstRows = firstRowsOf<string[]>(queryClient, ['grid-list']);
          firstRows.show(['a']);
          firstRows.drop();
          return Promise.reject(failure);
        },
      ],
      queryClient,
    );
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(result.current).toMatchObject({ rows: undefined, partial: false });
  });

  it('gives the grid its rows, loading until the answer, and a refresh that calls again', async () => {
    const { result, calls } = setup([() => Promise.resolve(['a']), () => Promise.resolve(['a', 'b'])]);
    expect(result.current).toMatchObject({ rows: undefined, loading: true, error: null });
    await waitFor(() => expect(result.current.rows).toEqual(['a']));
    expect(result.current.loading).toBe(false);
    act(() => void result.current.onRefresh());
    await waitFor(() => expect(result.current.rows).toEqual(['a', 'b']));
    expect(calls()).toBe(2);
  });

  it('ends a refresh only once the list loaded again is what it gives the grid (which waits for it after a save)', async () => {
    const { result } = setup([() => Promise.resolve(['a']), () => Promise.resolve(['a', 'b'])]);
    await waitFor(() => expect(result.current.rows).toEqual(['a']));
    // Rendered as the browser does, outside act(), which would hold every render until the refresh has ended.
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await result.current.onRefresh();
      expect(result.current.rows).toEqual(['a', 'b']);
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('gives a failed call as the error, and the refresh tries again (refreshing meanwhile)', async () => {
    const failure = new Error('down');
    let answer: (rows: string[]) => void = () => undefined;
    const { result } = setup([
      () => Promise.reject(failure),
      () => new Promise<string[]>((resolve) => (answer = resolve)),
    ]);
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(result.current.rows).toBeUndefined();
    expect(result.current.refreshing).toBe(false);
    act(() => void result.current.onRefresh());
    await waitFor(() => expect(result.current.refreshing).toBe(true));
    act(() => answer(['back']));
    await waitFor(() => expect(result.current.rows).toEqual(['back']));
    expect(result.current.error).toBeNull();
    expect(result.current.refreshing).toBe(false);
  });
});
