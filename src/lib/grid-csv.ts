/**
 * Export CSV of a data grid (issue 14 item 3): the header and cell texts the view shows, written as RFC 4180 CSV
 * (CRLF line ends; a field with a comma, a quote, a line break or spaces at its ends is quoted, quotes doubled) by
 * papaparse's `unparse`. A cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`
 * (papaparse's `escapeFormulae`), so a spreadsheet runs no formula from it.
 *
 * The grid imports this module only when Export is pressed (papaparse stays out of the grid's chunk).
 */
import Papa from 'papaparse';

/** The CSV text of a header row and its data rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return Papa.unparse({ fields: [...header], data: rows.map((row) => [...row]) }, { escapeFormulae: true, newline: '\r\n' });
}

/** A screen's title as a file name part: lower case, words joined by hyphens ("POS Core Instances" -> "pos-core-instances"). */
export function screenSlug(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'export'
  );
}

/** `<screen>-<yyyy-mm-dd>.csv`, the date as on the user's calendar (local time). */
export function csvFileName(title: string, date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${screenSlug(title)}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}
