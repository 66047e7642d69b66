import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_ROWS } from './use-first-rows';
import { FIRST_ROWS_WAIT_MS, useGridQuery } from './use-grid-query';

function setup(answers: (() => Promise<string[]>)[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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

/** A list of `count` rows, its first rows call, and the order the calls were made in. */
function setupFirstRows({
  count = 200,
  view = { q: '', sort: undefined },
  firstRows = (limit: number): Promise<string[]> => Promise.resolve(rowsOf(count).slice(0, limit)),
  cached = false,
  listFailsFirst = false,
}: {
  count?: number;
  view?: { q: string; sort: { id: string; desc: boolean } | undefined };
  firstRows?: (limit: number) => Promise<string[]>;
  cached?: boolean;
  /** The list's first call fails. */
  listFailsFirst?: boolean;
} = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (cached) queryClient.setQueryData(['list'], ['cached']);
  const calls: string[] = [];
  let answerList: (rows: string[]) => void = () => undefined;
  const list = {
    queryKey: ['list'] as const,
    queryFn: () => {
      calls.push('list');
      if (listFailsFirst && calls.filter((call) => call === 'list').length === 1) {
        return Promise.reject(new Error('down'));
      }
      return new Promise<string[]>((resolve) => (answerList = resolve));
    },
  };
  const first = vi.fn((limit: number) => ({
    queryKey: ['list', { limit }] as const,
    queryFn: () => {
      calls.push(`first ${limit}`);
      return firstRows(limit);
    },
  }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useGridQuery(list, { query: first, view }), { wrapper });
  return { ...hook, calls, answerList: (rows: string[]) => act(() => answerList(rows)), queryClient };
}

const rowsOf = (count: number) => Array.from({ length: count }, (_, at) => `row ${at}`);

describe('useGridQuery with first rows', () => {
  it("asks for the list's first rows, gives them while the list loads, and asks for the list once they are in", async () => {
    const { result, calls, answerList } = setupFirstRows();
    expect(calls).toEqual([`first ${FIRST_ROWS}`]);
    await waitFor(() => expect(result.current.previewRows).toEqual(rowsOf(FIRST_ROWS)));
    expect(result.current).toMatchObject({ rows: undefined, loading: true, error: null });
    await waitFor(() => expect(calls).toEqual([`first ${FIRST_ROWS}`, 'list']));
    answerList(rowsOf(200));
    await waitFor(() => expect(result.current.rows).toEqual(rowsOf(200)));
    expect(result.current.previewRows).toBeUndefined();
    expect(result.current.loading).toBe(false);
  });

  it('takes an answer of more rows than asked as the whole list (a server without the limit), and asks no more', async () => {
    const { result, calls } = setupFirstRows({ firstRows: () => Promise.resolve(rowsOf(200)) });
    await waitFor(() => expect(result.current.rows).toEqual(rowsOf(200)));
    expect(result.current.loading).toBe(false);
    expect(calls).toEqual([`first ${FIRST_ROWS}`]);
  });

  it('asks for the list anyway when its first rows have not come within FIRST_ROWS_WAIT_MS', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { result, calls, answerList } = setupFirstRows({
        firstRows: () => new Promise<string[]>(() => undefined),
      });
      act(() => vi.advanceTimersByTime(FIRST_ROWS_WAIT_MS - 1));
      expect(calls).toEqual([`first ${FIRST_ROWS}`]);
      act(() => vi.advanceTimersByTime(1));
      await waitFor(() => expect(calls).toEqual([`first ${FIRST_ROWS}`, 'list']));
      answerList(['a']);
      await waitFor(() => expect(result.current.rows).toEqual(['a']));
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the list when its first rows fail, and gives no error for them', async () => {
    const { result, calls, answerList } = setupFirstRows({ firstRows: () => Promise.reject(new Error('down')) });
    await waitFor(() => expect(calls).toEqual([`first ${FIRST_ROWS}`, 'list']));
    expect(result.current).toMatchObject({ rows: undefined, previewRows: undefined, error: null, loading: true });
    answerList(['a']);
    await waitFor(() => expect(result.current.rows).toEqual(['a']));
  });

  it('asks for the list alone on a view of its own (a quick filter, a sort) or when the list is loaded', async () => {
    for (const options of [
      { view: { q: 'till', sort: undefined } },
      { view: { q: '', sort: { id: 'name', desc: false } } },
      { cached: true },
    ]) {
      const { calls, unmount } = setupFirstRows(options);
      await waitFor(() => expect(calls).toEqual(['list']));
      unmount();
    }
  });

  it('refreshes the list alone after a failed load, not its first rows, and shows them no more', async () => {
    const { result, calls, answerList } = setupFirstRows({ listFailsFirst: true });
    await waitFor(() => expect(result.current.error).toEqual(new Error('down')));
    expect(result.current.previewRows).toBeUndefined();
    const refreshed = result.current.onRefresh();
    answerList(['a', 'b']);
    await act(() => refreshed);
    expect(result.current.rows).toEqual(['a', 'b']);
    expect(calls).toEqual([`first ${FIRST_ROWS}`, 'list', 'list']);
  });

  it("never takes a late first rows' answer as the list: a refresh asks for the list", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let answerFirst: (rows: string[]) => void = () => undefined;
      const { result, calls, answerList } = setupFirstRows({
        firstRows: () => new Promise<string[]>((resolve) => (answerFirst = resolve)),
      });
      act(() => vi.advanceTimersByTime(FIRST_ROWS_WAIT_MS));
      await waitFor(() => expect(calls).toEqual([`first ${FIRST_ROWS}`, 'list']));
      answerList(['a']);
      await waitFor(() => expect(result.current.rows).toEqual(['a']));
      // A server without the limit: its answer to the first rows' call is the whole list, late.
      act(() => answerFirst(rowsOf(200)));
      const refreshed = result.current.onRefresh();
      answerList(['a', 'b']);
      await act(() => refreshed);
      expect(result.current.rows).toEqual(['a', 'b']);
      expect(calls).toEqual([`first ${FIRST_ROWS}`, 'list', 'list']);
    } finally {
      vi.useRealTimers();
    }
  });
});
