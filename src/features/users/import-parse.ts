/**
 * Import Users, reading the file: a CSV or TSV file, or text pasted from a spreadsheet, as a header row and data rows
 * (Papa Parse). UTF-8 with or without a byte-order mark, UTF-16 with one (Excel's "Unicode Text"), else Windows-1252
 * (Excel's plain "CSV" on Windows); `,` `;` or a tab between cells, found from the text; quoted separators and line
 * breaks inside cells; empty rows (also a row of separators only) skipped. Within the limits of import-limits.ts,
 * parsed in slices with a pause for the browser after each, so that a large file leaves the page responsive and a
 * file past a limit is refused as soon as that is known.
 */
import Papa from 'papaparse';
import { yieldToBrowser } from '#/lib/yield-to-browser';
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, importSizeProblem, type ImportLimitProblem } from './import-limits';

/** What the file holds: its header row, its data rows (as many cells as the file has) and the separator found. */
export interface ImportTable {
  headers: string[];
  rows: string[][];
  delimiter: string;
}

/** A file or text read: its table, or the limit it passed. */
export type ImportRead = { table: ImportTable; problem: null } | { table: null; problem: ImportLimitProblem };

/** The separators a file may use. */
export const IMPORT_DELIMITERS = [',', ';', '\t'] as const;

/** Characters parsed between two pauses: a few milliseconds of Papa Parse; a 10 MB file is some 40 slices. */
export const IMPORT_SLICE_CHARS = 256 * 1024;

/** The start of the text the separator and line break are guessed from (Papa Parse guesses from ten rows). */
const GUESS_CHARS = 64 * 1024;

/** Papa Parse's core parser's answer (`Papa.Parser`, typed `any` by @types/papaparse). */
interface CoreResult {
  data: string[][];
  meta: { cursor: number };
}

/** The text of a file's bytes: its byte-order mark's encoding, else UTF-8 when the bytes are UTF-8, else Windows-1252. */
export function decodeImportFile(bytes: Uint8Array): string {
  const [a, b, c] = bytes;
  if (a === 0xff && b === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (a === 0xfe && b === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const start = a === 0xef && b === 0xbb && c === 0xbf ? 3 : 0;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start));
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator and line break of a text, guessed from whole lines of its start as Papa Parse guesses them. */
function guessFormat(text: string): { delimiter: string; newline: '\r' | '\n' | '\r\n' } {
  let sample = text.slice(0, GUESS_CHARS);
  if (text.length > GUESS_CHARS) {
    // A row cut off would spoil the guess.
    const end = Math.max(sample.lastIndexOf('\n'), sample.lastIndexOf('\r'));
    if (end > 0) sample = sample.slice(0, end + 1);
  }
  const { meta } = Papa.parse<string[]>(sample, {
    delimitersToGuess: [...IMPORT_DELIMITERS],
    skipEmptyLines: 'greedy',
    preview: 1,
  });
  const newline = meta.linebreak === '\r' || meta.linebreak === '\r\n' ? meta.linebreak : '\n';
  return { delimiter: meta.delimiter, newline };
}

/** Whether `text` holds more than `count` of `delimiter` (stops at the one past `count`). */
function holdsMoreThan(text: string, delimiter: string, count: number): boolean {
  let at = -1;
  for (let found = 0; found <= count; found += 1) {
    at = text.indexOf(delimiter, at + 1);
    if (at < 0) return false;
  }
  return true;
}

const isEmptyRow = (row: readonly string[]) => row.join('').trim() === '';

/**
 * The table of `text`, a slice of `sliceSize` characters at a time (each step of the generator one slice). Each slice
 * is parsed after the row the last one ended in, which is parsed again whole. Rows are counted as the file has them
 * (empty ones too, as a spreadsheet numbers them); a row wider than the limit is refused once read, and the row a
 * slice ends in once its separators say it may be (a million-column line is never parsed whole).
 */
function* tableSteps(text: string, sliceSize: number): Generator<void, ImportRead, void> {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const { delimiter, newline } = guessFormat(body);
  const parser = new Papa.Parser({ delimiter, newline });
  const tooWide = (row: number): ImportRead => ({ table: null, problem: { kind: 'tooManyColumns', row } });
  const rows: string[][] = [];
  let fileRows = 0;
  let rest = '';
  for (let start = 0; ; start += sliceSize) {
    const last = start + sliceSize >= body.length;
    const input = rest + body.slice(start, start + sliceSize);
    const result: CoreResult = parser.parse(input, 0, !last);
    for (const row of result.data) {
      fileRows += 1;
      if (row.length > IMPORT_MAX_COLUMNS) return tooWide(fileRows);
      if (isEmptyRow(row)) continue;
      // The header and IMPORT_MAX_ROWS data rows are in.
      if (rows.length > IMPORT_MAX_ROWS) return { table: null, problem: { kind: 'tooManyRows' } };
      rows.push(row);
    }
    if (last) break;
    rest = input.slice(result.meta.cursor);
    if (holdsMoreThan(rest, delimiter, IMPORT_MAX_COLUMNS)) {
      // Quoted separators count for nothing: the row so far, parsed alone, says (its cells only grow).
      const sofar: CoreResult = new Papa.Parser({ delimiter, newline, preview: 1 }).parse(rest, 0, false);
      if ((sofar.data[0]?.length ?? 0) > IMPORT_MAX_COLUMNS) return tooWide(fileRows + 1);
    }
    yield;
  }
  const [headers = [], ...data] = rows;
  return { table: { headers: headers.map((header) => header.trim()), rows: data, delimiter }, problem: null };
}

/** The table of `text` at once, slice after slice without a pause (as `readImportText` reads it). */
export function parseImportText(text: string, sliceSize = IMPORT_SLICE_CHARS): ImportRead {
  const steps = tableSteps(text, sliceSize);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/** How a text is read: `pause` after each slice of `sliceSize` characters (a new task of the browser's). */
export interface ReadOptions {
  sliceSize?: number;
  pause?: () => Promise<void>;
}

/** The table of `text`, with `pause` after each slice. */
export async function readImportText(
  text: string,
  { sliceSize = IMPORT_SLICE_CHARS, pause = yieldToBrowser }: ReadOptions = {},
): Promise<ImportRead> {
  const steps = tableSteps(text, sliceSize);
  let step = steps.next();
  while (!step.done) {
    await pause();
    step = steps.next();
  }
  return step.value;
}

/** A file's table: refused from its size before any of it is read; else read whole (at most 10 MB), then parsed. */
export async function readImportFile(file: Blob, options?: ReadOptions): Promise<ImportRead> {
  const tooLarge = importSizeProblem(file.size);
  if (tooLarge) return { table: null, problem: tooLarge };
  return readImportText(decodeImportFile(new Uint8Array(await file.arrayBuffer())), options);
}

/** Pasted cells' table: refused when the text is larger than a file may be (its size as UTF-8, as a file's). */
export async function readPastedCells(text: string, options?: ReadOptions): Promise<ImportRead> {
  const tooLarge = importSizeProblem(new Blob([text]).size);
  if (tooLarge) return { table: null, problem: tooLarge };
  return readImportText(text, options);
}
