/**
 * A grid's columns as its record's description gives them (`describedColumns`, src/lib/record-fields.ts): every field
 * with a width, in the description's order, edited as its kind says; over each, what only its screen knows of it (its
 * cell, the column that names the row, another width); and among them the columns that are no field of the
 * description (a value computed elsewhere, an action). Screens call `useDescribedColumns`, which gives this its lists.
 */
import type { DescribedColumn } from '#/lib/record-fields';
import type { DataGridColumn, DataGridOption } from './data-grid-types';

/** What a screen says of a described field's column (its cell, width, ...); its key and header are the description's. */
export type ColumnOverride<R> = Partial<Omit<DataGridColumn<R>, 'key' | 'header'>>;

/** The screen's override of each described field's column that needs one. */
export type ColumnOverrides<R> = { readonly [K in keyof R & string]?: ColumnOverride<R> };

/** A column that is no described field: placed after the column keyed `after`, else after every other. */
export type ExtraColumn<R> = DataGridColumn<R> & { after?: keyof R & string };

/** The options of the locale and currency kinds: the start-up lists, named in the console's language. */
export interface CodeOptions {
  readonly locale: readonly DataGridOption[];
  readonly currency: readonly DataGridOption[];
}

/** How a column of a described kind is edited; a text field is edited as text. */
function editingOf<R>(kind: DescribedColumn<R>['kind'], codes: CodeOptions): ColumnOverride<R> {
  switch (kind) {
    case 'locale':
    case 'currency':
      return { editor: 'select', options: codes[kind] };
    case 'choice':
      return { editor: 'select' };
    case 'boolean':
      return { editor: 'boolean' };
    case 'readOnly':
      return { readOnly: true };
    default:
      return {};
  }
}

/** The grid's columns: the described ones with the screen's overrides over them, and the extra ones in their places. */
export function gridColumnsOf<R>(
  described: readonly DescribedColumn<R>[],
  codes: CodeOptions,
  overrides: ColumnOverrides<R>,
  extra: readonly ExtraColumn<R>[],
): DataGridColumn<R>[] {
  const columns = described.map(({ kind, ...column }): DataGridColumn<R> => ({
    ...column,
    ...editingOf<R>(kind, codes),
    ...overrides[column.key],
  }));
  for (const { after, ...column } of extra) {
    const at = columns.findIndex((placed) => placed.key === after);
    columns.splice(at === -1 ? columns.length : at + 1, 0, column);
  }
  return columns;
}
