import { startTransition, useEffect, useMemo, useState } from 'react';
import type { AddedRow } from '../../lib/grid-changes';
import { filterRows, sortRows, type CellWords, type GridSort } from '../../lib/grid-view';
import type { DataGridColumn, GridRow } from './data-grid-types';

const NO_ROWS: readonly never[] = [];
/** Rows a new view shows before the rest: more than the tallest screen holds. */
export const FIRST_ROWS = 60;

/**
 * The view (the loaded rows filtered, the rows added in the grid on top) and what the table is given of it: a new
 * view of more than FIRST_ROWS rows first as its first rows, in full once the browser has painted those
 * (docs/decisions/020-data-grid-parts.md). The table sorts what it is given itself (each column's sortingFn).
 */
export function useFirstRows<T extends object>(options: {
  rows: readonly T[] | undefined;
  columns: readonly DataGridColumn<T>[];
  getId: (row: T) => string;
  query: string;
  sort: GridSort | undefined;
  added: readonly AddedRow<T>[];
  /** Yes/No as the cells show them (the quick filter searches the text shown). */
  words: CellWords;
}) {
  const { rows, columns, getId, query, sort, added, words } = options;
  const loadedRows = rows ?? NO_ROWS;
  const viewRows = useMemo(() => filterRows(loadedRows, columns, query, words), [loadedRows, columns, query, words]);
  // The table's row of each loaded record, made once per answer: a sort or a filter reorders these rather than making
  // a new object for each of 20,000 records (which the garbage collector then copies).
  const loadedTableRows = useMemo(
    () => new Map(loadedRows.map((record): [T, GridRow<T>] => [record, { key: getId(record), record }])),
    [loadedRows, getId],
  );
  const addedKeys = added.map((row) => row.key).join('\n');
  const addedRows = useMemo<GridRow<T>[]>(
    () => (addedKeys ? addedKeys.split('\n') : []).map((key) => ({ key, record: undefined })),
    [addedKeys],
  );
  const data = useMemo<GridRow<T>[]>(
    () => [
      ...addedRows,
      // (The view holds only loaded records, so the lookup always finds one; the fallback satisfies the types.)
      ...viewRows.map((record) => loadedTableRows.get(record) ?? { key: getId(record), record }),
    ],
    [addedRows, viewRows, loadedTableRows, getId],
  );

  // A new view is another quick filter or the first answer; any other change of the rows (a refresh, an added row)
  // gives the table the whole view at once, so the list never shortens where the user is.
  const viewKey = query;
  const [shown, setShown] = useState<{ data: readonly GridRow<T>[]; viewKey: string }>({ data: NO_ROWS, viewKey });
  const firstRowsOnly =
    shown.data !== data && (shown.viewKey !== viewKey || shown.data.length === 0) && data.length > FIRST_ROWS;
  const firstRows = useMemo((): GridRow<T>[] => {
    if (!firstRowsOnly) return [];
    const first = sortRows(viewRows, columns, sort).slice(0, FIRST_ROWS);
    return [...addedRows, ...first.map((record) => loadedTableRows.get(record) ?? { key: getId(record), record })];
  }, [firstRowsOnly, addedRows, viewRows, columns, sort, loadedTableRows, getId]);
  const tableData = firstRowsOnly ? firstRows : data;
  useEffect(() => {
    if (shown.data === data) return;
    let task = 0;
    const frame = window.requestAnimationFrame(() => {
      task = window.setTimeout(() => startTransition(() => setShown({ data, viewKey })));
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(task);
    };
  }, [data, viewKey, shown.data]);

  return { loadedRows, viewRows, addedRows, data, tableData, firstRowsOnly };
}
