import type { components } from '#/api/schema.gen';
import { formatDateTime } from '#/lib/locale-format';
import type { Translate } from '#/lib/messages/catalogues';

/**
 * The POS Core Instances grid's Version and Errors cells (SPEC 2.4, 3, 7), from each instance's own API
 * (`{uri}/api/v1/version/info`, `{uri}/api/v1/exceptions/info`). The grid searches, sorts and exports through the same
 * lookups (`RemoteLookup`), so what it finds is what the cells show, in the console's language (`t`).
 */

export type VersionInfoResponse = components['schemas']['VersionInfoResponse'];
export type ExceptionsInfoResponse = components['schemas']['ExceptionsInfoResponse'];

/** The item of the version answer that is shown. */
export const POS_CORE_ITEM_NAME = 'POSCore';

/** The outcome of a remote answer: the text to show, or a failure (error state). */
export type RemoteText = { ok: true; text: string } | { ok: false; message: string };

/** Whether the instance has an address to call (otherwise the cells show N/A without calling). */
export function hasInstanceUri(uri: string | null | undefined): uri is string {
  return typeof uri === 'string' && uri.trim() !== '';
}

/** The version of the POSCore item with its commit hash, or null when the answer has no such item. */
function posCoreVersion(response: VersionInfoResponse): string | null {
  const item = (response.data ?? []).find((candidate) => candidate.Name === POS_CORE_ITEM_NAME);
  if (!item) return null;
  const hash = item.GitHash.trim();
  return hash ? `${item.Version} (${hash})` : item.Version;
}

/** The Version cell: version and commit hash of the POSCore item. */
export function remoteVersionText(response: VersionInfoResponse, t: Translate<'servers'>): RemoteText {
  if (!response.success) return { ok: false, message: t('servers.remote.reportedFailure') };
  return { ok: true, text: posCoreVersion(response) ?? t('servers.notAvailable') };
}

/** The Errors cell: the error count and the time of the last error, in the display `locale`. */
export function remoteExceptionsText(
  response: ExceptionsInfoResponse,
  t: Translate<'servers'>,
  locale: string,
): RemoteText {
  if (!response.success || !response.data) return { ok: false, message: t('servers.remote.reportedFailure') };
  const { Count: count, LastExceptionDateTime: last } = response.data;
  return {
    ok: true,
    text: last
      ? t('servers.remote.errorCountWithLast', { count, time: formatDateTime(last, locale, { seconds: true }) })
      : t('servers.remote.errorCount', { count }),
  };
}

/** What the grid knows of one instance's lookup: no address (no call), waiting, a failed call, or the answer. */
export type RemoteLookup<R> =
  { state: 'none' } | { state: 'pending' } | { state: 'failed'; message: string } | { state: 'answered'; response: R };

/** The text of a lookup's cell: N/A, nothing while waiting, Error, or the answer's text. */
function lookupText<R>(lookup: RemoteLookup<R>, textOf: (response: R) => RemoteText, t: Translate<'servers'>): string {
  switch (lookup.state) {
    case 'none':
      return t('servers.notAvailable');
    case 'pending':
      return '';
    case 'failed':
      return t('servers.remote.error');
    case 'answered': {
      const result = textOf(lookup.response);
      return result.ok ? result.text : t('servers.remote.error');
    }
  }
}

/** The Version column's text (searched, sorted, exported): what its cell shows. */
export function versionColumnText(lookup: RemoteLookup<VersionInfoResponse>, t: Translate<'servers'>): string {
  return lookupText(lookup, (response) => remoteVersionText(response, t), t);
}

/** What the Version column sorts by: the version shown (naturally: 5.9 before 5.10), or null (N/A, Error, waiting: last). */
export function versionSortValue(lookup: RemoteLookup<VersionInfoResponse>): string | null {
  if (lookup.state !== 'answered' || !lookup.response.success) return null;
  return posCoreVersion(lookup.response);
}

/** The Errors column's text (searched): what its cell shows, the time in the display `locale`. */
export function errorsColumnText(
  lookup: RemoteLookup<ExceptionsInfoResponse>,
  t: Translate<'servers'>,
  locale: string,
): string {
  return lookupText(lookup, (response) => remoteExceptionsText(response, t, locale), t);
}

/** The error count an answer reports (the Errors column sorts by it), or null (N/A, waiting, failed). */
export function errorCount(lookup: RemoteLookup<ExceptionsInfoResponse>): number | null {
  if (lookup.state !== 'answered' || !lookup.response.success || !lookup.response.data) return null;
  return lookup.response.data.Count;
}

/** The time of the last error an answer reports (ISO, as received), or null. */
export function lastErrorTime(lookup: RemoteLookup<ExceptionsInfoResponse>): string | null {
  if (lookup.state !== 'answered' || !lookup.response.success || !lookup.response.data) return null;
  return lookup.response.data.LastExceptionDateTime ?? null;
}

/** The Errors column in the export: the count, or what the cell shows instead (N/A, Error, nothing while waiting). */
export function errorCountText(lookup: RemoteLookup<ExceptionsInfoResponse>, t: Translate<'servers'>): string {
  const count = errorCount(lookup);
  if (count !== null) return String(count);
  if (lookup.state === 'none') return t('servers.notAvailable');
  return lookup.state === 'pending' ? '' : t('servers.remote.error');
}
