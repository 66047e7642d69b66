/**
 * Export CSV of a grid's view: RFC 4180 (as papaparse's `unparse` wrote it, which took most of an export of 100,000
 * rows: docs/decisions/066-100000-records.md), after a UTF-8 byte-order mark (spreadsheets then read non-ASCII
 * names). A cell that could start a formula gets a leading `'` even across line breaks. Imported only when Export is
 * pressed.
 */

/** The UTF-8 byte-order mark the file starts with. */
export const UTF8_BOM = '\uFEFF';

/**
 * A cell a spreadsheet could read as a formula: it starts with `=`, `+`, `-`, `@`, a tab or a carriage return. Only
 * the first character counts (no `.*$`: that would stop at a line break and let a multi-line formula through).
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** Whether a cell's text is escaped with a leading `'` in the file. */
export function isFormulaLike(text: string): boolean {
  return FORMULA_START.test(text);
}

/** A field that is quoted: a line break, a quote, a comma or a byte-order mark in it, or a space at either end. */
const NEEDS_QUOTES = /[\r\n",\uFEFF]|^ | $/;

/** A field as the file has it: quoted where it must be, quotes doubled; a formula-like one quoted after a `'`. */
function csvField(text: string): string {
  if (isFormulaLike(text)) return `"'${text.replaceAll('"', '""')}"`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A row of the file, without its line break (a loop: 100,000 rows' worth of arrays were garbage to collect). */
function csvRow(row: readonly string[]): string {
  let line = '';
  for (let i = 0; i < row.length; i += 1) line += (i ? ',' : '') + csvField(row[i] ?? '');
  return line;
}

/** Rows a part of the file holds (`csvParts`). */
const ROWS_PER_PART = 5000;

/**
 * The file's text in parts, for a Blob: the byte-order mark and the header row, then the data rows a few thousand at
 * a time, each after a line break (CRLF). One string of 100,000 rows was built and then copied again into the Blob.
 */
export function csvParts(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const parts = [UTF8_BOM + csvRow(header)];
  for (let start = 0; start < rows.length; start += ROWS_PER_PART) {
    let part = '';
    const end = Math.min(rows.length, start + ROWS_PER_PART);
    for (let i = start; i < end; i += 1) part += `\r\n${csvRow(rows[i] ?? [])}`;
    parts.push(part);
  }
  return parts;
}

/** The file's text: the byte-order mark, then the CSV of a header row and its data rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return csvParts(header, rows).join('');
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
