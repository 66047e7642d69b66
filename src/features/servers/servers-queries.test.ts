import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiFailureEvent } from '#/api/transport';

/**
 * The Version and Errors cells call each POS Core instance's own API, a third-party host: through a client of their
 * own (no marker, no content type, no cookies), and a failure there must never reach the console's listeners (a 401
 * there would otherwise switch the whole console to Login Required).
 */
const instance = 'https://pos-core.example';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** The queries and the transport as loaded with `fetch` answering `answer` (the clients take fetch when created). */
async function loadWithFetch(answer: (request: Request) => Promise<Response>) {
  const fetchStub = vi.fn(answer);
  vi.stubGlobal('fetch', fetchStub);
  vi.resetModules();
  const queries = await import('./servers-queries');
  const transport = await import('#/api/transport');
  const events: ApiFailureEvent[] = [];
  const unsubscribe = transport.onApiFailure((event) => events.push(event));
  return { queries, fetchStub, events, unsubscribe };
}

describe('remote POS Core instance queries', () => {
  it('send neither the X-Requested-With marker nor a JSON content type, and no cookies', async () => {
    const { queries, fetchStub, unsubscribe } = await loadWithFetch(() =>
      Promise.resolve(new Response(JSON.stringify({ success: true, data: [] }), { status: 200 })),
    );
    const client = new QueryClient();
    await client.fetchQuery(queries.remoteVersionQuery(instance));
    await client.fetchQuery(queries.remoteExceptionsQuery(instance));
    unsubscribe();

    const urls = fetchStub.mock.calls.map(([request]) => request.url);
    expect(urls).toEqual([`${instance}/api/v1/version/info`, `${instance}/api/v1/exceptions/info`]);
    for (const [request] of fetchStub.mock.calls) {
      expect(request.headers.get('X-Requested-With')).toBeNull();
      expect(request.headers.get('Content-Type')).toBeNull();
      expect(request.credentials).toBe('omit');
    }
  });

  it('a 401 from the instance fails only that query: no failure reaches the console listeners', async () => {
    const { queries, events, unsubscribe } = await loadWithFetch(() =>
      Promise.resolve(new Response('', { status: 401, statusText: 'Unauthorized' })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(queries.remoteVersionQuery(instance))).rejects.toMatchObject({ status: 401 });
    await expect(client.fetchQuery(queries.remoteExceptionsQuery(instance))).rejects.toMatchObject({ status: 401 });
    unsubscribe();
    expect(events).toEqual([]);
  });
});
