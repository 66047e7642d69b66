/**
 * The grid's view: the text a cell shows (also what Export writes), the quick filter and the sort over the loaded
 * rows. Built for 20,000 rows within 300 ms: option labels from a map, lower-cased texts and sort keys computed once
 * per row.
 */
import { runAtOnce, type Steps } from './sliced-work';
import { uniqueByValue } from './unique-options';

/** A choice of a select column: the stored value and the label shown. */
export interface GridOption {
  value: string | number;
  label: string;
}

/** A field of the export file: its header and its value's text. */
export interface GridExportField<T> {
  header: string;
  text: (row: T) => string;
}

/** A value a column sorts by: a number (numerically), a text (naturally), or nothing (after every value). */
export type GridSortValue = string | number | null | undefined;

/** A date-time's `sortValue`: the time itself (ms), or null for nothing or a text that is not a date. */
export function timeSortValue(value: string | null | undefined): number | null {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? null : time;
}

/** What the view helpers read of a grid column (the data grid's columns have more). */
export interface GridViewColumn<T> {
  key: keyof T & string;
  editor?: 'text' | 'boolean' | 'select';
  options?: readonly GridOption[];
  /**
   * The text of the cell when it is not the value, its option label or Yes/No (e.g. a computed display): searched,
   * sorted (unless `sortValue`) and exported (unless `exportFields`).
   */
  text?: (row: T) => string;
  /**
   * What the column sorts by when its text does not sort as the values do (a count in a sentence, a date in the
   * display locale): numbers numerically, texts naturally, nothing last; ties by the text.
   */
  sortValue?: (row: T) => GridSortValue;
  /**
   * What Export CSV writes for the column when not its header and text (src/lib/grid-export.ts): e.g. a date as
   * ISO 8601 under a header naming the zone, or a count and a date as two fields.
   */
  exportFields?: readonly GridExportField<T>[];
}

/** How a yes/no cell reads (shown, searched and exported), in the user's language: `grid.cell.yes` and `grid.cell.no`. */
export interface CellWords {
  readonly yes: string;
  readonly no: string;
}

/** A sort by one column. */
export interface GridSort {
  id: string;
  desc: boolean;
}

/** What `cache` holds for `key`, made by `make` and kept the first time it is asked for. */
function cached<K extends object, V>(cache: WeakMap<K, V>, key: K, make: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

const labelMaps = new WeakMap<readonly GridOption[], Map<string, string>>();

/** The label of the first option whose value, as text, is `value`'s. */
export function optionLabel(options: readonly GridOption[], value: unknown): string | undefined {
  const labels = cached(labelMaps, options, () => {
    const made = new Map<string, string>();
    for (const option of options) {
      const key = String(option.value);
      if (!made.has(key)) made.set(key, option.label);
    }
    return made;
  });
  return labels.get(String(value));
}

const selectDataCache = new WeakMap<readonly GridOption[], { value: string; label: string }[]>();

/**
 * A select editor's choices (each value once), made once per options list: a new list on every render makes each
 * select parse its choices again, in every visible row.
 */
export function selectData(options: readonly GridOption[]): { value: string; label: string }[] {
  return cached(selectDataCache, options, () =>
    uniqueByValue(options.map((option) => ({ value: String(option.value), label: option.label }))),
  );
}

/**
 * The text of a cell: the column's own text, else an option's label for select columns, `words` (Yes/No) for
 * booleans, else the value as text.
 */
export function cellText<T extends object>(column: GridViewColumn<T>, record: T, words: CellWords): string {
  if (column.text) return column.text(record);
  const value: unknown = record[column.key];
  if (column.editor === 'select' && column.options) {
    const label = optionLabel(column.options, value);
    if (label !== undefined) return label;
  }
  if (typeof value === 'boolean' || column.editor === 'boolean') return value ? words.yes : words.no;
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The quick filter's text as it searches: trimmed and lower-cased; '' finds every row. */
export const needleOf = (query: string) => query.trim().toLocaleLowerCase();

/** Rows where some column's text (as shown, in `words`) contains `query` (case-insensitive); all rows for a blank query. */
export function filterRows<T extends object>(
  rows: readonly T[],
  columns: readonly GridViewColumn<T>[],
  query: string,
  words: CellWords,
): readonly T[] {
  const needle = needleOf(query);
  return needle ? runAtOnce(filterSteps(rows, columns, needle, words)) : rows;
}

// Per words, per columns array, per rows array: the rows the last few filters found, by the text they searched.
const filterCache = new WeakMap<
  CellWords,
  WeakMap<object, WeakMap<readonly object[], Map<string, readonly object[]>>>
>();
const FILTERS_KEPT = 16;

export function filtersOf(rows: readonly object[], columns: readonly object[], words: CellWords) {
  const byColumns = cached(filterCache, words, () => new WeakMap());
  const byRows = cached(byColumns, columns, () => new WeakMap());
  return cached(byRows, rows, () => new Map());
}

/**
 * The quick filter, pausing every 512 rows (`sliced-work.ts`); the same rows for the same text again. A row that
 * contains the text contains each part of it, so typing on searches only what the text so far found.
 */
export function* filterSteps<T extends object>(
  rows: readonly T[],
  columns: readonly GridViewColumn<T>[],
  needle: string,
  words: CellWords,
): Steps<readonly T[]> {
  const found = filtersOf(rows, columns, words) as Map<string, readonly T[]>;
  const cached = found.get(needle);
  if (cached) return cached;
  let from = rows;
  for (const [part, partRows] of found) if (needle.includes(part) && partRows.length < from.length) from = partRows;
  const byRow = searchTextsOf(columns, words);
  const result: T[] = [];
  for (let i = 0; i < from.length; i += 1) {
    const row = from[i] as T;
    if (searchTexts(byRow, columns, words, row).some((text) => text.includes(needle))) result.push(row);
    if ((i & 511) === 511) yield;
  }
  found.set(needle, result);
  if (found.size > FILTERS_KEPT) found.delete(found.keys().next().value as string);
  return result;
}

// Per words, per columns array, per row: the lower-cased text of each cell (what the quick filter searches).
const searchTextCache = new WeakMap<CellWords, WeakMap<object, WeakMap<object, readonly string[]>>>();

function searchTextsOf(columns: readonly object[], words: CellWords): WeakMap<object, readonly string[]> {
  const byColumns = cached(searchTextCache, words, () => new WeakMap());
  return cached(byColumns, columns, () => new WeakMap());
}

function searchTexts<T extends object>(
  byRow: WeakMap<object, readonly string[]>,
  columns: readonly GridViewColumn<T>[],
  words: CellWords,
  row: T,
): readonly string[] {
  let texts = byRow.get(row);
  if (texts === undefined) {
    texts = columns.map((column) => cellText(column, row, words).toLocaleLowerCase());
    byRow.set(row, texts);
  }
  return texts;
}
