/** DataGrid: the list grid every list screen uses, composed of the parts in this folder (docs/decisions/020-data-grid-parts.md). */
// The core components' stylesheets before mantine-react-table's, which overrides some of them.
import './data-grid-styles';
import 'mantine-react-table-open/styles.css';
import {
  MantineReactTable,
  type MRT_RowSelectionState,
  type MRT_Updater,
  type MRT_VisibilityState,
} from 'mantine-react-table-open';
import { useCallback, useMemo, useRef, useState } from 'react';
import { NotAuthorisedScreen } from '#/components/failure-screen/failure-screen';
import { useT } from '#/components/i18n/i18n-context';
import { useLaterT } from '#/components/i18n/use-later-t';
import { LoadingOverlay } from '#/components/loading-overlay/loading-overlay';
import { usePrefetchConflicts } from '#/components/record-conflicts/conflict-block';
import { currentRecord, isFilled, restoreRow, rowStatus, setField } from '#/lib/grid-changes';
import { ROW_NOUN } from '#/lib/grid-wording';
import { useCellWords } from './cell-words';
import type { DataGridProps } from './data-grid-types';
import classes from './data-grid.module.css';
import { exportCsv } from './export-csv';
import { CellDisplay, CellEditor, GridRenderContext, RowStatusCell, type GridRenderers } from './grid-cells';
import { GRID_HEIGHT, hiddenOf, keptColumnOf, shownColumnsOf, visibilityOf } from './grid-columns';
import { conflictKinds, withRowsDeletedElsewhere } from './grid-conflicts';
import { ErrorModal, GridGuard, InvalidModal } from './grid-dialogs';
import { EmptyRows } from './grid-feedback';
import { cellEditable, gridAbilitiesOf } from './grid-rights';
import { recordsInView, rowNamer } from './grid-rows';
import { GridToolbar } from './grid-toolbar';
import { useHiddenColumns } from './hidden-columns';
import { ROW_CONFLICT_BLOCKS, RowConflictDialog } from './lazy-row-conflict-dialog';
import { useMrtLocalization } from './mrt-localization';
import { RowActions } from './row-actions';
import { useFirstRows } from './use-first-rows';
import { useGridChanges } from './use-grid-changes';
import { useGridCommit } from './use-grid-commit';
import { useGridTable, useTableHost, type RowVirtualizer } from './use-grid-table';
import { useGridView } from './use-grid-view';
import { useLoadFailure } from './use-load-failure';
import { usePreparedView } from './use-prepared-view';
import { useRowFocus } from './use-row-focus';
import { useRowSelection } from './use-row-selection';

export type {
  DataGridColumn,
  DataGridHandle,
  DataGridOption,
  DataGridProps,
  DataGridUrlState,
  DataGridView,
} from './data-grid-types';

const FIELDSET_STYLE = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

