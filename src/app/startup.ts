import type { QueryClient } from '@tanstack/react-query';
import { $api } from '#/api/client';
import { currencyListQuery, localeListQuery } from '#/api/reference-data';
import { ApiFailure } from '#/api/transport';
import { toSession, type Session } from '#/lib/session';

export const sessionQuery = $api.queryOptions('get', '/Authentication/current', {}, { staleTime: Infinity });

export interface StartupResult {
  session: Session | null;
  sessionFailure: ApiFailure | null;
}

function asFailure(error: unknown): ApiFailure {
  return error instanceof ApiFailure
    ? error
    : new ApiFailure(0, error instanceof Error ? error.message : String(error));
}

/**
 * SPEC 4 "Start-up": fetch the current session; on success the currency list, then the locale list (an empty list
 * if that fails), then render. A failed session call is returned (the shell decides: anonymous paths render,
 * 401 shows Login Required, anything else Failed Loading). A failed currency list fails the start-up.
 */
export async function runStartup(queryClient: QueryClient): Promise<StartupResult> {
  let session: Session;
  try {
    session = toSession(await queryClient.fetchQuery(sessionQuery));
  } catch (error) {
    return { session: null, sessionFailure: asFailure(error) };
  }
  try {
    await queryClient.fetchQuery(currencyListQuery);
  } catch (error) {
    return { session: null, sessionFailure: asFailure(error) };
  }
  try {
    await queryClient.fetchQuery(localeListQuery);
  } catch {
    queryClient.setQueryData(localeListQuery.queryKey, []);
  }
  return { session, sessionFailure: null };
}
