import { Checkbox } from '@mantine/core';
import type { Row, Table } from '@tanstack/react-table';
import {
  useMantineReactTable,
  type MRT_ColumnDef,
  type MRT_Localization,
  type MRT_RowData,
  type MRT_RowSelectionState,
  type MRT_SortingState,
  type MRT_TableOptions,
  type MRT_Updater,
  type MRT_VisibilityState,
} from 'mantine-react-table-open';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { GridSort } from '#/lib/grid-view';
import type { Translate } from '#/lib/messages/catalogues';
import { runInSlices } from '#/lib/sliced-work';
import { coreRowModelSteps, gridCoreRowModel, rowsMade } from './core-row-model';
import type { DataGridColumn, GridRow } from './data-grid-types';
import classes from './data-grid.module.css';
import { CellSlot, StatusSlot } from './grid-cells';
import { COLUMN_WIDTHS, columnShapeOf, columnsOfShape, ROW_HEIGHT, statusWidthFor } from './grid-columns';
import type { ConflictKind } from './grid-conflicts';
import { gridSortedRowModel, sortTableRows } from './grid-rows';
import { ActionsSlot } from './row-actions';

/** The table's row virtualiser, typed as the table library declares it. */
export type RowVirtualizer = NonNullable<
  NonNullable<MRT_TableOptions<MRT_RowData>['rowVirtualizerInstanceRef']>['current']
>;
/** The row virtualiser's options (the object form the table library also accepts as a function). */
type RowVirtualizerOptions = Exclude<
  NonNullable<MRT_TableOptions<MRT_RowData>['rowVirtualizerOptions']>,
  (...args: never[]) => unknown
>;

const STATUS_COLUMN = 'mrt-grid-status';
const SELECT_COLUMN = 'mrt-row-select';
const ACTIONS_COLUMN = 'mrt-row-actions';
const COLUMN_PINNING = { left: [SELECT_COLUMN], right: [ACTIONS_COLUMN] };

/**
 * Row heights for the virtualiser from the ResizeObserver entry it receives (no forced layout per row), never less
 * than ROW_HEIGHT: the last row, 1 px shorter, would otherwise change the list's height after every paint.
 */
export const measureRow: NonNullable<RowVirtualizerOptions['measureElement']> = (element, entry, instance) => {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.max(ROW_HEIGHT, Math.round(box.blockSize));
  return instance.measurementsCache[instance.indexFromElement(element)]?.size ?? ROW_HEIGHT;
};
/**
 * A column's header text: cut with an ellipsis when longer than its column (the table library's wrapper is a flex box,
 * which shows none), the whole text on hover; screen readers read it whole from the DOM.
 */
function HeaderText({ text }: { text: string }) {
  return (
    <span className={classes.headerText} title={text}>
      {text}
    </span>
  );
}

const ROW_VIRTUALIZER_OPTIONS: RowVirtualizerOptions = {
  overscan: 3,
  // The virtualiser corrects it where a row differs.
  estimateSize: () => ROW_HEIGHT,
  measureElement: measureRow,
};

/**
 * The table's host element. The row virtualiser looks for its scroll container before the table's ref is attached,
 * so the host's ref callback stores the node in state too, which renders the grid once more with it.
 */
export function useTableHost() {
  const [, setTableHostState] = useState<HTMLDivElement | null>(null);
  const tableHost = useRef<HTMLDivElement | null>(null);
  const setTableHost = useCallback((node: HTMLDivElement | null) => {
    tableHost.current = node;
    setTableHostState(node);
  }, []);
  return { tableHost, setTableHost };
}

