/**
 * The rows of the data grid's view: loaded records and rows added in the grid, how the table compares them, how a
 * row is named, and the records in view as shown. Only the grid uses these (kept out of the screens' shared chunks).
 */
import { currentRecord, type GridChanges } from '../../lib/grid-changes';
import {
  cellText,
  compareRows,
  sortRows,
  type CellWords,
  type GridSort,
  type GridViewColumn,
} from '../../lib/grid-view';

/** A row of the grid's view: a loaded record, or a row added in the grid (its values live in the pending changes). */
export interface ViewRow<T> {
  key: string;
  record: T | undefined;
}

/**
 * The table's comparison of view rows in a column (its sortingFn): loaded rows by their loaded values, added rows on
 * top in either direction (the table reverses this for descending) and among themselves in the order they were added.
 */
export function viewComparator<T extends object>(
  columns: readonly GridViewColumn<T>[],
  desc: boolean,
): (columnKey: string, a: ViewRow<T>, b: ViewRow<T>) => number {
  const addedFirst = desc ? 1 : -1;
  const byKey = new Map<string, GridViewColumn<T>>(columns.map((column) => [column.key, column]));
  return (columnKey, a, b) => {
    if (a.record === undefined || b.record === undefined) {
      if (a.record === b.record) return 0;
      return a.record === undefined ? addedFirst : -addedFirst;
    }
    const column = byKey.get(columnKey);
    return column ? compareRows(column, a.record, b.record) : 0;
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
  const view = [
    ...added,
    ...sortRows(viewRows, columns, sort).map((record): ViewRow<T> => ({ key: getId(record), record })),
  ];
  return view.flatMap((row) => currentRecord(changes, row.key, row.record) ?? []);
}
