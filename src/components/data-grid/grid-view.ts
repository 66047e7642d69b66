/**
 * Pure view helpers of the data grid: the text a cell shows, the quick filter and column sorting over the
 * loaded rows (rows added in the grid are kept on top by the grid itself and are neither sorted nor filtered).
 */
import type { DataGridColumn } from './data-grid';

/** The text of a cell: an option's label for select columns, Yes/No for booleans, else the value as text. */
export function cellText<T extends object>(column: DataGridColumn<T>, record: T): string {
  const value: unknown = record[column.key];
  if (column.editor === 'select' && column.options) {
    const option = column.options.find((candidate) => String(candidate.value) === String(value));
    if (option) return option.label;
  }
  if (typeof value === 'boolean' || column.editor === 'boolean') return value ? 'Yes' : 'No';
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Rows where some column's text contains `query` (case-insensitive); all rows for a blank query. */
export function filterRows<T extends object>(
  rows: readonly T[],
  columns: readonly DataGridColumn<T>[],
  query: string,
): readonly T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return rows;
  return rows.filter((row) => columns.some((column) => cellText(column, row).toLocaleLowerCase().includes(needle)));
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compareCells<T extends object>(column: DataGridColumn<T>, a: T, b: T): number {
  const left: unknown = a[column.key];
  const right: unknown = b[column.key];
  if (typeof left === 'number' && typeof right === 'number' && column.editor !== 'select') return left - right;
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right);
  return collator.compare(cellText(column, a), cellText(column, b));
}

/** Rows sorted by one column (stable; numbers numerically, text naturally, select columns by label). */
export function sortRows<T extends object>(
  rows: readonly T[],
  columns: readonly DataGridColumn<T>[],
  sort: { id: string; desc: boolean } | undefined,
): readonly T[] {
  const column = sort && columns.find((candidate) => candidate.key === sort.id);
  if (!sort || !column) return rows;
  const direction = sort.desc ? -1 : 1;
  return [...rows].sort((a, b) => direction * compareCells(column, a, b));
}
