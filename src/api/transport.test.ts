import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureOf, json } from '#/test/api-answers';
import { createApiClient } from './client';
import {
  ApiFailure,
  LONG_REQUEST_TIMEOUT_MS,
  NETWORK_ERROR,
  REQUEST_TIMEOUT_MS,
  onApiFailure,
  requestTimeoutMs,
  retryAfterSecondsOf,
  type ApiFailureEvent,
} from './transport';

type FetchStub = (request: Request) => Promise<Response>;

const baseUrl = 'http://console.test';

/** An RFC 9457 problem document, as ASP.NET answers one. */
function problemAnswer(body: unknown, status: number, statusText: string): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/problem+json; charset=utf-8' },
  });
}

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

  it('rejects a coded 400 with the code (the screen shows its SPEC 8 message)', async () => {
    const { client } = clientAnswering(() =>
      Promise.resolve(json({ code: 'OrganisationCodeAlreadyInUse' }, 400, 'Bad Request')),
    );
    const failure = await failureOf(client.GET('/Authentication/current'));
    expect(failure.message).toBe('OrganisationCodeAlreadyInUse');
    expect(failure.code).toBe('OrganisationCodeAlreadyInUse');
    expect(failure.status).toBe(400);
    expect(failure.body).toEqual({ code: 'OrganisationCodeAlreadyInUse' });
  });

  it('rejects a 400 with an unknown code showing the code as received', async () => {
    const { client } = clientAnswering(() =>
      Promise.resolve(json({ code: 'Something_Brand_New' }, 400, 'Bad Request')),
    );
    const failure = await failureOf(client.GET('/Authentication/current'));
    expect(failure.message).toBe('Something_Brand_New');
    expect(failure.code).toBe('Something_Brand_New');
  });

  it('rejects a validation problem (RFC 9457) with the fields it names, not as a code', async () => {
    const problem = {
      type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: { Email: ['The Email field is not a valid e-mail address.'], 'changes[0].Name': ['Too long.'] },
      traceId: '00-1-2-00',
    };
    const answers = [
      problemAnswer(problem, 400, 'Bad Request'),
      // A framework configured to write its problems as plain JSON.
      json(problem, 400, 'Bad Request'),
    ];
    const { client } = clientAnswering(() => Promise.resolve(answers.shift() ?? json({})));
    for (let answer = 0; answer < 2; answer++) {
      const failure = await failureOf(client.POST('/api/user/batch', { body: { changes: [], deletes: [] } }));
      expect(failure.status).toBe(400);
      expect(failure.code).toBeUndefined();
      expect(failure.problem).toEqual({ fields: ['Email', 'Name'] });
      expect(failure.body).toEqual(problem);
      expect(failure.message).toBe('One or more validation errors occurred.');
    }
  });

  it('reads a 400 as before when it is a coded error or no problem document', async () => {
    const answers = [
      json({ code: 'BadRequest' }, 400, 'Bad Request'),
      // A problem's shape in a body that does not say it is JSON is not read as one.
      new Response('{"title":"Bad Request","status":400}', {
        status: 400,
        statusText: 'Bad Request',
        headers: { 'Content-Type': 'text/plain' },
      }),
    ];
    const { client } = clientAnswering(() => Promise.resolve(answers.shift() ?? json({})));
    const coded = await failureOf(client.GET('/Authentication/current'));
    expect(coded.code).toBe('BadRequest');
    expect(coded.problem).toBeUndefined();
    const text = await failureOf(client.GET('/Authentication/current'));
    expect(text.code).toBeUndefined();
    expect(text.problem).toBeUndefined();
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

  it('rejects the 409 of a stale save with its code and the records it names (the optional concurrency answer)', async () => {
    const body = { code: 'Conflict_RecordChanged', conflicts: [{ id: 'u1', current: null }] };
    const { client } = clientAnswering(() => Promise.resolve(json(body, 409, 'Conflict')));
    const failure = await failureOf(client.GET('/Authentication/current'));
    expect(failure.status).toBe(409);
    expect(failure.code).toBe('Conflict_RecordChanged');
    expect(failure.body).toEqual(body);
  });

  it('rejects a coded 403 with its code and body (the save shows the Forbidden message, a page Not authorised)', async () => {
    const { client } = clientAnswering(() => Promise.resolve(json({ code: 'Forbidden' }, 403, 'Forbidden')));
    const failure = await failureOf(client.POST('/api/user/batch', { body: { changes: [], deletes: [] } }));
    expect(failure.status).toBe(403);
    expect(failure.code).toBe('Forbidden');
    expect(failure.body).toEqual({ code: 'Forbidden' });
    expect(failure.message).toBe('Forbidden');
  });

  it("rejects a coded 401 with its code and the server's message", async () => {
    const body = { code: 'Unauthorized', message: 'No session' };
    const { client } = clientAnswering(() => Promise.resolve(json(body, 401, 'Unauthorized')));
    const failure = await failureOf(client.GET('/Authentication/current'));
    expect(failure.status).toBe(401);
    expect(failure.code).toBe('Unauthorized');
    expect(failure.body).toEqual(body);
    expect(failure.message).toBe('No session');
  });

  it("rejects a 401 or 403 without a code (a proxy's own page, no body) with the status text alone", async () => {
    const answers = [
      new Response('', { status: 403, statusText: 'Forbidden' }),
      new Response('<html><body>Access denied by the gateway</body></html>', { status: 403, statusText: 'Forbidden' }),
      new Response('', { status: 401, statusText: 'Unauthorized' }),
      new Response('', { status: 403 }),
      // A word of text is not the contract's coded body (a POS Core instance's own 401 says "down").
      new Response('down', { status: 401, statusText: 'Unauthorized', headers: { 'Content-Type': 'text/plain' } }),
    ];
    const { client } = clientAnswering(() => Promise.resolve(answers.shift() ?? json({})));
    for (const [status, message] of [
      [403, 'Forbidden'],
      [403, 'Forbidden'],
      [401, 'Unauthorized'],
      [403, 'HTTP 403'],
      [401, 'Unauthorized'],
    ] as const) {
      const failure = await failureOf(client.GET('/Authentication/current'));
      expect(failure.status).toBe(status);
      expect(failure.message).toBe(message);
      expect(failure.code).toBeUndefined();
      expect(failure.body).toBeUndefined();
    }
  });

  it('rejects a coded 429 with its code and the seconds Retry-After asks to wait (the mail limit)', async () => {
    const body = { code: 'BadRequest_TooManyAttempts', message: 'At most 3 mails to one address in 10 minutes' };
    const { client } = clientAnswering(() =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status: 429,
          statusText: 'Too Many Requests',
          headers: { 'Content-Type': 'application/json', 'Retry-After': '120' },
        }),
      ),
    );
    const failure = await failureOf(client.POST('/passwordreset/send', { body: { email: 'ann@example.com' } }));
    expect(failure.status).toBe(429);
    expect(failure.code).toBe('BadRequest_TooManyAttempts');
    expect(failure.body).toEqual(body);
    expect(failure.message).toBe('At most 3 mails to one address in 10 minutes');
    expect(failure.retryAfterSeconds).toBe(120);
  });

  it("rejects a 429 without a coded body (a proxy's own page) with the status text, still reading Retry-After", async () => {
    const answers = [
      new Response('<html>Slow down</html>', {
        status: 429,
        statusText: 'Too Many Requests',
        headers: { 'Retry-After': '5' },
      }),
      new Response('', { status: 429, statusText: 'Too Many Requests' }),
    ];
    const { client } = clientAnswering(() => Promise.resolve(answers.shift() ?? json({})));
    const withHeader = await failureOf(client.GET('/Authentication/current'));
    expect(withHeader.message).toBe('Too Many Requests');
    expect(withHeader.code).toBeUndefined();
    expect(withHeader.retryAfterSeconds).toBe(5);
    const without = await failureOf(client.GET('/Authentication/current'));
    expect(without.status).toBe(429);
    expect(without.retryAfterSeconds).toBeUndefined();
  });

  it('rejects a 500 with the status text', async () => {
    const { client } = clientAnswering(() =>
      Promise.resolve(new Response('{"detail":"stack trace"}', { status: 500, statusText: 'Internal Server Error' })),
    );
    const failure = await failureOf(client.GET('/Authentication/current'));
    expect(failure.message).toBe('Internal Server Error');
    expect(failure.status).toBe(500);
  });

  it('rejects a 500 problem document with the status text, its body unread (SPEC 7)', async () => {
    const problem = { type: 'about:blank', title: 'An error occurred while processing your request.', status: 500 };
    const { client } = clientAnswering(() => Promise.resolve(problemAnswer(problem, 500, 'Internal Server Error')));
    const failure = await failureOf(client.GET('/Authentication/current'));
    expect(failure.message).toBe('Internal Server Error');
    expect(failure.status).toBe(500);
    expect(failure.problem).toBeUndefined();
    expect(failure.body).toBeUndefined();
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

describe('retryAfterSecondsOf', () => {
  const now = Date.parse('2026-11-28T10:00:00Z');

  it('reads delta-seconds', () => {
    expect(retryAfterSecondsOf('120', now)).toBe(120);
    expect(retryAfterSecondsOf(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP-date as the whole seconds from now to it, 0 when it is past', () => {
    expect(retryAfterSecondsOf('Sat, 28 Nov 2026 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterSecondsOf('Sat, 28 Nov 2026 10:00:00 GMT', now + 400)).toBe(0);
    expect(retryAfterSecondsOf('Sat, 28 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('is undefined without a header or for one that is neither', () => {
    expect(retryAfterSecondsOf(null, now)).toBeUndefined();
    expect(retryAfterSecondsOf('', now)).toBeUndefined();
    expect(retryAfterSecondsOf('soon', now)).toBeUndefined();
    expect(retryAfterSecondsOf('-5', now)).toBeUndefined();
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
    expect(first.message).toBe('BadRequest');
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

/** A server that never answers: the request fails only when its signal aborts (as fetch does). */
const neverAnswered = (request: Request) =>
  new Promise<Response>((_, reject) => {
    const fail = () => reject(request.signal.reason as Error);
    if (request.signal.aborted) fail();
    else request.signal.addEventListener('abort', fail);
  });

describe('time limit', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 30 s for every call, 10 minutes for initialising an organisation', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(LONG_REQUEST_TIMEOUT_MS).toBe(600_000);
    expect(requestTimeoutMs('GET', '/api/user')).toBe(30_000);
    expect(requestTimeoutMs('POST', '/api/user/batch')).toBe(30_000);
    expect(requestTimeoutMs('post', '/api/organisation/{orgId}/initialise')).toBe(600_000);
    expect(requestTimeoutMs('GET', '/api/organisation/{orgId}/initialise')).toBe(30_000);
  });

  it('a call without an answer fails after 30 s as a network failure ("Network error", timed out), told to listeners', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const events: ApiFailureEvent[] = [];
    unsubscribers.push(onApiFailure((event) => events.push(event)));
    const { client } = clientAnswering(neverAnswered);
    let settled = false;
    const call = failureOf(client.POST('/api/user/batch', { body: { changes: [], deletes: [] } })).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const failure = await call;
    expect(failure.message).toBe(NETWORK_ERROR);
    expect(failure.status).toBe(0);
    expect(failure.timedOut).toBe(true);
    expect(events.map(({ status, error }) => ({ status, error }))).toEqual([{ status: 0, error: failure }]);
  });

  it('initialising an organisation waits 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client } = clientAnswering(neverAnswered);
    let settled = false;
    const call = failureOf(
      client.POST('/api/organisation/{orgId}/initialise', {
        params: { path: { orgId: 'o1' } },
        body: { currencyCode: 'GBP', authorisedAppIds: [] },
      }),
    ).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 2);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(LONG_REQUEST_TIMEOUT_MS);
    expect((await call).timedOut).toBe(true);
  });

  it('a call answered in time is not aborted afterwards; a plain network failure is not a time-out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client, fetchStub } = clientAnswering(() => Promise.resolve(json([])));
    await client.GET('/api/user');
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 2);
    const sent = fetchStub.mock.calls[0]?.[0];
    expect(sent?.signal.aborted).toBe(false);

    const offline = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await failureOf(offline.client.GET('/api/user'));
    expect(failure.message).toBe(NETWORK_ERROR);
    expect(failure.timedOut).toBe(false);
  });

  it("the caller's own abort (a cancelled query) still passes through as an abort", async () => {
    const { client } = clientAnswering(neverAnswered);
    const controller = new AbortController();
    const call = client.GET('/api/user', { signal: controller.signal }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    controller.abort();
    const error = await call;
    expect(error).not.toBeInstanceOf(ApiFailure);
    expect(error).toHaveProperty('name', 'AbortError');
  });
});
