/**
 * Export CSV of a grid's view: RFC 4180 (as papaparse's `unparse` wrote it, which took most of an export of 100,000
 * rows: docs/decisions/066-100000-records.md), after a UTF-8 byte-order mark (spreadsheets then read non-ASCII
 * names). A cell that could start a formula, or split at a `,`, `;` or tab into one that does, gets a leading `'` even
 * across line breaks (OWASP's CSV injection). Imported only when Export is pressed.
 */

import { runAtOnce, type Steps } from '#/lib/sliced-work';

/** The UTF-8 byte-order mark the file starts with. */
export const UTF8_BOM = '\uFEFF';

/**
 * A cell a spreadsheet could read as a formula: it, or a part after a `,`, `;` or tab (the list separator of a German
 * spreadsheet splits `Bob;=1+1` into two cells, a pasted or TSV-read cell splits `Bob<tab>=1+1`), starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return. One test per field, nothing split; without the `m` flag `^` is the field's
 * start, not a line's.
 */
export const FORMULA_PART = /(?:^|[,;\t])[=+\-@\t\r]/;

/** Whether a cell's text is escaped with a leading `'` (and quoted) in the file. */
export function isFormulaLike(text: string): boolean {
  return FORMULA_PART.test(text);
}

/**
 * A field that is quoted: a line break, a quote, a comma, a semicolon (a `;` spreadsheet's separator), a tab (a TSV
 * reader's) or a byte-order mark in it, or a space at either end.
 */
const NEEDS_QUOTES = /[\r\n\t",;\uFEFF]|^ | $/;

/**
 * What most fields are not: one with none of these is written as it is. Without a separator, a formula can start only
 * at the field's start.
 */
const ANYTHING_TO_DO = /[\r\n\t",;\uFEFF]|^[ =+\-@]| $/;

/** A field as the file has it: quoted where it must be, quotes doubled; a formula-like one quoted after a `'`. */
function csvField(text: string): string {
  if (!ANYTHING_TO_DO.test(text)) return text;
  if (isFormulaLike(text)) return `"'${text.replaceAll('"', '""')}"`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Adds a row's fields, comma-separated, to `pieces` (no line of its own: `csvParts` joins a part's pieces once). */
function addRow(pieces: string[], row: readonly string[]): void {
  for (let i = 0; i < row.length; i += 1) {
    if (i) pieces.push(',');
    pieces.push(csvField(row[i] ?? ''));
  }
}

/** Rows a part of the file holds (`csvParts`). */
const ROWS_PER_PART = 5000;

/**
 * The file's text in parts, for a Blob: the byte-order mark and the header row, then the rows of `records`
 * (`rowOf` each, made as it is written) a few thousand at a time, each after a line break (CRLF). Each part is one
 * join of its pieces: one string of 100,000 rows was built and then copied again into the Blob, and adding to a line
 * piece by piece left a string object per piece to collect. Pauses every 500 rows (`sliced-work.ts`).
 */
export function* csvPartSteps<R>(
  header: readonly string[],
  records: readonly R[],
  rowOf: (record: R) => readonly string[],
): Steps<string[]> {
  const first = [UTF8_BOM];
  addRow(first, header);
  const parts = [first.join('')];
  for (let start = 0; start < records.length; start += ROWS_PER_PART) {
    const pieces: string[] = [];
    const end = Math.min(records.length, start + ROWS_PER_PART);
    for (let i = start; i < end; i += 1) {
      const record = records[i];
      pieces.push('\r\n');
      if (record !== undefined) addRow(pieces, rowOf(record));
      if (i % 500 === 499) yield;
    }
    parts.push(pieces.join(''));
  }
  return parts;
}

/** `csvPartSteps` run at once. */
export function csvParts<R>(
  header: readonly string[],
  records: readonly R[],
  rowOf: (record: R) => readonly string[],
): string[] {
  return runAtOnce(csvPartSteps(header, records, rowOf));
}

const asRow = (row: readonly string[]) => row;

/** The file's text: the byte-order mark, then the CSV of a header row and its data rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return csvParts(header, rows, asRow).join('');
}

/**
 * A screen's title as a file name part: lower case, words (letters and digits of any script, so a German "Prüfprotokolle"
 * keeps its ü) joined by hyphens ("POS Core Instances" -> "pos-core-instances"); `fallback` for a title without any.
 */
export function screenSlug(title: string, fallback: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || fallback
  );
}

/**
 * `<screen>-<yyyy-mm-dd>.csv`, the date as on the user's calendar (local time); `fallback` names a screen whose title
 * gives no file name part (the catalogue's `grid.export.fileName`).
 */
export function csvFileName(title: string, date: Date, fallback: string): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${screenSlug(title, fallback)}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}
