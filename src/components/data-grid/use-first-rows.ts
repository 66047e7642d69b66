import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { AddedRow } from '#/lib/grid-changes';
import { filterRows, type CellWords, type GridSort } from '#/lib/grid-view';
import type { DataGridColumn, GridRow } from './data-grid-types';
import { tableRowsOf } from './grid-rows';
import { sortRows } from './grid-sort';

const NO_ROWS: readonly never[] = [];
/** Rows a new view shows before the rest: more than the tallest screen holds. */
export const FIRST_ROWS = 60;

/**
 * The view (the loaded rows filtered, the rows added in the grid on top) and what the table is given of it: a new
 * view of more than FIRST_ROWS rows first as its first rows (nothing else of it is made for that paint), in full once
 * the browser has painted those (docs/decisions/020-data-grid-parts.md). The table sorts what it is given with the
 * grid's own sorted row model (`gridSortedRowModel`).
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
  /** Whether the whole view is needed even while its first rows show (rows are selected: the selection reads it). */
  wholeView: boolean;
}) {
  const { rows, columns, getId, query, sort, added, words, wholeView } = options;
  const loadedRows = rows ?? NO_ROWS;
  const viewRows = useMemo(() => filterRows(loadedRows, columns, query, words), [loadedRows, columns, query, words]);
  // The table's row of each loaded record, made once per answer when first needed: a sort or a filter reorders these
  // rather than making a new object for each of 100,000 records (which the garbage collector then copies); a new
  // answer's first rows make only theirs.
  const tableRowOf = useMemo(() => tableRowsOf(loadedRows, getId), [loadedRows, getId]);
  const addedKeys = added.map((row) => row.key).join('\n');
  const addedRows = useMemo<GridRow<T>[]>(
    () => (addedKeys ? addedKeys.split('\n') : []).map((key) => ({ key, record: undefined })),
    [addedKeys],
  );
  // The view as one value, to tell a new view from the one the table holds in full.
  const view = useMemo(() => ({ viewRows, addedRows }), [viewRows, addedRows]);

  // A new view is another quick filter or the first answer; any other change of the rows (a refresh, an added row)
  // gives the table the whole view at once, so the list never shortens where the user is.
  const viewKey = query;
  const [shown, setShown] = useState<{ view: typeof view | null; viewKey: string }>({ view: null, viewKey });
  // (A grid that showed no rows yet, e.g. while its list loads, takes the answer as a new view.)
  const shownNothing = shown.view === null || shown.view.viewRows.length + shown.view.addedRows.length === 0;
  const firstRowsOnly =
    shown.view !== view &&
    (shown.viewKey !== viewKey || shownNothing) &&
    viewRows.length + addedRows.length > FIRST_ROWS;
  const data = useMemo<GridRow<T>[] | null>(
    () => (firstRowsOnly && !wholeView ? null : [...addedRows, ...viewRows.map(tableRowOf)]),
    [firstRowsOnly, wholeView, addedRows, viewRows, tableRowOf],
  );
  const firstRows = useMemo((): GridRow<T>[] => {
    if (!firstRowsOnly) return [];
    const first = sortRows(viewRows, columns, sort).slice(0, FIRST_ROWS);
    return [...addedRows, ...first.map(tableRowOf)];
  }, [firstRowsOnly, addedRows, viewRows, columns, sort, tableRowOf]);
  const tableData = firstRowsOnly ? firstRows : (data ?? firstRows);
  useEffect(() => {
    if (shown.view === view) return;
    let task = 0;
    const frame = window.requestAnimationFrame(() => {
      task = window.setTimeout(() => startTransition(() => setShown({ view, viewKey })));
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(task);
    };
  }, [view, viewKey, shown.view]);

  const wholeData = useCallback(
    () => data ?? [...addedRows, ...viewRows.map(tableRowOf)],
    [data, addedRows, viewRows, tableRowOf],
  );
  // `data`: the whole view, or while only its first rows show and nothing needs more, those; `wholeData` makes it.
  return { loadedRows, viewRows, addedRows, data: data ?? tableData, wholeData, tableData, firstRowsOnly };
}
