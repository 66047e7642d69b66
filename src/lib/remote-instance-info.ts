import type { components } from '../api/schema.gen';
import { formatCount, formatDateTime } from './locale-format';

/**
 * The POS Core Instances grid's Version and Errors columns (SPEC 2.4, 3, 7): each row calls its instance's own API
 * at `{uri}/api/v1/version/info` and `{uri}/api/v1/exceptions/info`. These rules turn an answer into the cell text.
 * - no instance address: "N/A" (no call is made);
 * - version: "<Version> (<GitHash>)" of the item named POSCore, "N/A" when the answer has no such item;
 * - errors: "<n> error(s)" and, when known, ", last <date time>" (local time; both in the display locale);
 * - an answer whose success flag is false is a failure (the cell shows its error state), as is a failed call.
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
