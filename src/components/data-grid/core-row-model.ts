import { createRow, memo, type Row, type RowModel, type Table } from '@tanstack/react-table';
import { runAtOnce, type Steps } from '#/lib/sliced-work';

/**
 * Above this many rows the table's rows are made in slices before the table takes the data (`useGridTable`): a row
 * of TanStack Table is an object with dozens of functions of its own, and 100,000 of them made in one render held the
 * page for about a second.
 */
export const ROWS_MADE_AT_ONCE = 5000;

/** Rows made between two pauses. */
const ROWS_PER_STEP = 1000;

/** The row model made for each data array, by the table it was made for. */
const made = new WeakMap<readonly unknown[], { table: unknown; model: RowModel<unknown> }>();

/**
 * The table's core row model of `data`, made as TanStack Table's own `getCoreRowModel` makes it (the same rows, ids,
 * indexes and sub-rows), pausing every ROWS_PER_STEP rows; kept for `gridCoreRowModel`.
 */
export function* coreRowModelSteps<T>(table: Table<T>, data: readonly T[]): Steps<RowModel<T>> {
  const model: RowModel<T> = { rows: [], flatRows: [], rowsById: {} };
  const rowOf = (original: T, index: number, depth: number, parent?: Row<T>): Row<T> => {
    const id = table.options.getRowId?.(original, index, parent) ?? (parent ? `${parent.id}.${index}` : `${index}`);
    const row = createRow(table, id, original, index, depth, undefined, parent?.id);
    model.flatRows.push(row);
    model.rowsById[row.id] = row;
    const subRows = table.options.getSubRows?.(original, index);
    if (subRows?.length) {
      row.originalSubRows = subRows;
      row.subRows = subRows.map((sub, subIndex) => rowOf(sub, subIndex, depth + 1, row));
    }
    return row;
  };
  for (let index = 0; index < data.length; index += 1) {
    model.rows.push(rowOf(data[index] as T, index, 0));
    if (index % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
  }
  made.set(data, { table, model: model as RowModel<unknown> });
  return model;
}

/** Whether the rows of `data` are made (or `data` is few enough to make in a render): each grid's data is its own. */
export function rowsMade(data: readonly unknown[]): boolean {
  return data.length <= ROWS_MADE_AT_ONCE || made.has(data);
}

/**
 * The grid's `getCoreRowModel` (TanStack Table's documented option): the model `coreRowModelSteps` made ahead for
 * this data, else made now.
 */
export function gridCoreRowModel<T>(table: Table<T>): () => RowModel<T> {
  return memo(
    () => [table.options.data],
    (data) => {
      const ahead = made.get(data);
      return ahead?.table === table ? (ahead.model as RowModel<T>) : runAtOnce(coreRowModelSteps(table, data));
    },
    { key: 'getCoreRowModel' },
  );
}