interface GridTableOptions<T extends object> {
  columns: readonly DataGridColumn<T>[];
  tableData: GridRow<T>[];
  /** The loaded records of the view (filtered, unsorted), whose rows follow the added rows in `tableData`. */
  viewRecords: readonly T[];
  /** The table shows a view not yet whole (its first rows) or one that is about to change (a sort or filter made). */
  busy: boolean;
  sorting: MRT_SortingState;
  onSortingChange: (updater: MRT_Updater<MRT_SortingState>) => void;
  rowSelection: MRT_RowSelectionState;
  onRowSelectionChange: (updater: MRT_Updater<MRT_RowSelectionState>) => void;
  viewSelection: { all: boolean; some: boolean };
  selectAllInView: (on: boolean) => void;
  columnVisibility: MRT_VisibilityState;
  onColumnVisibilityChange: (updater: MRT_Updater<MRT_VisibilityState>) => void;
  deletedKeys: ReadonlySet<string>;
  /** Rows whose save was refused, and what someone else did to their records (styled, `data-conflict`). */
  conflictKinds: ReadonlyMap<string, ConflictKind>;
  pendingPossible: boolean;
  /** Some row has a status to show (a pending change, a refused save): the Status column takes room only then. */
  statusShown: boolean;
  canDelete: boolean;
  showActions: boolean;
  virtualizerRef: RefObject<RowVirtualizer | null>;
  emptyRows: () => ReactNode;
  /** The container's height while the rows load; its maximum height after. */
  height: number | string;
  waitingForRows: boolean;
  showLoadingOverlay: boolean;
  /** The grid's message function: the texts of the columns the grid adds (Status, Actions, a row's check box). */
  t: Translate<'grid'>;
  /** The table's own texts in the console's language (mrt-localization.ts); its built-in English when undefined. */
  localization: MRT_Localization | undefined;
}

