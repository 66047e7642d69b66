import createFetchClient, { type Client, type ClientOptions } from 'openapi-fetch';
import createQueryClient from 'openapi-react-query';
import { captureMockSettingsFromUrl, createMockPreferMiddleware } from './mock-prefer';
import { readOnlyMiddleware } from './read-only';
import type { paths } from './schema.gen';
import { transportMiddleware } from './transport';
import { writeOnlyMiddleware } from './write-only';

/** Creates the typed client with the transport middleware of SPEC 7 (used directly by unit tests). */
export function createApiClient(options: ClientOptions = {}): Client<paths> {
  const client = createFetchClient<paths>({ baseUrl: '', ...options });
  client.use(transportMiddleware);
  client.use(writeOnlyMiddleware);
  client.use(readOnlyMiddleware);
  return client;
}

/** The one client of the console. Screens use `$api` (queries and mutations) or `api` (imperative calls). */
export const api = createApiClient(typeof window === 'undefined' ? {} : { baseUrl: window.location.origin });

if (__QA_SWITCHES__ && typeof window !== 'undefined') {
  captureMockSettingsFromUrl(window.location.search, window.sessionStorage);
  api.use(createMockPreferMiddleware(window.sessionStorage));
}

export const $api = createQueryClient(api);

/** Unwraps an openapi-fetch result (failures already rejected in the transport middleware). */
export function dataOf<T>(result: { data?: T; error?: unknown }): T {
  if (result.error !== undefined) throw result.error;
  return result.data as T;
}
