import { Group, Loader, Paper, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { cellText, filterRows, type CellWords } from '#/lib/grid-view';
import type { DataGridProps } from './data-grid-types';
import { COLUMN_WIDTHS, GRID_HEIGHT, keptColumnOf, withOneShown } from './grid-columns';
import { gridAbilitiesOf } from './grid-rights';
import { sortRows } from './grid-sort';
import classes from './grid-stand-in.module.css';
import { readHiddenColumns } from './hidden-columns';

/** The least height of a row (an "xs" input and the cell's padding): the stand-in draws the rows the window can hold. */
const ROW_HEIGHT = 50;

/**
 * The grid's place while its code downloads (a cold open; docs/decisions/086-grid-stand-in.md): its title and, once
 * the list's rows are in, the first rows of the view the grid opens with (the URL's quick filter and sort, the stored
 * column choice) in the grid's columns and widths, read-only and out of reach under the grid's loading overlay.
 */
export function GridStandIn<T extends object>(props: DataGridProps<T>) {
  const { title, rows, columns, getId, urlState, height = GRID_HEIGHT, name = title } = props;
  const t = useT('grid');
  const words = useMemo<CellWords>(() => ({ yes: t('grid.cell.yes'), no: t('grid.cell.no') }), [t]);
  const shownColumns = useMemo(() => {
    const keys = columns.map((column) => column.key);
    const hidden = withOneShown(readHiddenColumns(name), keys, keptColumnOf(columns));
    return columns.filter((column) => !hidden.includes(column.key));
  }, [name, columns]);
  const query = urlState?.q ?? '';
  const sort = urlState?.sort;
  const firstRows = useMemo(() => {
    if (!rows) return [];
    const shown = Math.ceil(window.innerHeight / ROW_HEIGHT);
    return sortRows(filterRows(rows, columns, query, words), columns, sort).slice(0, shown);
  }, [rows, columns, query, sort, words]);
  const { canDelete, showActions } = gridAbilitiesOf(props);
  const widths = [
    ...(canDelete ? [COLUMN_WIDTHS.select] : []),
    ...shownColumns.map((column) => column.width ?? COLUMN_WIDTHS.data),
    ...(showActions ? [COLUMN_WIDTHS.actions] : []),
  ];
  const check = <span className={classes.check} />;
  return (
    <>
      {/* The toolbar's height, so that the table starts where the grid's does. */}
      <Group justify="space-between" align="center" mb="sm" mih={36}>
        <Title order={2}>{title}</Title>
      </Group>
      {/* As the grid's: the whole height while the rows load, at most that with them. */}
      <Paper
        shadow="xs"
        withBorder
        className={classes.frame}
        style={rows === undefined ? { height } : { maxHeight: height }}
      >
        <div inert>
          <table className={classes.table} style={{ width: widths.reduce((sum, width) => sum + width, 0) }}>
            <colgroup>
              {widths.map((width, index) => (
                <col key={index} width={width} />
              ))}
            </colgroup>
            <thead>
              <tr>
                {canDelete ? <th>{check}</th> : null}
                {shownColumns.map((column) => (
                  <th key={column.key}>{column.header}</th>
                ))}
                {showActions ? <th className={classes.pinned}>{t('grid.table.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {firstRows.map((row) => (
                <tr key={getId(row)}>
                  {canDelete ? <td>{check}</td> : null}
                  {shownColumns.map((column) => (
                    <td key={column.key}>
                      {column.readOnly ? (
                        cellText(column, row, words)
                      ) : (
                        <input
                          className={classes.input}
                          data-select={column.editor === 'select' || undefined}
                          aria-label={column.header}
                          value={cellText(column, row, words)}
                          readOnly
                        />
                      )}
                    </td>
                  ))}
                  {showActions ? <td className={classes.pinned} /> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={classes.overlay}>
          <Loader aria-label={t('grid.loading.grid', { title })} />
        </div>
      </Paper>
    </>
  );
}
