/**
 * Import Users, the limits of a file (docs/import.md): what the page reads at all, so that a file too large or too
 * wide is refused with a message instead of freezing the tab. Apart from the parsing (import-parse.ts, Papa Parse, on
 * demand) so that the file step checks a file's size before any of it is loaded or read.
 */
import { megabytesRoundedUp } from '#/lib/locale-format';
import type { Translate } from '#/lib/messages/catalogues';

/**
 * 10 MB (binary): a file of 100,000 users as a spreadsheet exports them is about 8 MB in UTF-8; a larger one is refused
 * from `File.size` before a byte of it is read.
 */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * 100,000 data rows: the number of users the console is built and measured for (docs/decisions/066-100000-records.md);
 * the preview checks every row, and more would be 1,000 batches of 100 in one sitting.
 */
export const IMPORT_MAX_ROWS = 100_000;

/**
 * 100 columns: a user has five fields to import, and the columns step shows a select per column; a wider row is a
 * file that is not a list of users (or a row run together), refused as soon as it is read.
 */
export const IMPORT_MAX_COLUMNS = 100;

/** A limit a file or pasted text passes: its size (bytes), its data rows, or a row (the file's, from 1) too wide. */
export type ImportLimitProblem =
  { kind: 'tooLarge'; bytes: number } | { kind: 'tooManyRows' } | { kind: 'tooManyColumns'; row: number };

/** The problem of a file or text of `bytes`, or null within the limit. */
export function importSizeProblem(bytes: number): ImportLimitProblem | null {
  return bytes > IMPORT_MAX_BYTES ? { kind: 'tooLarge', bytes } : null;
}

/**
 * What the file step says of a limit passed, in the language of `t`: `name` is the file's, or '' for pasted cells.
 * Sizes in MB rounded up (a file one byte over 10 MB is "10.1 MB").
 */
export function importLimitMessage(t: Translate<'users'>, problem: ImportLimitProblem, name: string): string {
  const limit = megabytesRoundedUp(IMPORT_MAX_BYTES);
  switch (problem.kind) {
    case 'tooLarge': {
      const size = megabytesRoundedUp(problem.bytes);
      return name
        ? t('users.import.source.tooLarge', { name, size, limit })
        : t('users.import.source.pastedTooLarge', { size, limit });
    }
    case 'tooManyRows':
      return t('users.import.source.tooManyRows', { limit: IMPORT_MAX_ROWS });
    case 'tooManyColumns':
      return t('users.import.source.tooManyColumns', { row: problem.row, limit: IMPORT_MAX_COLUMNS });
  }
}
