import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { failureOf, json } from '../test/api-answers';
import { ApiFailure, NETWORK_ERROR, onApiFailure, type ApiFailureEvent } from './transport';

type FetchStub = (request: Request) => Promise<Response>;

const baseUrl = 'http://console.test';

function clientAnswering(answer: FetchStub) {
  const fetchStub = vi.fn(answer);
  const client = createApiClient({ baseUrl, fetch: fetchStub });
  return { client, fetchStub };
}

const unsubscribers: Array<() => void> = [];
afterEach(() => {
  for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
});

describe('request headers', () => {
  it('marks every request as a JSON XMLHttpRequest call', async () => {
    const { client, fetchStub } = clientAnswering(() => Promise.resolve(json({ changes: [], deletes: [] })));
    await client.GET('/Authentication/current');
    await client.POST('/api/user/batch', { body: { changes: [], deletes: [] } });

    expect(fetchStub).toHaveBeenCalledTimes(2);
    for (const [request] of fetchStub.mock.calls) {
      expect(request.headers.get('Content-Type')).toBe('application/json');
      expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    }
  });
});

describe('responses', () => {
  it('resolves a 200 answer with its data', async () => {
    const session = [{ userID: 'u1', shortName: 'Ann', scopes: [] }, null, false];
    const { client } = clientAnswering(() => Promise.resolve(json(session)));
    const result = await client.GET('/Authentication/current');
    expect(result.data).toEqual(session);
    expect(result.error).toBeUndefined();
  });

  it('rejects a coded 400 with the SPEC 8 message and the code', async () => {
    const { client } = clientAnswering(() =>
      Promise.resolve(json({ code: 'OrganisationCodeAlreadyInUse' }, 400, 'Bad Request')),
    );
    const failure = await failureOf(client.GET('/Authentication/current'));
    expect(failure.message).toBe('Organisation Code is already in use.');
    expect(failure.code).toBe('OrganisationCodeAlreadyInUse');
    expect(failure.status).toBe(400);
    expect(failure.body).toEqual({ code: 'OrganisationCodeAlreadyInUse' });
  });

  it('rejects a 400 with an unknown code showing the code as received', async () => {
    const { client } = clientAnswering(() => Promise.resolve(json({ code: 'Something_Brand_New' }, 400, 'Bad Request')));
    const failure = await failureOf(client.GET('/Authentication/current'));
    expect(failure.message).toBe('Something_Brand_New');
    expect(failure.code).toBe('Something_Brand_New');
  });

  it('rejects a 404 with a plain text body with that text', async () => {
    const { client } = clientAnswering(() =>
      Promise.resolve(new Response('The record was not found', { status: 404, statusText: 'Not Found' })),
    );
    const failure = await failureOf(client.GET('/Authentication/current'));
    expect(failure.message).toBe('The record was not found');
    expect(failure.status).toBe(404);
    expect(failure.code).toBeUndefined();
  });

  it('rejects a 500 with the status text', async () => {
    const { client } = clientAnswering(() =>
      Promise.resolve(
        new Response('{"detail":"stack trace"}', { status: 500, statusText: 'Internal Server Error' }),
      ),
    );
    const failure = await failureOf(client.GET('/Authentication/current'));
    expect(failure.message).toBe('Internal Server Error');
    expect(failure.status).toBe(500);
  });

  it('rejects a network failure with "Network error" and status 0', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await failureOf(client.GET('/Authentication/current'));
    expect(failure.message).toBe(NETWORK_ERROR);
    expect(failure.message).toBe('Network error');
    expect(failure.status).toBe(0);
  });

  it('passes an abort through instead of turning it into a network error', async () => {
    const events: ApiFailureEvent[] = [];
    unsubscribers.push(onApiFailure((event) => events.push(event)));
    // What fetch rejects with when its signal is aborted (jsdom's own DOMException does not extend Error, unlike a
    // browser's, so the platform's abort reason is used).
    const abort: unknown = AbortSignal.abort().reason;
    expect(abort).toHaveProperty('name', 'AbortError');
    const { client } = clientAnswering(() => Promise.reject(abort));

    const error: unknown = await client.GET('/Authentication/current').then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBe(abort);
    expect(error).not.toBeInstanceOf(ApiFailure);
    expect(events).toEqual([]);
  });
});

describe('onApiFailure', () => {
  it('tells listeners about every failure until they unsubscribe', async () => {
    const events: Array<Pick<ApiFailureEvent, 'status' | 'error'>> = [];
    const unsubscribe = onApiFailure(({ status, error }) => events.push({ status, error }));
    unsubscribers.push(unsubscribe);
    const answers: Array<() => Promise<Response>> = [
      () => Promise.resolve(json({ code: 'BadRequest' }, 400, 'Bad Request')),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(json([{ userID: 'u1', shortName: 'Ann' }, null, false])),
      () => Promise.resolve(new Response('', { status: 503, statusText: 'Service Unavailable' })),
    ];
    const { client } = clientAnswering(() => {
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return next();
    });

    const first = await failureOf(client.GET('/Authentication/current'));
    const second = await failureOf(client.GET('/Authentication/current'));
    await client.GET('/Authentication/current');
    unsubscribe();
    await failureOf(client.GET('/Authentication/current'));

    expect(events).toEqual([
      { status: 400, error: first },
      { status: 0, error: second },
    ]);
    expect(first.message).toBe('Bad Request.');
    expect(second.message).toBe('Network error');
  });

  it('tells every listener', async () => {
    const a = vi.fn();
    const b = vi.fn();
    unsubscribers.push(onApiFailure(a), onApiFailure(b));
    const { client } = clientAnswering(() => Promise.resolve(new Response('gone', { status: 404 })));
    const failure = await failureOf(client.GET('/Authentication/current'));
    expect(a).toHaveBeenCalledWith(expect.objectContaining({ status: 404, error: failure }));
    expect(b).toHaveBeenCalledWith(expect.objectContaining({ status: 404, error: failure }));
  });
});
