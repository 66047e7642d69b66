import { Group, Loader, Paper, Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { cellText, filterRows, optionLabel, type CellWords } from '#/lib/grid-view';
import { useCellWords } from './cell-words';
import type { DataGridColumn, DataGridProps } from './data-grid-types';
import { COLUMN_WIDTHS, GRID_HEIGHT, ROW_HEIGHT, shownColumnsOf } from './grid-columns';
import { cellEditable, gridAbilitiesOf } from './grid-rights';
import { sortRows } from './grid-sort';
import classes from './grid-stand-in.module.css';
import { readHiddenColumns } from './hidden-columns';

/**
 * The grid's place while its code downloads (a cold open; docs/decisions/086-grid-stand-in.md): its title and, once
 * the list's rows are in, the first rows of the view the grid opens with (the URL's quick filter and sort, the stored
 * column choice), each cell as the grid draws it, in the grid's columns and widths. Read-only, busy and out of reach
 * under a loading overlay like the grid's.
 */
export function GridStandIn<T extends object>(props: DataGridProps<T>) {
  const { title, rows, columns, getId, urlState, height = GRID_HEIGHT, name = title } = props;
  const t = useT('grid');
  const words = useCellWords();
  const shownColumns = useMemo(() => shownColumnsOf(columns, readHiddenColumns(name)).shown, [name, columns]);
  const query = urlState?.q ?? '';
  const sort = urlState?.sort;
  const firstRows = useMemo(() => {
    if (!rows) return [];
    // The rows the window can hold.
    const shown = Math.ceil(window.innerHeight / ROW_HEIGHT);
    return sortRows(filterRows(rows, columns, query, words), columns, sort).slice(0, shown);
  }, [rows, columns, query, sort, words]);
  const { canDelete, showActions, canChange, inlineInsert } = gridAbilitiesOf(props);
  const editing = { inlineInsert, canChange, inlineEdit: props.inlineEdit ?? true };
  const widths = [
    ...(canDelete ? [COLUMN_WIDTHS.select] : []),
    ...shownColumns.map((column) => column.width ?? COLUMN_WIDTHS.data),
    ...(showActions ? [COLUMN_WIDTHS.actions] : []),
  ];
  return (
    <>
      {/* The toolbar's height, so that the table starts where the grid's does (on a screen wide enough for it). */}
      <Group justify="space-between" align="center" mb="sm" mih={36}>
        <Title order={2}>{title}</Title>
      </Group>
      {/* As the grid's: the whole height while the rows load, at most that with them. */}
      <Paper
        shadow="xs"
        withBorder
        className={classes.frame}
        style={rows === undefined ? { height } : { maxHeight: height }}
        aria-busy
      >
        <div inert>
          {/* At least the frame's width: the grid's columns share what is left in proportion to their widths. */}
          <table className={classes.table} style={{ width: widths.reduce((sum, width) => sum + width, 0) }}>
            <colgroup>
              {widths.map((width, index) => (
                <col key={index} width={width} />
              ))}
            </colgroup>
            <thead>
              <tr>
                {canDelete ? (
                  <th>
                    <CheckBox checked={false} />
                  </th>
                ) : null}
                {shownColumns.map((column) => (
                  <th key={column.key}>
                    {/* The header and the room of its sort button, as the grid's header lays them out. */}
                    <div className={classes.head}>
                      <span>{column.header}</span>
                      <span className={classes.sort} />
                    </div>
                  </th>
                ))}
                {showActions ? <th className={classes.pinned}>{t('grid.table.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {firstRows.map((row) => (
                <tr key={getId(row)}>
                  {canDelete ? (
                    <td>
                      <CheckBox checked={false} />
                    </td>
                  ) : null}
                  {shownColumns.map((column) => (
                    <td key={column.key}>{cellOf(column, row, words, editing)}</td>
                  ))}
                  {showActions ? <td className={classes.pinned} /> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={classes.overlay} role="status">
          <Loader aria-label={t('grid.loading.grid', { title })} />
        </div>
      </Paper>
    </>
  );
}

/** A saved row's cell as the grid draws it (`CellEditor` where it is edited in place, else `CellDisplay`). */
function cellOf<T extends object>(
  column: DataGridColumn<T>,
  record: T,
  words: CellWords,
  editing: Parameters<typeof cellEditable>[2],
): ReactNode {
  const value: unknown = record[column.key];
  if (!cellEditable(column, 'clean', editing)) {
    if (column.render) return column.render(record);
    if (column.editor === 'boolean' || typeof value === 'boolean') return <CheckBox checked={Boolean(value)} />;
    return cellText(column, record, words);
  }
  if (column.editor === 'boolean') return <CheckBox checked={Boolean(value)} />;
  // A select shows its option's label, nothing for a value that is not an option.
  const text =
    value === undefined || value === null
      ? ''
      : column.editor === 'select'
        ? (optionLabel(column.options ?? [], value) ?? '')
        : String(value);
  const input = (
    <input
      className={classes.input}
      data-select={column.editor === 'select' || undefined}
      aria-label={column.header}
      value={text}
      readOnly
    />
  );
  // The screen's own right section (an "open" link), where the grid's input puts it.
  const rightSection = column.editor === 'select' ? undefined : column.editorRightSection?.(record);
  if (rightSection === undefined || rightSection === null) return input;
  return (
    <div className={classes.sectioned}>
      {input}
      <div className={classes.section}>{rightSection}</div>
    </div>
  );
}

/** Mantine's Checkbox at size "sm", drawn. */
function CheckBox({ checked }: { checked: boolean }) {
  return <span className={classes.check} data-checked={checked || undefined} />;
}