export function DataGrid<T extends object>(props: DataGridProps<T>) {
  const { title, rows, getId, columns, inlineEdit = true, editRedirect, onRefresh } = props;
  const { loading = false, error, refreshing = false, height = GRID_HEIGHT, name = title } = props;
  // The list's first rows while the rest reads: shown, busy and read-only (data-grid-types.ts).
  const partial = props.partial === true && loading;
  const { recordNoun = ROW_NOUN, guard = true } = props;
  const t = useT('grid');
  const words = useCellWords();
  const localization = useMrtLocalization();
  const abilities = gridAbilitiesOf(props);
  const { canChange, canDelete, inlineInsert } = abilities;
  const virtualizerRef = useRef<RowVirtualizer | null>(null);
  const { tableHost, setTableHost } = useTableHost();
  const view = useGridView(props.urlState, virtualizerRef);
  const [rowSelection, setRowSelection] = useState<MRT_RowSelectionState>({});
  const clearSelection = useCallback(() => setRowSelection({}), []);
  const [storedHidden, setHiddenColumns] = useHiddenColumns(name);
  const keptColumn = keptColumnOf(columns);
  const { hidden: hiddenColumns, shown: visibleColumns } = useMemo(
    () => shownColumnsOf(columns, storedHidden),
    [columns, storedHidden],
  );
  const { busy, saving, commit, commitError, clearCommitError, showFailure, refreshList, reloadAfterSave } =
    useGridCommit(props.onCommit, onRefresh, tableHost);
  // Read-only while a save or delete is in flight (nothing typed meanwhile can be lost), and while only the list's
  // first rows are in.
  const readOnly = busy || partial;
  const rowName = useMemo(() => rowNamer(columns, words), [columns, words]);
  const grid = useGridChanges({
    rows,
    getId,
    idKey: props.idKey,
    adminChosenId: props.adminChosenId ?? false,
    inlineEdit,
    inlineInsert,
    canInsert: abilities.canInsert,
    newRow: props.newRow,
    onAdd: props.onAdd,
    validate: props.validate,
    recordNoun,
    rowName,
    commit,
    showFailure,
    refreshList,
    reloadAfterSave,
    clearSelection,
    scroller: virtualizerRef,
    handleRef: props.handleRef,
    onDirtyChange: props.onDirtyChange,
  });
  const { changes, setChanges, focusKey, deleteAsked } = grid;
  const keepFocus = useRowFocus(tableHost, busy);
  // Refused rows (someone else changed or deleted their records): marked, and the one whose choice is open.
  const { conflicts, bases } = changes;
  const conflicted = useMemo(() => conflictKinds({ conflicts }), [conflicts]);
  const listed = useMemo(
    () => withRowsDeletedElsewhere(rows, { conflicts, bases }, getId),
    [rows, conflicts, bases, getId],
  );
  const [resolving, setResolving] = useState<string | null>(null);
  if (resolving !== null && !conflicted.has(resolving)) setResolving(null);
  // The words and the dialog of a refused save: downloaded once the grid is on screen, if it can send anything that
  // may be refused (edits or deletes); the refusal's coded message needs neither.
  usePrefetchConflicts(abilities.pendingPossible || canDelete, ROW_CONFLICT_BLOCKS);
  const tConflicts = useLaterT('conflicts').t;
  const failure = useLoadFailure({
    loaded: rows !== undefined && !error && !loading,
    error,
    commitError,
    clearCommitError,
    onRefresh,
  });
  // The filter and sort shown: made in slices before they show (a view asked for meanwhile replaces it).
  const prepared = usePreparedView({ rows: listed, columns, words, query: view.query, sort: view.sort });
  const preparedSorting = useMemo(() => (prepared.sort ? [prepared.sort] : []), [prepared.sort]);
  const shown = useFirstRows({
    rows: listed,
    columns,
    getId,
    query: prepared.query,
    sort: prepared.sort,
    added: changes.added,
    words,
    wholeView: Object.keys(rowSelection).length > 0,
  });
  const selection = useRowSelection({
    data: shown.data,
    wholeData: shown.wholeData,
    changes,
    rowSelection,
    setRowSelection,
    rowName,
    recordNoun,
    deleteKeys: grid.deleteKeys,
  });

  // The cells read what they show through the render context; each is memoised on its row and column, so selecting
  // rows re-renders no editor. A cell gets its row's loaded record from the table's row, not by looking its id up.
  const firstEditable = columns.find((candidate) => !candidate.readOnly);
  const renderers = useMemo<GridRenderers<T>>(
    () => ({
      cell: (rowKey, columnKey, loaded) => {
        const column = columns.find((candidate) => candidate.key === columnKey);
        const record = currentRecord(changes, rowKey, loaded);
        if (!column || !record) return null;
        if (!cellEditable(column, rowStatus(changes, rowKey), { inlineInsert, inlineEdit, canChange })) {
          return <CellDisplay column={column} record={record} words={words} />;
        }
        return (
          <CellEditor
            column={column}
            value={record[column.key]}
            autoFocus={focusKey === rowKey && firstEditable?.key === column.key}
            onChange={(value) => setChanges((state) => setField(state, rowKey, column.key, value, loaded))}
            rightSection={column.editorRightSection?.(record)}
            words={words}
          />
        );
      },
      status: (rowKey) => {
        const added = changes.added.find((row) => row.key === rowKey);
        const status = rowStatus(changes, rowKey);
        const filled = added ? isFilled(added) : false;
        const conflict = conflicted.get(rowKey);
        return <RowStatusCell status={status} filled={filled} conflict={conflict} t={t} tConflicts={tConflicts} />;
      },
      actions: (rowKey, loaded) => {
        const status = rowStatus(changes, rowKey);
        const [remove, undo] = [t('grid.row.delete'), t('grid.row.undoDelete')];
        return (
          <RowActions
            status={status}
            busy={busy}
            canDelete={canDelete}
            onEdit={editRedirect && (() => editRedirect(rowKey))}
            onDelete={() =>
              keepFocus(deleteAsked(rowKey, status, rowName(currentRecord(changes, rowKey, loaded))), [undo, remove])
            }
            onUndoDelete={() => {
              setChanges((state) => restoreRow(state, rowKey));
              keepFocus(true, [remove]);
            }}
            resolve={
              status === 'unsaved' && conflicted.has(rowKey)
                ? {
                    // Until the conflict words are here (or if they cannot be), the refusal names the button.
                    label: tConflicts ? tConflicts('conflicts.grid.resolve') : t('errors.code.Conflict_RecordChanged'),
                    open: () => setResolving(rowKey),
                  }
                : undefined
            }
            t={t}
          />
        );
      },
    }),
    [
      columns,
      changes,
      conflicted,
      setChanges,
      inlineInsert,
      inlineEdit,
      canChange,
      canDelete,
      focusKey,
      firstEditable,
      busy,
      editRedirect,
      deleteAsked,
      keepFocus,
      rowName,
      words,
      t,
      tConflicts,
    ],
  );

  const onExport = () =>
    exportCsv(recordsInView(changes, shown.addedRows, shown.viewRows, columns, prepared.sort, getId), visibleColumns, {
      title,
      words,
      t,
    });

  const columnVisibility = useMemo(() => visibilityOf(hiddenColumns), [hiddenColumns]);
  const chooserColumns = useMemo(() => columns.map(({ key, header }) => ({ key, header })), [columns]);
  // Applied to the latest choice: the table's "all columns" updates come one column at a time in one event.
  const onColumnVisibilityChange = (updater: MRT_Updater<MRT_VisibilityState>) =>
    setHiddenColumns((hidden) => hiddenOf(typeof updater === 'function' ? updater(visibilityOf(hidden)) : updater));

  const table = useGridTable<T>({
    columns,
    tableData: shown.tableData,
    viewRecords: shown.viewRows,
    busy: shown.firstRowsOnly || prepared.preparing || partial,
    sorting: preparedSorting,
    onSortingChange: view.onSortingChange,
    rowSelection,
    onRowSelectionChange: setRowSelection,
    viewSelection: selection.viewSelection,
    selectAllInView: selection.selectAllInView,
    columnVisibility,
    onColumnVisibilityChange,
    deletedKeys: selection.deletedKeys,
    conflictKinds: conflicted,
    pendingPossible: abilities.pendingPossible,
    // An added row shows New before anything is typed in it (not yet a change to save).
    statusShown: grid.dirty || changes.added.length > 0 || conflicted.size > 0,
    canDelete,
    showActions: abilities.showActions,
    virtualizerRef,
    emptyRows: () => (
      <EmptyRows
        loaded={rows !== undefined && !partial}
        noun={recordNoun}
        query={view.search}
        onClearSearch={view.clearSearch}
      />
    ),
    height,
    waitingForRows: rows === undefined && loading,
    showLoadingOverlay: loading || busy,
    t,
    localization,
  });

  const { loadFailureMessage } = failure;
  if (failure.forbidden && rows === undefined) {
    // The role may not read the list: nothing of the grid is offered (a retry would be refused too).
    return (
      <>
        {guard ? <GridGuard dirty={grid.dirty} saving={saving} /> : null}
        <NotAuthorisedScreen />
      </>
    );
  }
  return (
    <GridRenderContext.Provider value={renderers}>
      <GridToolbar
        title={title}
        busy={readOnly}
        exportable={!partial}
        onAdd={abilities.showAdd ? grid.add : undefined}
        selectedCount={selection.selectedKeys.length}
        onDeleteSelected={() => void selection.deleteSelected()}
        dirty={grid.dirty}
        onSave={() => void grid.save(true)}
        onDiscard={() => void grid.discard()}
        extra={props.toolbar}
        onExport={onExport}
        chooserColumns={chooserColumns}
        keptColumn={keptColumn}
        hiddenColumns={hiddenColumns}
        onHiddenColumnsChange={setHiddenColumns}
        onRefresh={onRefresh}
        searchInput={view.searchInput}
        search={view.search}
        onSearchChange={view.onSearchChange}
      />
      {guard ? <GridGuard dirty={grid.dirty} saving={saving} /> : null}
      {(loadFailureMessage !== null || failure.forbidden) && rows !== undefined ? (
        <LoadingOverlay
          error={loadFailureMessage}
          failure={error}
          errorTitle={t('grid.loadFailed.title')}
          retryLabel={t('grid.loadFailed.retry')}
          onRetry={onRefresh}
          retrying={refreshing}
          minHeight={120}
          style={{ marginBottom: 'var(--mantine-spacing-sm)' }}
        />
      ) : null}
      <LoadingOverlay
        error={loadFailureMessage !== null && rows === undefined ? loadFailureMessage : null}
        errorTitle={t('grid.loadFailed.title')}
        retryLabel={t('grid.loadFailed.retry')}
        onRetry={onRefresh}
        retrying={refreshing}
      >
        <fieldset disabled={readOnly} style={FIELDSET_STYLE}>
          <div ref={setTableHost} className={classes.grid}>
            <MantineReactTable table={table} />
          </div>
        </fieldset>
      </LoadingOverlay>
      <InvalidModal message={grid.invalid} onClose={grid.closeInvalid} />
      <RowConflictDialog
        rowKey={resolving}
        changes={changes}
        columns={columns}
        words={words}
        rowName={rowName}
        recordNoun={recordNoun}
        actions={grid.conflictActions}
        recreateNote={props.recreateNote}
        onClose={() => setResolving(null)}
      />
      <ErrorModal
        opened={failure.failureOpen}
        message={failure.failureMessage}
        onOk={failure.dismissFailure}
        onClose={failure.closeFailure}
      />
    </GridRenderContext.Provider>
  );
}
