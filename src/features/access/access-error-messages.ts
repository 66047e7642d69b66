import { ApiFailure } from '#/api/transport';
import { errorMessageOf } from '#/lib/error-messages';
import type { MessageKey, Translate } from '#/lib/messages/catalogues';

/** SPEC 8, the link screens: their messages in the access catalogue. */
export const LINK_LOAD_ERROR = 'access.failure.linkLoad' satisfies MessageKey<'access'>;
export const PERMISSION_GROUPS_LOAD_ERROR = 'access.failure.permissionGroupsLoad' satisfies MessageKey<'access'>;
export const SAVE_ERROR = 'access.failure.save' satisfies MessageKey<'access'>;
export const DELETE_ERROR = 'access.failure.delete' satisfies MessageKey<'access'>;
export const COMMIT_ERROR = 'access.failure.commit' satisfies MessageKey<'access'>;
export const DELETE_RECORD_ERROR = 'access.failure.deleteRecord' satisfies MessageKey<'access'>;

/** One of the link screens' own SPEC 8 messages. */
export type AccessFailure =
  | typeof LINK_LOAD_ERROR
  | typeof PERMISSION_GROUPS_LOAD_ERROR
  | typeof SAVE_ERROR
  | typeof DELETE_ERROR
  | typeof COMMIT_ERROR
  | typeof DELETE_RECORD_ERROR;

/** Whether the failure carries the server's own word: a coded error (SPEC 8) or a 400/404 message. */
function hasServerMessage(error: unknown): boolean {
  if (!(error instanceof ApiFailure)) return false;
  if (error.code !== undefined) return true;
  return (error.status === 400 || error.status === 404) && error.message !== '';
}

/**
 * The message for a failed save or delete on these screens, in the console's language: a coded error shows its
 * SPEC 8 message (e.g. "You cannot unlink yourself from this organisation."); anything else the screen's own SPEC 8
 * text (`fallback`).
 */
export function failureMessage(t: Translate<'errors' | 'access'>, error: unknown, fallback: AccessFailure): string {
  return hasServerMessage(error) ? errorMessageOf(t, error, { emptyFallback: t(fallback) }) : t(fallback);
}

/** Runs a call and rejects with `failureMessage` (for EditPage and DataGrid, which show the rejection's message). */
export async function withFailureMessage<T>(
  t: Translate<'errors' | 'access'>,
  call: Promise<T>,
  fallback: AccessFailure,
): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw new Error(failureMessage(t, error, fallback), { cause: error });
  }
}
