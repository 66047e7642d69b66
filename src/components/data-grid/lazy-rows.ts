/**
 * Lazily built row models for the data grid (issue 8: 20,000 rows shown, sorted and filtered within the budget).
 *
 * The table library builds a row object for every record it is given (each with dozens of methods), although
 * the grid only ever renders the few rows in view. Here the rows of the core and view models are made on first
 * access and kept per record list: rendering 20,000 records builds only the ~20 rows in view. To the table, the
 * models' `rows` are ordinary arrays (read through a Proxy), so code that does walk every row still works.
 */
import { createRow, type Row, type RowModel, type Table } from '@tanstack/react-table';

/** A read-only array of `length` items, each made by `item(index)` when it is first read. */
export function lazyArray<R>(length: number, item: (index: number) => R): R[] {
  const indexOf = (prop: string | symbol): number | undefined => {
    if (typeof prop !== 'string') return undefined;
    const index = Number(prop);
    return Number.isInteger(index) && index >= 0 && index < length && String(index) === prop ? index : undefined;
  };
  const target: R[] = [];
  target.length = length;
  return new Proxy(target, {
    get(array, prop, receiver) {
      const index = indexOf(prop);
      return index === undefined ? Reflect.get(array, prop, receiver) : item(index);
    },
    has(array, prop) {
      return indexOf(prop) !== undefined || Reflect.has(array, prop);
    },
    getOwnPropertyDescriptor(array, prop) {
      const index = indexOf(prop);
      if (index === undefined) return Reflect.getOwnPropertyDescriptor(array, prop);
      return { value: item(index), writable: false, enumerable: true, configurable: true };
    },
    ownKeys(array) {
      return [...Array.from({ length }, (_, index) => String(index)), ...Reflect.ownKeys(array)];
    },
    set() {
      return false;
    },
    deleteProperty() {
      return false;
    },
  });
}

/** A record of `V` keyed by string id, each value looked up by `find(id)` when read. */
function lazyRecord<V>(find: (id: string) => V | undefined, ids: () => readonly string[]): Record<string, V> {
  return new Proxy<Record<string, V>>(
    {},
    {
      get: (_, prop) => (typeof prop === 'string' ? find(prop) : undefined),
      has: (_, prop) => typeof prop === 'string' && find(prop) !== undefined,
      getOwnPropertyDescriptor: (_, prop) => {
        const value = typeof prop === 'string' ? find(prop) : undefined;
        return value === undefined ? undefined : { value, writable: false, enumerable: true, configurable: true };
      },
      ownKeys: () => [...ids()],
      set: () => false,
      deleteProperty: () => false,
    },
  );
}

/** Rows of the grid's table: each carries the key of its record. */
export interface KeyedRow {
  key: string;
}

/** The table's `getCoreRowModel` option: the rows of `options.data`, made when first read. */
export function lazyCoreRowModel<D extends KeyedRow>(): (table: Table<D>) => () => RowModel<D> {
  return (table) => {
    let last: { data: readonly D[]; model: RowModel<D> } | undefined;
    return () => {
      const data = table.options.data;
      if (last?.data === data) return last.model;
      const made = new Map<number, Row<D>>();
      const rowAt = (index: number): Row<D> => {
        let row = made.get(index);
        if (row === undefined) {
          const record = data[index] as D;
          row = createRow(table, record.key, record, index, 0);
          made.set(index, row);
        }
        return row;
      };
      let indexById: Map<string, number> | undefined;
      const ids = () => data.map((record) => record.key);
      const rowById = (id: string): Row<D> | undefined => {
        indexById ??= new Map(data.map((record, index) => [record.key, index]));
        const index = indexById.get(id);
        return index === undefined ? undefined : rowAt(index);
      };
      const rows = lazyArray(data.length, rowAt);
      const model: RowModel<D> = { rows, flatRows: rows, rowsById: lazyRecord(rowById, ids) };
      last = { data, model };
      return model;
    };
  };
}

/** What the grid shows: the keys in view, in order; the first `keyed` of them keep rows of their own. */
export interface GridView {
  keys: readonly string[];
  keyed: number;
}

/**
 * The table's "sorted" row model: the rows of the view's keys in that order (the grid sorts and filters itself).
 * Past the first `keyed` keys, a row is identified by its position in the view rather than by its record (its
 * `original` is still the record's): when sorting or the quick filter changes which record is at a position, the
 * rendered row and its cells are updated in place instead of being unmounted and mounted again. Rows are made when
 * first read, and kept while the core model and the view stay the same.
 */
export function lazyViewRowModel<D extends KeyedRow>(view: () => GridView): (table: Table<D>) => () => RowModel<D> {
  return (table) => {
    let last: { all: RowModel<D>; view: GridView; model: RowModel<D> } | undefined;
    return () => {
      const all = table.getPreSortedRowModel();
      const current = view();
      if (last && last.all === all && last.view === current) return last.model;
      const { keys, keyed } = current;
      const made = new Map<number, Row<D>>();
      const rowAt = (index: number): Row<D> => {
        const own = all.rowsById[keys[index] ?? ''] as Row<D>;
        if (index < keyed) return own;
        let row = made.get(index);
        if (row === undefined) {
          row = createRow(table, `${POSITION_PREFIX}${index}`, own.original, index, 0);
          made.set(index, row);
        }
        return row;
      };
      const rows = lazyArray(keys.length, rowAt);
      const model: RowModel<D> = { rows, flatRows: rows, rowsById: all.rowsById };
      last = { all, view: current, model };
      return model;
    };
  };
}

/** Id prefix of the rows identified by their position in the view. */
export const POSITION_PREFIX = '\u0000view-';
