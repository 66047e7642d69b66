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
 * SPEC 4 "Start-up": the current session; on success the currency list, then the locale list (an empty list if that
 * fails), then render. A failed session call is returned (the shell decides: anonymous paths render, 401 shows Login
 * Required, anything else Failed Loading). A failed currency list fails the start-up. The two lists are anonymous
 * calls and go out with the session's, not after it (docs/deviations.md); the outcome is decided in SPEC's order.
 */
export async function runStartup(queryClient: QueryClient): Promise<StartupResult> {
  const sessionCall = queryClient.fetchQuery(sessionQuery);
  const currencyCall = queryClient.fetchQuery(currencyListQuery);
  const localeCall = queryClient.fetchQuery(localeListQuery);
  // Every start-up call has answered when it returns: a later 401 switches the shell to Login Required, and a list's
  // 401 on the anonymous paths must not (their failures are read below in SPEC's order, or not at all).
  const listsAnswered = Promise.allSettled([currencyCall, localeCall]);
  const failed = async (error: unknown): Promise<StartupResult> => {
    await listsAnswered;
    return { session: null, sessionFailure: asFailure(error) };
  };
  let session: Session;
  try {
    session = toSession(await sessionCall);
  } catch (error) {
    return failed(error);
  }
  try {
    await currencyCall;
  } catch (error) {
    return failed(error);
  }
  try {
    await localeCall;
  } catch {
    queryClient.setQueryData(localeListQuery.queryKey, []);
  }
  return { session, sessionFailure: null };
}
