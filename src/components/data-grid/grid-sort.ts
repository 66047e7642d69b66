/**
 * The grid's sort: sort keys made once per row (`sort-keys.ts`), each order kept per rows array, and the view (quick
 * filter, then sort) made ahead in slices that give the browser its turn (`prepareView`).
 */
import {
  cellText,
  filterSteps,
  filtersOf,
  needleOf,
  type CellWords,
  type GridSort,
  type GridViewColumn,
} from '#/lib/grid-view';
import { reversedOrderSteps, runAtOnce, runInSlices, stableOrderSteps, type Steps } from '#/lib/sliced-work';
import { sortKeysFor } from './sort-keys';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const sortKeyOf = sortKeysFor(collator);
const keyOf = (text: string) => (sortKeyOf ? sortKeyOf(text) : null);

/** Two texts in the collator's order: by their sort keys when both have one. */
function compareTexts(a: string, keyA: string | null, b: string, keyB: string | null): number {
  if (keyA !== null && keyB !== null) return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
  return collator.compare(a, b);
}

interface SortEntry<T> {
  row: T;
  value: unknown;
  /** A string value's sort key (`sortKeysFor`), else null. */
  valueKey: string | null;
  text: string;
  textKey: string | null;
}

const isNothing = (value: unknown) => value === null || value === undefined || value === '';

/** Two `sortValue`s: nothing after every value, numbers numerically (before texts), texts naturally; ties by the text. */
function compareSortValues<T>(a: SortEntry<T>, b: SortEntry<T>): number {
  const left = a.value;
  const right = b.value;
  if (isNothing(left) || isNothing(right)) {
    if (!isNothing(left)) return -1;
    if (!isNothing(right)) return 1;
  } else if (typeof left === 'number' && typeof right === 'number') {
    if (left !== right) return left - right;
  } else if (typeof left === 'number' || typeof right === 'number') {
    return typeof left === 'number' ? -1 : 1;
  } else {
    const order = compareTexts(String(left), a.valueKey, String(right), b.valueKey);
    if (order !== 0) return order;
  }
  return compareTexts(a.text, a.textKey, b.text, b.textKey);
}

function compareEntries<T extends object>(column: GridViewColumn<T>, a: SortEntry<T>, b: SortEntry<T>): number {
  if (column.sortValue) return compareSortValues(a, b);
  const left = a.value;
  const right = b.value;
  if (typeof left === 'number' && typeof right === 'number' && column.editor !== 'select' && !column.text)
    return left - right;
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right);
  return compareTexts(a.text, a.textKey, b.text, b.textKey);
}

/** A sort reads yes/no as 0/1: the same order in every language (no before yes), and its caches hold for all. */
const SORT_WORDS: CellWords = { yes: '1', no: '0' };

// Per column, per row (immutable query data): what a sort compares, made once.
const sortEntryCache = new WeakMap<object, WeakMap<object, SortEntry<object>>>();

function sortEntry<T extends object>(column: GridViewColumn<T>, row: T): SortEntry<T> {
  let byRow = sortEntryCache.get(column) as WeakMap<T, SortEntry<T>> | undefined;
  if (byRow === undefined) {
    byRow = new WeakMap();
    sortEntryCache.set(column, byRow as WeakMap<object, SortEntry<object>>);
  }
  let entry = byRow.get(row);
  if (entry === undefined) {
    const value: unknown = column.sortValue ? column.sortValue(row) : row[column.key];
    const text = cellText(column, row, SORT_WORDS);
    entry = {
      row,
      value,
      valueKey: column.sortValue && typeof value === 'string' ? keyOf(value) : null,
      text,
      textKey: keyOf(text),
    };
    byRow.set(row, entry);
  }
  return entry;
}

/**
 * How two rows compare in a column's ascending order (numbers numerically, text naturally, select columns by
 * label): negative when `a` comes first, 0 for a tie; `sortRows` sorts in this order.
 */
export function compareRows<T extends object>(column: GridViewColumn<T>, a: T, b: T): number {
  return compareEntries(column, sortEntry(column, a), sortEntry(column, b));
}

// Per rows array (immutable query data), per column: each direction's order (positions in the rows) and rows, so
// that going back to an order already shown (ascending, descending, unsorted, ascending again) sorts nothing again.
interface SortOrders {
  /** Each row's sort entry, in the rows' order, until both directions are made. */
  entries?: SortEntry<object>[];
  asc?: Uint32Array;
  desc?: Uint32Array;
  ascRows?: readonly object[];
  descRows?: readonly object[];
}
const sortCache = new WeakMap<readonly object[], WeakMap<object, SortOrders>>();

function ordersOf(rows: readonly object[], column: object, make: true): SortOrders;
function ordersOf(rows: readonly object[], column: object, make: false): SortOrders | undefined;
function ordersOf(rows: readonly object[], column: object, make: boolean): SortOrders | undefined {
  let byColumn = sortCache.get(rows);
  if (byColumn === undefined) {
    if (!make) return undefined;
    byColumn = new WeakMap();
    sortCache.set(rows, byColumn);
  }
  let orders = byColumn.get(column);
  if (orders === undefined && make) {
    orders = {};
    byColumn.set(column, orders);
  }
  return orders;
}

