import createFetchClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import createQueryClient from 'openapi-react-query';
import type { paths } from './schema.gen';
import { ApiFailure, NETWORK_ERROR, failureFromResponse } from './transport';
import { createMockPreferMiddleware } from './mock-prefer';

/**
 * The second client: calls to each POS Core instance's own API (`{instance uri}/api/v1/...`, SPEC 2.4 and 7), a
 * third-party host. Unlike the console's client (`client.ts`) it sends no `X-Requested-With` marker, no JSON content
 * type (its calls are GETs without a body) and no cookies (`credentials: 'omit'`), and it signals no listeners: a
 * failure (a 401 included) only rejects the call, so it reaches the cell that made it and never switches the
 * console to Login Required. Only the instances' paths of the contract are callable through it.
 */
export type RemotePaths = Pick<paths, '/api/v1/version/info' | '/api/v1/exceptions/info'>;

function isAbort(error: unknown): error is Error {
  return (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';
}

/** 200 is success; any other answer rejects with an `ApiFailure` (as SPEC 7 describes), told to no one else. */
export const remoteTransportMiddleware: Middleware = {
  async onResponse({ response }) {
    if (response.status === 200) return response;
    throw await failureFromResponse(response);
  },
  onError({ error }) {
    if (error instanceof ApiFailure || isAbort(error)) return error;
    return new ApiFailure(0, NETWORK_ERROR);
  },
};

/** Creates the instances' client (used directly by unit tests). Each call names its instance with `baseUrl`. */
export function createRemoteApiClient(options: ClientOptions = {}): Client<RemotePaths> {
  const client = createFetchClient<RemotePaths>({ ...options, credentials: 'omit' });
  client.use(remoteTransportMiddleware);
  return client;
}

export const remoteApi = createRemoteApiClient();

// QA on the mock (mock builds only): `?mockPrefer=GET /api/v1/version/info=code=500` forces an instance's answer.
if (import.meta.env.VITE_API_MODE === 'mock' && typeof window !== 'undefined') {
  remoteApi.use(createMockPreferMiddleware(window.sessionStorage));
}

/** Typed queries of the instances' API (`$remoteApi.queryOptions('get', path, { baseUrl: instanceUri })`). */
export const $remoteApi = createQueryClient(remoteApi);