/** The mantine-react-table instance, through its documented options (docs/decisions/020-data-grid-parts.md). */
export function useGridTable<T extends object>(options: GridTableOptions<T>) {
  const { columns, sorting, pendingPossible, height, waitingForRows, t } = options;
  // How the table's sorted row model sorts (`gridSortedRowModel`): new with the screen's columns, so a change of
  // theirs (option labels that load after the rows) sorts again.
  // The view's records tell the sort which order `prepareView` made ahead.
  const { viewRecords } = options;
  const meta = useMemo(
    () => ({
      sortRows: (rows: readonly Row<GridRow<T>>[], sort: GridSort) => sortTableRows(rows, columns, sort, viewRecords),
    }),
    [columns, viewRecords],
  );

  // Stable columns: remade only when a column's id, header or width changes; the cells read everything else through
  // the render context.
  const columnShape = columnShapeOf(columns);
  const tableColumns = useMemo<MRT_ColumnDef<GridRow<T>>[]>(() => {
    const dataColumns = columnsOfShape(columnShape).map(({ key, header, width }): MRT_ColumnDef<GridRow<T>> => ({
      id: key,
      header,
      Header: <HeaderText text={header} />,
      size: width ?? COLUMN_WIDTHS.data,
      // The quick filter and the sort are the grid's: the rows come filtered (manualFiltering), and the table's
      // sorted row model is the grid's (`gridSortedRowModel`).
      accessorFn: () => null,
      sortDescFirst: false,
      Cell: ({ row }) => <CellSlot rowKey={row.original.key} columnKey={key} loaded={row.original.record} />,
    }));
    if (!pendingPossible) return dataColumns;
    // Last, beside the row's actions: when it comes (the first change), the cell being edited does not move.
    return [
      ...dataColumns,
      {
        id: STATUS_COLUMN,
        header: t('grid.table.status'),
        size: statusWidthFor([t('grid.status.deleted'), t('grid.status.unsaved'), t('grid.status.new')]),
        enableSorting: false,
        enableHiding: false,
        Cell: ({ row }) => <StatusSlot rowKey={row.original.key} />,
      },
    ];
  }, [columnShape, pendingPossible, t]);
  const { columnVisibility, statusShown } = options;
  const visibility = useMemo(
    () => (pendingPossible ? { ...columnVisibility, [STATUS_COLUMN]: statusShown } : columnVisibility),
    [columnVisibility, pendingPossible, statusShown],
  );

  // A large view's rows are made in slices before the table takes it; meanwhile it keeps the data it has, busy.
  const wanted = options.tableData;
  const [given, setGiven] = useState(wanted);
  if (rowsMade(wanted) && given !== wanted) setGiven(wanted);
  // (The data a grid first renders with, even a large view's, is made in that render, as before.)
  const made = given === wanted || rowsMade(wanted);
  const table = useMantineReactTable<GridRow<T>>({
    columns: tableColumns,
    data: made ? wanted : given,
    getCoreRowModel: gridCoreRowModel,
    localization: options.localization,
    getRowId: (row) => row.key,
    manualFiltering: true,
    getSortedRowModel: gridSortedRowModel,
    meta,
    enableMultiSort: false,
    enableSortingRemoval: true,
    onSortingChange: options.onSortingChange,
    enableRowSelection: options.canDelete,
    selectAllMode: 'all',
    mantineSelectAllCheckboxProps: {
      checked: options.viewSelection.all,
      indeterminate: options.viewSelection.some,
      onChange: (event) => options.selectAllInView(event.currentTarget.checked),
    },
    enableBatchRowSelection: false,
    onRowSelectionChange: options.onRowSelectionChange,
    enableHiding: true,
    onColumnVisibilityChange: options.onColumnVisibilityChange,
    enableColumnPinning: true,
    enableRowVirtualization: true,
    rowVirtualizerInstanceRef: options.virtualizerRef,
    rowVirtualizerOptions: ROW_VIRTUALIZER_OPTIONS,
    enablePagination: false,
    enableBottomToolbar: false,
    enableTopToolbar: false,
    enableGlobalFilter: false,
    enableColumnFilters: false,
    enableColumnActions: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableStickyHeader: true,
    enableRowActions: options.showActions,
    positionActionsColumn: 'last',
    displayColumnDefOptions: {
      [ACTIONS_COLUMN]: { header: t('grid.table.actions'), size: COLUMN_WIDTHS.actions },
      [SELECT_COLUMN]: {
        size: COLUMN_WIDTHS.select,
        // The table's own select cell wraps each row's checkbox in a Tooltip (after 1 s) repeating its name: without
        // it a screenful of rows mounts about a tenth faster. The same checkbox, name and row selection handler.
        Cell: ({ row }) => (
          <Checkbox
            size="sm"
            aria-label={t('grid.table.selectRow')}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      },
    },
    renderRowActions: ({ row }) => <ActionsSlot rowKey={row.original.key} loaded={row.original.record} />,
    renderEmptyRowsFallback: options.emptyRows,
    mantineTableBodyRowProps: ({ row }) => {
      // The table's "no records" row has no key.
      const { key } = row.original;
      if (typeof key !== 'string') return {};
      const deleted = options.deletedKeys.has(key);
      const conflict = options.conflictKinds.get(key);
      if (!deleted && !conflict) return {};
      const className = [deleted && classes.deleted, conflict && classes.conflict].filter(Boolean).join(' ');
      return conflict ? { className, 'data-conflict': conflict } : { className };
    },
    // While the rows load, the container takes the grid's full height (instead of shrinking to the loader's): the row
    // virtualiser measures it then, so the answer's first render fills the screen, not the loader's height.
    mantineTableContainerProps: {
      style: waitingForRows ? { height, minHeight: 200 } : { maxHeight: height, minHeight: 200 },
      'aria-busy': options.busy || !made,
    },
    initialState: { density: 'xs' },
    state: {
      sorting,
      rowSelection: options.rowSelection,
      columnVisibility: visibility,
      columnPinning: COLUMN_PINNING,
      showLoadingOverlay: options.showLoadingOverlay,
    },
  });
  useEffect(() => {
    if (made) return;
    const controller = new AbortController();
    // The table instance is TanStack Table's, its columns typed as mantine-react-table's.
    const core = table as unknown as Table<GridRow<T>>;
    void runInSlices(coreRowModelSteps(core, wanted), { signal: controller.signal }).then((model) => {
      if (model) setGiven(wanted);
    });
    return () => controller.abort();
  }, [made, table, wanted]);
  return table;
}