const sortColumnOf = <T>(columns: readonly GridViewColumn<T>[], sort: GridSort | undefined) =>
  sort && columns.find((candidate) => candidate.key === sort.id);

/** One direction of a column's order of `rows` (positions in `rows`), made with pauses, kept for the rows. */
function* orderSteps<T extends object>(
  rows: readonly T[],
  column: GridViewColumn<T>,
  desc: boolean,
): Steps<Uint32Array> {
  const orders = ordersOf(rows, column, true);
  const cached = desc ? orders.desc : orders.asc;
  if (cached) return cached;
  let entries = orders.entries as SortEntry<T>[] | undefined;
  if (!entries) {
    const made = new Array<SortEntry<T>>(rows.length);
    for (let i = 0; i < rows.length; i += 1) {
      made[i] = sortEntry(column, rows[i] as T);
      if ((i & 1023) === 1023) yield;
    }
    entries = made;
    orders.entries = made as SortEntry<object>[];
  }
  const of = entries;
  const ascending = (a: number, b: number) => compareEntries(column, of[a] as SortEntry<T>, of[b] as SortEntry<T>);
  const other = desc ? orders.asc : orders.desc;
  const order = other
    ? yield* reversedOrderSteps(other, ascending)
    : yield* stableOrderSteps(rows.length, desc ? (a, b) => ascending(b, a) : ascending);
  if (desc) orders.desc = order;
  else orders.asc = order;
  if (orders.asc && orders.desc) delete orders.entries;
  return order;
}

/**
 * The positions of `rows` in the order of `sort` (stable; `compareRows`' order, reversed for descending), undefined
 * without a sort or for an unknown column. The same rows sorted the same way again give the same array.
 */
export function sortOrder<T extends object>(
  rows: readonly T[],
  columns: readonly GridViewColumn<T>[],
  sort: GridSort | undefined,
): Uint32Array | undefined {
  const column = sortColumnOf(columns, sort);
  return sort && column ? runAtOnce(orderSteps(rows, column, sort.desc)) : undefined;
}

/**
 * Rows sorted by one column (stable: ties keep their order; in `compareRows`' order, reversed for descending). The
 * same rows sorted the same way again give the same array.
 */
export function sortRows<T extends object>(
  rows: readonly T[],
  columns: readonly GridViewColumn<T>[],
  sort: GridSort | undefined,
): readonly T[] {
  const column = sortColumnOf(columns, sort);
  if (!sort || !column) return rows;
  const orders = ordersOf(rows, column, true);
  const cached = (sort.desc ? orders.descRows : orders.ascRows) as readonly T[] | undefined;
  if (cached) return cached;
  const order = runAtOnce(orderSteps(rows, column, sort.desc));
  const result = new Array<T>(order.length);
  for (let i = 0; i < order.length; i += 1) result[i] = rows[order[i] as number] as T;
  if (sort.desc) orders.descRows = result;
  else orders.ascRows = result;
  return result;
}

/** The quick filter and the sort of a view: `filterRows`, then `sortOrder` of what it found. */
function* viewSteps<T extends object>(
  rows: readonly T[],
  columns: readonly GridViewColumn<T>[],
  view: { query: string; sort: GridSort | undefined },
  words: CellWords,
): Steps<void> {
  const needle = needleOf(view.query);
  const shown = needle ? yield* filterSteps(rows, columns, needle, words) : rows;
  const column = sortColumnOf(columns, view.sort);
  if (view.sort && column) yield* orderSteps(shown, column, view.sort.desc);
}

/** Whether `filterRows` and `sortOrder` would answer the view from what is made already, with nothing to compute. */
export function viewReady<T extends object>(
  rows: readonly T[],
  columns: readonly GridViewColumn<T>[],
  view: { query: string; sort: GridSort | undefined },
  words: CellWords,
): boolean {
  const needle = needleOf(view.query);
  const shown = needle ? filtersOf(rows, columns, words).get(needle) : rows;
  if (!shown) return false;
  const column = sortColumnOf(columns, view.sort);
  if (!view.sort || !column) return true;
  const orders = ordersOf(shown, column, false);
  return (view.sort.desc ? orders?.desc : orders?.asc) !== undefined;
}

/**
 * Makes the view's filtered rows and order in slices that give the browser its turn (`runInSlices`), so that
 * `filterRows` and `sortOrder` then answer at once. False when `signal` stopped it first (what it made stays kept).
 */
export async function prepareView<T extends object>(
  rows: readonly T[],
  columns: readonly GridViewColumn<T>[],
  view: { query: string; sort: GridSort | undefined },
  words: CellWords,
  signal?: AbortSignal,
): Promise<boolean> {
  await runInSlices(viewSteps(rows, columns, view, words), { signal });
  return !signal?.aborted;
}
