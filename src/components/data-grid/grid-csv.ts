/**
 * Export CSV of a grid's view: RFC 4180 through papaparse, after a UTF-8 byte-order mark (spreadsheets then read
 * non-ASCII names). A cell that could start a formula gets a leading `'` even across line breaks, which papaparse's
 * own `escapeFormulae` pattern missed. Imported only when Export is pressed.
 */
import Papa from 'papaparse';

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

/** The file's text: the byte-order mark, then the CSV of a header row and its data rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return (
    UTF8_BOM +
    Papa.unparse(
      { fields: [...header], data: rows.map((row) => [...row]) },
      { escapeFormulae: FORMULA_START, newline: '\r\n' },
    )
  );
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
