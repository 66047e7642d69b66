/**
 * Import Users, the work done off the main thread and its messages: reading a file or pasted cells into a table
 * (import-parse.ts) and checking the rows' values (import-rows.ts). The worker (import-check.worker.ts) answers each
 * request with `importWork`; where there is no worker, import-runner.ts calls the same function on the main thread
 * with a pause between slices. Each request carries its sequence number, and its answer the same one, so an answer
 * to a request since replaced is known and dropped.
 */
import { areaOf } from '#/lib/messages/catalogues';
import { translator } from '#/lib/messages/format-message';
import type { Catalogue } from '#/lib/messages/message-types';
import { readImportFile, readPastedCells, type ImportRead } from './import-parse';
import { emailCounts, rowsProblems, type ImportValues } from './import-rows';
import type { UserRecord } from './user-record';

/** The messages the rows' problems are said in: the users' and the forms' catalogues of the console's language. */
export interface ImportMessages {
  language: string;
  numberLocale: string;
  /** By area (`users`, `forms`): a key of no catalogue here shows the key, as `useT` does. */
  catalogues: Readonly<Partial<Record<string, Catalogue>>>;
}

/** What the rows are checked with: their values, each row's existing user (sparse), the start-up lists' codes. */
export interface ImportCheckInput {
  values: ImportValues[];
  /** The rows whose email an existing user has: [row, user]. Only those are sent, not every user. */
  existing: [number, UserRecord][];
  locales: string[];
  currencies: string[];
  messages: ImportMessages;
}

/** A request to the worker. */
export type ImportWorkRequest =
  | { kind: 'readFile'; seq: number; file: Blob }
  | { kind: 'readPasted'; seq: number; text: string }
  | ({ kind: 'check'; seq: number } & ImportCheckInput);

/** The worker's answer to the request of the same `seq`. */
export type ImportWorkAnswer =
  | { kind: 'read'; seq: number; read: ImportRead }
  /** The problems of each row with any: [row, problems]; a row not named has none. */
  | { kind: 'checked'; seq: number; problems: [number, string[]][] }
  /** The file could not be read (the browser did not hand it over). */
  | { kind: 'failed'; seq: number };

/** Rows checked between two pauses: a few milliseconds of rules. */
export const IMPORT_CHECK_SLICE_ROWS = 500;

/** How the work runs: `pause` after each slice (a worker has no page to give way to: no pause there). */
export interface WorkOptions {
  pause: () => Promise<void>;
}

const noPause = () => Promise.resolve();

/** Thrown by a pause when the request was replaced: the work stops there (import-runner.ts). */
export class ImportWorkSuperseded extends Error {
  constructor() {
    super('Replaced by a later request');
  }
}

/** The problems of the rows, a slice at a time with `pause` between two. */
async function checkRows(input: ImportCheckInput, pause: () => Promise<void>): Promise<[number, string[]][]> {
  const { catalogues, language, numberLocale } = input.messages;
  const t = translator<'users' | 'forms'>((key) => catalogues[areaOf(key)]?.[key], { language, numberLocale });
  const existing: (UserRecord | undefined)[] = [];
  for (const [row, user] of input.existing) existing[row] = user;
  const rows = { values: input.values, existing };
  const counts = emailCounts(input.values);
  const context = { locales: new Set(input.locales), currencies: new Set(input.currencies) };
  const problems: [number, string[]][] = [];
  for (let from = 0; from < input.values.length; from += IMPORT_CHECK_SLICE_ROWS) {
    if (from > 0) await pause();
    const to = Math.min(from + IMPORT_CHECK_SLICE_ROWS, input.values.length);
    rowsProblems(t, rows, counts, context, [from, to]).forEach((found, i) => {
      if (found.length) problems.push([from + i, found]);
    });
  }
  return problems;
}

/** The answer to `request`: the worker's message handler, and the main thread's where there is no worker. */
export async function importWork(
  request: ImportWorkRequest,
  { pause }: WorkOptions = { pause: noPause },
): Promise<ImportWorkAnswer> {
  const { seq } = request;
  switch (request.kind) {
    case 'readFile':
      try {
        return { kind: 'read', seq, read: await readImportFile(request.file, { pause }) };
      } catch (failure) {
        if (failure instanceof ImportWorkSuperseded) throw failure;
        return { kind: 'failed', seq };
      }
    case 'readPasted':
      return { kind: 'read', seq, read: await readPastedCells(request.text, { pause }) };
    case 'check':
      return { kind: 'checked', seq, problems: await checkRows(request, pause) };
  }
}
