import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeListQuery } from '#/api/reference-data';
import { json } from '#/test/api-answers';
import { answeredUser } from '#/test/records';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const sessionAnswer = () =>
  json([answeredUser({ userID: 'user-1', shortName: 'Ann', scopes: ['superuser'] }), null, false]);
const failed = () => json({}, 500, 'Internal Server Error');

/**
 * The start-up as loaded with `fetch` answering each path once `answer` is called for it (the client takes fetch
 * when created); `asked` lists the paths in the order they were asked for.
 */
async function startWith() {
  const asked: string[] = [];
  const waiting = new Map<string, (response: Response) => void>();
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      const path = new URL(request.url).pathname;
      asked.push(path);
      return new Promise<Response>((resolve) => waiting.set(path, resolve));
    }),
  );
  vi.resetModules();
  const { runStartup } = await import('./startup');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = runStartup(queryClient);
  await vi.waitFor(() => expect(asked).toHaveLength(3));
  const answer = (path: string, response: Response) => waiting.get(path)?.(response);
  return { asked, answer, result, queryClient };
}

/** Waits until the calls to `paths` have settled in the cache, then a task more (the start-up's own next steps). */
async function answered(queryClient: QueryClient, paths: string[]) {
  await vi.waitFor(() => {
    const states = queryClient
      .getQueryCache()
      .findAll()
      .filter((query) => paths.includes(String(query.queryKey[1])));
    expect(states.map((query) => query.state.status).filter((status) => status !== 'pending')).toHaveLength(
      paths.length,
    );
  });
  await new Promise((resolve) => setTimeout(resolve));
}

describe('runStartup', () => {
  it('asks for the session and both lists at once, and is done when all three have answered', async () => {
    const { asked, answer, result, queryClient } = await startWith();
    expect(asked).toEqual(['/Authentication/current', '/api/currency', '/api/locale']);
    let done = false;
    void result.then(() => (done = true));
    answer('/api/locale', json([{ code: 'en-GB', name: 'English' }]));
    answer('/Authentication/current', sessionAnswer());
    await answered(queryClient, ['/Authentication/current', '/api/locale']);
    expect(done).toBe(false);
    answer('/api/currency', json([{ code: 'GBP', name: 'Pound Sterling' }]));
    const { session, sessionFailure } = await result;
    expect(sessionFailure).toBeNull();
    expect(session?.user.shortName).toBe('Ann');
    expect(queryClient.getQueryData(localeListQuery.queryKey)).toEqual([{ code: 'en-GB', name: 'English' }]);
  });

  it("decides in SPEC's order: a failed session before a failed currency list", async () => {
    const { answer, result } = await startWith();
    answer('/api/currency', failed());
    answer('/api/locale', failed());
    answer('/Authentication/current', json({}, 401, 'Unauthorized'));
    expect((await result).sessionFailure).toMatchObject({ status: 401 });
  });

  it('a failed session returns once the lists have answered too (a later 401 means Login Required)', async () => {
    const { answer, result, queryClient } = await startWith();
    let done = false;
    void result.then(() => (done = true));
    answer('/Authentication/current', json({}, 401, 'Unauthorized'));
    answer('/api/currency', json([]));
    await answered(queryClient, ['/Authentication/current', '/api/currency']);
    expect(done).toBe(false);
    answer('/api/locale', json({}, 401, 'Unauthorized'));
    expect((await result).sessionFailure).toMatchObject({ status: 401 });
  });

  it('a failed currency list fails the start-up; a failed locale list is an empty one', async () => {
    const first = await startWith();
    first.answer('/Authentication/current', sessionAnswer());
    first.answer('/api/locale', json([]));
    first.answer('/api/currency', failed());
    expect(await first.result).toMatchObject({ session: null, sessionFailure: { status: 500 } });

    const second = await startWith();
    second.answer('/Authentication/current', sessionAnswer());
    second.answer('/api/currency', json([]));
    second.answer('/api/locale', failed());
    expect((await second.result).sessionFailure).toBeNull();
    expect(second.queryClient.getQueryData(localeListQuery.queryKey)).toEqual([]);
  });
});
