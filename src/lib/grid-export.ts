/**
 * What Export CSV writes: the view's rows in its visible columns, each column as what the grid
 * shows: its header and its cell text (`cellText`: the column's own text, an option's label, Yes/No), or the fields
 * the column gives for the file (`exportFields`), e.g. a date as ISO 8601 or a count and a date as two fields.
 *
 * Dates and times are written as `yyyy-mm-dd hh:mm` in UTC, the zone named in the header ("Expiry (UTC)"), so a
 * spreadsheet reads them as dates whatever the display locale, and times of different seasons compare.
 */
import { cellText, type CellWords, type GridViewColumn } from './grid-view';

/** The zone of every date-time in an export file, as the headers name it. */
export const EXPORT_TIME_ZONE = 'UTC';

/** A header naming the export's zone: "Expiry" -> "Expiry (UTC)"; a header that names it already stays. */
export function headerWithZone(header: string): string {
  return header.includes(`(${EXPORT_TIME_ZONE})`) ? header : `${header} (${EXPORT_TIME_ZONE})`;
}

/** A date-time as the export writes it: `yyyy-mm-dd hh:mm` in UTC; '' for nothing, the text as received when not a date. */
export function exportDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return date.toISOString().slice(0, 16).replace('T', ' ');
}

/** A column as the export file has it: its header and text, and (for `exportFields`) the fields it gives instead. */
export interface ExportColumn<T> extends GridViewColumn<T> {
  header: string;
}

/**
 * The export's header row, and the data row of one record, in `columns` (the visible ones, in order), yes/no in
 * `words`: a file is written a row at a time, so 100,000 rows are never held as arrays at once.
 */
export function exportRows<T extends object>(
  columns: readonly ExportColumn<T>[],
  words: CellWords,
): { header: string[]; rowOf: (record: T) => string[] } {
  const fields = columns.flatMap(
    (column) =>
      column.exportFields ?? [{ header: column.header, text: (record: T) => cellText(column, record, words) }],
  );
  return {
    header: fields.map((field) => field.header),
    rowOf: (record) => fields.map((field) => field.text(record)),
  };
}

/** The export's header row and data rows of `records` in `columns` (the visible ones, in order), yes/no in `words`. */
export function exportTable<T extends object>(
  columns: readonly ExportColumn<T>[],
  records: readonly T[],
  words: CellWords,
): { header: string[]; rows: string[][] } {
  const { header, rowOf } = exportRows(columns, words);
  return { header, rows: records.map(rowOf) };
}
