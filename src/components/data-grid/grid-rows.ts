/**
 * The rows of the data grid's view: loaded records and rows added in the grid, their table rows and how the table
 * sorts them, how a row is named, and the records in view as shown. Only the grid uses these (kept out of the screens' shared chunks).
 */
import type { Row, RowData } from '@tanstack/react-table';
import { currentRecord, type GridChanges } from '#/lib/grid-changes';
import { cellText, type CellWords, type GridSort, type GridViewColumn } from '#/lib/grid-view';
import { sortOrder, sortRows } from './grid-sort';

/** A row of the grid's view: a loaded record, or a row added in the grid (its values live in the pending changes). */
export interface ViewRow<T> {
  key: string;
  record: T | undefined;
}

declare module '@tanstack/react-table' {
  interface TableMeta<TData extends RowData> {
    /** How the data grid sorts its table rows: `sortTableRows` for the screen's current columns. */
    sortRows?: (rows: readonly Row<TData>[], sort: GridSort) => Row<TData>[];
  }
}

/** What the grid's sorted row model reads of the table (TanStack Table's `Table`, narrowed for its tests). */
export interface SortableTable<Rw> {
  getState: () => { sorting: readonly { id: string; desc: boolean }[] };
  getPreSortedRowModel: () => { rows: Rw[]; flatRows: Rw[]; rowsById: Record<string, Rw> };
  options: { meta?: { sortRows?: (rows: readonly Rw[], sort: GridSort) => Rw[] } | undefined };
}

/**
 * The table's sorted rows (its `getSortedRowModel` option: TanStack Table's documented "implement your own"): sorted
 * by the table's `meta.sortRows` (`sortTableRows`), not by the table's own sort, which compared 100,000 rows through
 * its generic comparison for seconds. Sorted again when the sort, the rows or `meta.sortRows` (new with the columns,
 * e.g. option labels that load after the rows) change; unsorted, the rows as they are.
 */
export function gridSortedRowModel<Rw>(table: SortableTable<Rw>) {
  type Model = ReturnType<SortableTable<Rw>['getPreSortedRowModel']>;
  let last: { sorting: unknown; model: unknown; sort: unknown; result: Model } | undefined;
  return (): Model => {
    const { sorting } = table.getState();
    const model = table.getPreSortedRowModel();
    const sortRowsBy = table.options.meta?.sortRows;
    if (last && last.sorting === sorting && last.model === model && last.sort === sortRowsBy) return last.result;
    const sort = sorting[0];
    const result =
      sort && sortRowsBy
        ? { rows: sortRowsBy(model.rows, sort), flatRows: model.flatRows, rowsById: model.rowsById }
        : model;
    last = { sorting, model, sort: sortRowsBy, result };
    return result;
  };
}

// Per table rows array: its loaded records (one array, so `sortRows` keeps each order it made) and each one's row.
const loadedOfRows = new WeakMap<readonly object[], { records: object[]; rowOf: Map<object, object> }>();

/**
 * Table rows sorted as the grid sorts (`sortOrder`: sort keys made once per row, each order kept): the rows added in
 * the grid on top in either direction, in the order they were added, then the loaded rows in the column's order.
 * `records` are the loaded records the table's rows were made of, in the same order after the added rows (the grid's
 * whole view): their order is then read from positions, kept for those records (`prepareView` may have made it).
 */
export function sortTableRows<T extends object, R extends { original: ViewRow<T> }>(
  rows: readonly R[],
  columns: readonly GridViewColumn<T>[],
  sort: GridSort,
  records?: readonly T[],
): R[] {
  const sorted = rows.filter((row) => row.original.record === undefined);
  const offset = sorted.length;
  if (records && rows.length === offset + records.length && rows[offset]?.original.record === records[0]) {
    const order = sortOrder(records, columns, sort);
    if (!order) return [...rows];
    for (const position of order) sorted.push(rows[offset + position] as R);
    return sorted;
  }
  let loaded = loadedOfRows.get(rows) as { records: T[]; rowOf: Map<T, R> } | undefined;
  if (!loaded) {
    loaded = { records: [], rowOf: new Map() };
    for (const row of rows) {
      const { record } = row.original;
      if (record === undefined) continue;
      loaded.records.push(record);
      loaded.rowOf.set(record, row);
    }
    loadedOfRows.set(rows, loaded as { records: object[]; rowOf: Map<object, object> });
  }
  for (const record of sortRows(loaded.records, columns, sort)) {
    const row = loaded.rowOf.get(record);
    if (row) sorted.push(row);
  }
  return sorted;
}

// Per answer (its records array): the table row made of each record.
const tableRowsOfAnswer = new WeakMap<readonly object[], WeakMap<object, ViewRow<object>>>();

/**
 * The table row of each record of an answer (`{key, record}`), made the first time it is asked for and the same
 * object after: a sort or a filter reorders these rather than making new ones (which the garbage collector then
 * copies), and a new answer's first rows make only theirs.
 */
export function tableRowsOf<T extends object>(records: readonly T[], getId: (record: T) => string) {
  let made = tableRowsOfAnswer.get(records) as WeakMap<T, ViewRow<T>> | undefined;
  if (!made) {
    made = new WeakMap();
    tableRowsOfAnswer.set(records, made as WeakMap<object, ViewRow<object>>);
  }
  const rows = made;
  return (record: T): ViewRow<T> => {
    let row = rows.get(record);
    if (row === undefined) {
      row = { key: getId(record), record };
      rows.set(record, row);
    }
    return row;
  };
}

/** A row's display name in confirmations and notices: its `namesRow` column's text (in `words`), '' without one. */
export function rowNamer<T extends object>(
  columns: readonly (GridViewColumn<T> & { namesRow?: true | ((row: T) => string) })[],
  words: CellWords,
): (record: T | undefined) => string {
  const nameColumn = columns.find((column) => column.namesRow);
  return (record) => {
    if (!nameColumn || !record) return '';
    return typeof nameColumn.namesRow === 'function'
      ? nameColumn.namesRow(record)
      : cellText(nameColumn, record, words);
  };
}

/**
 * The records of the rows in view in the order shown, pending edits included: the added rows, then the loaded rows
 * of the view sorted as the table sorts them.
 */
export function recordsInView<T extends object>(
  changes: GridChanges<T>,
  added: readonly ViewRow<T>[],
  viewRows: readonly T[],
  columns: readonly GridViewColumn<T>[],
  sort: GridSort | undefined,
  getId: (row: T) => string,
): T[] {
  // One pass, one array: at 100,000 rows every array and object made here is garbage the export then waits for.
  const records: T[] = [];
  for (const row of added) {
    const current = currentRecord(changes, row.key, row.record);
    if (current) records.push(current);
  }
  for (const record of sortRows(viewRows, columns, sort)) {
    const current = currentRecord(changes, getId(record), record);
    if (current) records.push(current);
  }
  return records;
}
