import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage, type ErrorMessage } from '#/components/i18n/use-error-message';
import {
  hasInstanceUri,
  type ExceptionsInfoResponse,
  type RemoteLookup,
  type VersionInfoResponse,
} from './remote-instance-info';
import { remoteExceptionsQuery, remoteVersionQuery } from './servers-queries';

function lookupOf<R>(result: UseQueryResult<R, unknown>, errorMessage: ErrorMessage, network: string): RemoteLookup<R> {
  if (result.isSuccess) return { state: 'answered', response: result.data };
  if (result.isError) return { state: 'failed', message: errorMessage(result.error, { emptyFallback: network }) };
  return { state: 'pending' };
}

const NONE = { state: 'none' } as const;

/** The lookups of the instance addresses, as the grid's columns read them (an address not given: N/A). */
export interface RemoteLookups {
  version: (uri: string | null | undefined) => RemoteLookup<VersionInfoResponse>;
  exceptions: (uri: string | null | undefined) => RemoteLookup<ExceptionsInfoResponse>;
}

/**
 * The version and exceptions lookups of every instance address in `uris` (the saved ones), for the POS Core
 * Instances grid's columns, which search, sort and export what the cells show. The same queries as the cells' own
 * (`remoteVersionQuery`, `remoteExceptionsQuery`): each address is called once, and a cell's Retry updates both.
 * Every instance is looked up, not only the rows on screen, so that a sort or an export covers them all. A new
 * answer gives new lookups (and so new columns: the grid sorts again).
 */
export function useRemoteLookups(uris: readonly string[]): RemoteLookups {
  const called = useMemo(() => [...new Set(uris.filter(hasInstanceUri))], [uris]);
  const errorMessage = useErrorMessage();
  const network = useT('errors')('errors.network');
  // Stable until the language changes: useQueries runs `combine` again only when a result or `combine` changes.
  const versionLookups = useCallback(
    (results: UseQueryResult<VersionInfoResponse, unknown>[]) =>
      results.map((result) => lookupOf(result, errorMessage, network)),
    [errorMessage, network],
  );
  const exceptionLookups = useCallback(
    (results: UseQueryResult<ExceptionsInfoResponse, unknown>[]) =>
      results.map((result) => lookupOf(result, errorMessage, network)),
    [errorMessage, network],
  );
  const versions = useQueries({ queries: called.map((uri) => remoteVersionQuery(uri)), combine: versionLookups });
  const exceptions = useQueries({
    queries: called.map((uri) => remoteExceptionsQuery(uri)),
    combine: exceptionLookups,
  });
  return useMemo(() => {
    const versionOf = new Map(called.map((uri, index) => [uri, versions[index]]));
    const exceptionsOf = new Map(called.map((uri, index) => [uri, exceptions[index]]));
    return {
      version: (uri) => (hasInstanceUri(uri) ? (versionOf.get(uri) ?? { state: 'pending' }) : NONE),
      exceptions: (uri) => (hasInstanceUri(uri) ? (exceptionsOf.get(uri) ?? { state: 'pending' }) : NONE),
    };
  }, [called, versions, exceptions]);
}
