import { ApiFailure } from '../api/transport';
import { errorMessageOf } from './error-messages';
import type { Translate } from './messages/catalogues';

/** SPEC 8, the link screens. */
export const LINK_LOAD_ERROR = 'There was an error loading this organisation link. Please try refreshing your browser.';
export const PERMISSION_GROUPS_LOAD_ERROR =
  'Permission groups could not be loaded for this organisation due to a server error. Please try again later.';
export const SAVE_ERROR = 'There was a problem saving changes. Please try again later.';
export const DELETE_ERROR = 'There was a problem deleting this record. Please try again later.';
export const COMMIT_ERROR =
  'There was an error committing these changes. Please try again later or consider refreshing your browser.';
export const DELETE_RECORD_ERROR = 'There was an error deleting this record.';

/** Whether the failure carries the server's own word: a coded error (SPEC 8) or a 400/404 message. */
function hasServerMessage(error: unknown): boolean {
  if (!(error instanceof ApiFailure)) return false;
  if (error.code !== undefined) return true;
  return (error.status === 400 || error.status === 404) && error.message !== '';
}

/**
 * The message for a failed save or delete on these screens: a coded error shows its SPEC 8 message (e.g.
 * "You cannot unlink yourself from this organisation."); anything else the screen's own SPEC 8 text.
 */
export function failureMessage(t: Translate<'errors'>, error: unknown, fallback: string): string {
  return hasServerMessage(error) ? errorMessageOf(t, error, { emptyFallback: fallback }) : fallback;
}

/** Runs a call and rejects with `failureMessage` (for EditPage and DataGrid, which show the rejection's message). */
export async function withFailureMessage<T>(t: Translate<'errors'>, call: Promise<T>, fallback: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw new Error(failureMessage(t, error, fallback), { cause: error });
  }
}
