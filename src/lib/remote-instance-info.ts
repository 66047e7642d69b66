import type { components } from '../api/schema.gen';
import { formatCount, formatDateTime } from './locale-format';

/**
 * The POS Core Instances grid's Version and Errors cells (SPEC 2.4, 3, 7), from each instance's own API
 * (`{uri}/api/v1/version/info`, `{uri}/api/v1/exceptions/info`). The grid searches, sorts and exports through the same
 * lookups (`RemoteLookup`), so what it finds is what the cells show.
 */

export type VersionInfoResponse = components['schemas']['VersionInfoResponse'];
export type ExceptionsInfoResponse = components['schemas']['ExceptionsInfoResponse'];

export const NOT_AVAILABLE = 'N/A';
/** The item of the version answer that is shown. */
export const POS_CORE_ITEM_NAME = 'POSCore';
/** Message of an answer that reports a failure (success false). */
export const REMOTE_REPORTED_FAILURE = 'The instance reported a failure';

/** The outcome of a remote answer: the text to show, or a failure (error state). */
export type RemoteText = { ok: true; text: string } | { ok: false; message: string };

/** Whether the instance has an address to call (otherwise the cells show N/A without calling). */
export function hasInstanceUri(uri: string | null | undefined): uri is string {
  return typeof uri === 'string' && uri.trim() !== '';
}

/** The Version cell: version and commit hash of the POSCore item. */
export function remoteVersionText(response: VersionInfoResponse): RemoteText {
  if (!response.success) return { ok: false, message: REMOTE_REPORTED_FAILURE };
  const item = (response.data ?? []).find((candidate) => candidate.Name === POS_CORE_ITEM_NAME);
  if (!item) return { ok: true, text: NOT_AVAILABLE };
  const hash = item.GitHash.trim();
  return { ok: true, text: hash ? `${item.Version} (${hash})` : item.Version };
}

/** The Errors cell: the error count and the time of the last error, in the display `locale`. */
export function remoteExceptionsText(response: ExceptionsInfoResponse, locale: string): RemoteText {
  if (!response.success || !response.data) return { ok: false, message: REMOTE_REPORTED_FAILURE };
  const { Count: count, LastExceptionDateTime: last } = response.data;
  const counted = formatCount(count, ['error', 'errors'], locale);
  return { ok: true, text: last ? `${counted}, last ${formatDateTime(last, locale, { seconds: true })}` : counted };
}

/** What the grid knows of one instance's lookup: no address (no call), waiting, a failed call, or the answer. */
export type RemoteLookup<R> =
  { state: 'none' } | { state: 'pending' } | { state: 'failed'; message: string } | { state: 'answered'; response: R };

/** The text of a cell in its error state (a failed call, or an answer reporting a failure). */
export const REMOTE_ERROR_TEXT = 'Error';

/** The text of a lookup's cell: N/A, nothing while waiting, Error, or the answer's text. */
function lookupText<R>(lookup: RemoteLookup<R>, textOf: (response: R) => RemoteText): string {
  switch (lookup.state) {
    case 'none':
      return NOT_AVAILABLE;
    case 'pending':
      return '';
    case 'failed':
      return REMOTE_ERROR_TEXT;
    case 'answered': {
      const result = textOf(lookup.response);
      return result.ok ? result.text : REMOTE_ERROR_TEXT;
    }
  }
}

/** The Version column's text (searched, sorted, exported): what its cell shows. */
export function versionColumnText(lookup: RemoteLookup<VersionInfoResponse>): string {
  return lookupText(lookup, remoteVersionText);
}

/** What the Version column sorts by: the version shown (naturally: 5.9 before 5.10), or null (N/A, Error, waiting: last). */
export function versionSortValue(lookup: RemoteLookup<VersionInfoResponse>): string | null {
  const text = versionColumnText(lookup);
  return text === NOT_AVAILABLE || text === REMOTE_ERROR_TEXT || text === '' ? null : text;
}

/** The Errors column's text (searched): what its cell shows, the time in the display `locale`. */
export function errorsColumnText(lookup: RemoteLookup<ExceptionsInfoResponse>, locale: string): string {
  return lookupText(lookup, (response) => remoteExceptionsText(response, locale));
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
export function errorCountText(lookup: RemoteLookup<ExceptionsInfoResponse>): string {
  const count = errorCount(lookup);
  if (count !== null) return String(count);
  if (lookup.state === 'none') return NOT_AVAILABLE;
  return lookup.state === 'pending' ? '' : REMOTE_ERROR_TEXT;
}
