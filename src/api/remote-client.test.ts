import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { failureOf, json } from '#/test/api-answers';
import { createRemoteApiClient } from './remote-client';
import { NETWORK_ERROR, REQUEST_TIMEOUT_MS, onApiFailure, type ApiFailureEvent } from './transport';

const instance = 'https://pos-core.example';

function clientAnswering(answer: (request: Request) => Promise<Response>) {
  const fetchStub = vi.fn(answer);
  return { client: createRemoteApiClient({ fetch: fetchStub }), fetchStub };
}

const events: ApiFailureEvent[] = [];
const unsubscribe = onApiFailure((event) => events.push(event));
afterEach(() => {
  events.length = 0;
});
afterAll(() => unsubscribe());

describe('the POS Core instances client', () => {
  it('calls the instance without the marker, a content type or cookies', async () => {
    const { client, fetchStub } = clientAnswering(() => Promise.resolve(json({ success: true, data: [] })));
    const result = await client.GET('/api/v1/version/info', { baseUrl: instance });
    expect(result.data).toEqual({ success: true, data: [] });

    const [request] = fetchStub.mock.calls[0] ?? [];
    expect(request?.url).toBe(`${instance}/api/v1/version/info`);
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('X-Requested-With')).toBeNull();
    expect(request?.headers.get('Content-Type')).toBeNull();
    expect(request?.credentials).toBe('omit');
  });

  it('rejects a 401 of the instance like any failure, without telling the console listeners (no Login Required)', async () => {
    const { client } = clientAnswering(() =>
      Promise.resolve(new Response('', { status: 401, statusText: 'Unauthorized' })),
    );
    const failure = await failureOf(client.GET('/api/v1/exceptions/info', { baseUrl: instance }));
    expect(failure.status).toBe(401);
    expect(failure.message).toBe('Unauthorized');
    expect(events).toEqual([]);
  });

  it('rejects a 500 with its status text and a network failure with "Network error", telling no listener', async () => {
    const answers = [
      () => Promise.resolve(new Response('down', { status: 500, statusText: 'Internal Server Error' })),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    const { client } = clientAnswering(() => (answers.shift() ?? answers[0]!)());
    expect((await failureOf(client.GET('/api/v1/version/info', { baseUrl: instance }))).message).toBe(
      'Internal Server Error',
    );
    const network = await failureOf(client.GET('/api/v1/version/info', { baseUrl: instance }));
    expect(network.message).toBe(NETWORK_ERROR);
    expect(network.status).toBe(0);
    expect(events).toEqual([]);
  });

  it('passes an abort through', async () => {
    const abort: unknown = AbortSignal.abort().reason;
    const { client } = clientAnswering(() => Promise.reject(abort));
    const error: unknown = await client.GET('/api/v1/version/info', { baseUrl: instance }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBe(abort);
    expect(events).toEqual([]);
  });

  it('abandons a call the instance never answers after 30 s ("Network error", timed out), telling no listener', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { client } = clientAnswering(
        (request: Request) =>
          new Promise<Response>((_, reject) => {
            request.signal.addEventListener('abort', () => reject(request.signal.reason as Error));
          }),
      );
      const call = failureOf(client.GET('/api/v1/version/info', { baseUrl: instance }));
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      const failure = await call;
      expect(failure.message).toBe(NETWORK_ERROR);
      expect(failure.timedOut).toBe(true);
      expect(events).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
