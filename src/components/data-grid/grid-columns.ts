/**
 * A grid's columns: the user's choice of them (the ids of the columns hidden, kept per grid in localStorage as a JSON
 * array of column ids, never any data), the table library's visibility state made from it, and the table's measures.
 */

/** The hidden column ids of a stored value; none for a missing or malformed value. */
export function hiddenColumnsOf(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter((id): id is string => typeof id === 'string' && id !== ''))];
  } catch {
    return [];
  }
}

/**
 * The hidden ids with one column still shown: a grid without a data column would be empty and export empty lines.
 * When `hidden` covers every column (a stored choice, a "Hide all"), `kept` stays shown: the column that names the
 * row, else the first (`keptColumnOf`).
 */
export function withOneShown(hidden: readonly string[], columnKeys: readonly string[], kept: string | undefined) {
  const hides = new Set(hidden);
  return columnKeys.length > 0 && columnKeys.every((key) => hides.has(key))
    ? hidden.filter((id) => id !== kept)
    : hidden;
}

/**
 * The hidden ids with one data column still shown (`withOneShown`), and the columns shown: what the grid and its
 * stand-in draw.
 */
export function shownColumnsOf<C extends { key: string; namesRow?: unknown }>(
  columns: readonly C[],
  storedHidden: readonly string[],
): { hidden: readonly string[]; shown: C[] } {
  const keys = columns.map((column) => column.key);
  const hidden = withOneShown(storedHidden, keys, keptColumnOf(columns));
  return { hidden, shown: columns.filter((column) => !hidden.includes(column.key)) };
}

/** The column that stays when the others are hidden: the one that names the row (`namesRow`), else the first. */
export function keptColumnOf(columns: readonly { key: string; namesRow?: unknown }[]): string | undefined {
  return (columns.find((column) => column.namesRow) ?? columns[0])?.key;
}

/** The table's widths in px: a data column without its own, the selection column, the actions column. */
export const COLUMN_WIDTHS = { data: 180, select: 48, actions: 110 } as const;

/** The height of a row at the grid's density with its small editors (the least a row takes). */
export const ROW_HEIGHT = 51;

/** The height of the table's scrolling area when the screen gives none. */
export const GRID_HEIGHT = 'calc(100dvh - 240px)';

const STATUS_WIDTH = 140;

/**
 * The status column's width: room for its longest badge in the grid's language (an upper-case badge of about 8.5 px a
 * letter, with its own and the cell's padding), so "NICHT GESPEICHERT" is never cut; at least STATUS_WIDTH.
 */
export function statusWidthFor(labels: readonly string[]): number {
  const longest = Math.max(0, ...labels.map((label) => label.length));
  return Math.max(STATUS_WIDTH, Math.ceil(longest * 8.5 + 48));
}

/** The visibility state (`{id: false}` per hidden column) of hidden column ids. */
export function visibilityOf(hidden: readonly string[]): Record<string, boolean> {
  return Object.fromEntries(hidden.map((id) => [id, false]));
}

/** The hidden column ids of a visibility state. */
export function hiddenOf(visibility: Readonly<Record<string, boolean>>): string[] {
  return Object.keys(visibility).filter((id) => visibility[id] === false);
}

/** What the table's column definitions depend on (id, header, width), as one string: equal shapes, same columns. */
export function columnShapeOf(columns: readonly { key: string; header: string; width?: number }[]): string {
  return columns.map((column) => `${column.key}\u0000${column.header}\u0000${column.width ?? ''}`).join('\u0001');
}

/** The columns of a shape, the width undefined where none was given. */
export function columnsOfShape(shape: string): { key: string; header: string; width: number | undefined }[] {
  return shape
    .split('\u0001')
    .filter(Boolean)
    .map((entry) => {
      const [key = '', header = '', width = ''] = entry.split('\u0000');
      return { key, header, width: width ? Number(width) : undefined };
    });
}
