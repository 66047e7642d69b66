/** The grid's row selection over the rows in view: select-all covers the view, whether or not the table shows it all yet. */

/** Selected row keys (the table library's row selection state). */
export type RowSelection = Readonly<Record<string, boolean>>;

/** A row of the view, by its key. */
interface Keyed {
  key: string;
}

export function anySelected(selection: RowSelection): boolean {
  return Object.values(selection).some(Boolean);
}

/** The header checkbox: all rows in view selected, or some. */
export function selectionInView(rows: readonly Keyed[], selection: RowSelection): { all: boolean; some: boolean } {
  if (!anySelected(selection)) return { all: false, some: false };
  let selected = 0;
  for (const row of rows) if (selection[row.key]) selected += 1;
  return { all: rows.length > 0 && selected === rows.length, some: selected > 0 && selected < rows.length };
}

/** The selection with every row in view selected (`on`) or cleared; rows out of view keep theirs. */
export function withViewSelected(
  selection: RowSelection,
  rows: readonly Keyed[],
  on: boolean,
): Record<string, boolean> {
  const next = { ...selection };
  for (const row of rows) {
    if (on) next[row.key] = true;
    else delete next[row.key];
  }
  return next;
}

/** The selected rows in view not yet marked for deletion ("Delete selected (N)"), in view order. */
export function selectedKeysInView(
  rows: readonly Keyed[],
  selection: RowSelection,
  deleted: ReadonlySet<string>,
): string[] {
  return rows.filter((row) => selection[row.key] && !deleted.has(row.key)).map((row) => row.key);
}
