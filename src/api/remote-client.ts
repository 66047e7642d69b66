import createFetchClient, { type Client, type ClientOptions } from 'openapi-fetch';
import createQueryClient from 'openapi-react-query';
import { createMockPreferMiddleware } from './mock-prefer';
import type { paths } from './schema.gen';
import { answerMiddleware, withTimeout } from './transport';

/**
 * The second client: calls to each POS Core instance's own API (`{instance uri}/api/v1/...`, SPEC 2.4 and 7), a
 * third-party host. Unlike the console's client (`client.ts`) it sends no `X-Requested-With` marker, no JSON content
 * type (its calls are GETs without a body) and no cookies (`credentials: 'omit'`), and it signals no listeners: a
 * failure (a 401 included) only rejects the call, so it reaches the cell that made it and never switches the
 * console to Login Required. Only the instances' paths of the contract are callable through it.
 */
export type RemotePaths = Pick<paths, '/api/v1/version/info' | '/api/v1/exceptions/info'>;

/** Creates the instances' client (used directly by unit tests). Each call names its instance with `baseUrl`. */
export function createRemoteApiClient(options: ClientOptions = {}): Client<RemotePaths> {
  const client = createFetchClient<RemotePaths>({ ...options, credentials: 'omit' });
  // SPEC 7's answers (200 is success, any other answer an `ApiFailure`), told to no one else: no `report`, so no
  // listener hears of a failure and an instance's 401 never means Login Required. No marker; the same time limit as
  // the console's calls (an instance that never answers fails its cells instead of leaving them loading).
  client.use(withTimeout(answerMiddleware()));
  return client;
}

export const remoteApi = createRemoteApiClient();

// QA on the mock (mock builds only): `?mockPrefer=GET /api/v1/version/info=code=500` forces an instance's answer.
if (__QA_SWITCHES__ && typeof window !== 'undefined') {
  remoteApi.use(createMockPreferMiddleware(window.sessionStorage));
}

/** Typed queries of the instances' API (`$remoteApi.queryOptions('get', path, { baseUrl: instanceUri })`). */
export const $remoteApi = createQueryClient(remoteApi);
