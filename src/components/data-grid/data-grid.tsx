/**
 * DataGrid: the list grid every list screen uses (SPEC 2.3, 4 "Grid editing", 8, 9; issue 14). Built on
 * mantine-react-table through its documented options only: row virtualisation (`enableRowVirtualization`),
 * `manualFiltering` with the project's own quick filter and the table's own sorting with the project's comparison
 * as each column's `sortingFn` (src/lib/grid-view.ts: the table is given the filtered rows, and a sort only
 * reorders the table's rows), `getRowId`, memoised columns, row selection, column hiding and column pinning. No
 * pagination.
 *
 * Props
 * - title, rows (undefined while loading), getId(row) -> id, idKey? (the id property; found from getId when
 *   omitted) and columns: DataGridColumn<T>[] ({key, header, width, editor 'text' | 'boolean' | 'select' with
 *   options, readOnly, maxLength, render, text}). Pass stable `columns` and `getId` (module constants or memoised).
 *   Optional per column: readOnlyOnceSaved (editable only in rows added in the grid, e.g. a key typed when
 *   creating), editorRightSection(record) (content at the right end of a text editor, e.g. a link that opens
 *   the value), text(record) (the cell's text where `render` shows something else than the value: searched,
 *   sorted and exported), sortValue(record) (what it sorts by when the text does not sort right: a count, a date),
 *   exportFields (what Export CSV writes instead of header and text: a date as ISO 8601, two fields) and namesRow
 *   (this column's text names the row in confirmations and notices: "Delete Tom Lee?").
 * - recordNoun (default rows): what the records are called, singular and plural ("Delete 3 users?").
 * - rights: GridRights flags (Insert / Change / Delete, SPEC 3, 9).
 * - inlineEdit (default true): loaded rows are edited in place (needs Change) and Delete marks a row for
 *   deletion; without it, confirming a delete commits `{changes: [], deletes: [id]}` at once.
 * - allowInlineInsert (default true): Add (needs Insert and newRow) puts a blank row from newRow() on top;
 *   when false, Add calls onAdd (e.g. navigate to a create page) and is hidden without it.
 * - editRedirect(id): shows an Edit action per saved row (screens navigate to current path + /edit/{id}).
 * - onCommit(batch): the screen's /batch call, given toBatch() of the pending changes (SPEC 7);
 *   onRefresh(): refetch; loading; error: a failed load; refreshing: a load again is under way (`useGridQuery`
 *   gives rows, loading, error, refreshing and onRefresh); toolbar: extra toolbar content; height: grid height.
 * - urlState (optional, `useGridSearch()`): the quick filter and the sort in the URL's search params (issue 14
 *   item 5): the grid opens with them, writes its changes back, and follows a navigation from outside it that gives
 *   the page another view (a link to the bare address clears the view); without it they live in the grid only.
 * - handleRef (optional): receives a DataGridHandle. `addRow(values)` adds a pending row from newRow() with
 *   `values` applied as edits (needs Insert rights and newRow; works without inline insert, e.g. for a picker
 *   above the grid that fills read-only columns); `addedRecords()` lists the pending added records; `save()`
 *   saves the pending changes as Save Changes does (e.g. with the page's own Save) and tells whether it did.
 * - onDirtyChange(dirty) (optional): told when pending changes appear or clear (e.g. to guard leaving the page).
 * - guard (default true): pending changes are guarded as on edit pages (`useUnsavedChangesGuard`: "Unsaved changes"
 *   Stay/Leave for every navigation, the browser's prompt on reload or close; they count as the page's unsaved
 *   work), and leaving is held while a save is in flight (`useHoldNavigation`). false when the page guards them
 *   itself (Edit Team's Members, whose changes are the page's), or without a router.
 *
 * Behaviour
 * - Rows with pending edits show an "Unsaved" badge (a blank added row shows "New", a marked row "Deleted",
 *   with an Undo action). Save Changes and Cancel show only while something is pending (grid-changes isDirty).
 * - Delete (needs Delete) asks in a "Delete Row" modal (Cancel / Delete) naming the row ("Delete Tom Lee?"); a row
 *   added in the grid is simply dropped. Save Changes calls onCommit once; on success the pending state and the
 *   selection clear, onRefresh runs and a notice says what was saved ("Saved: 1 user added and 2 users changed.");
 *   a delete sent at once says so too. Cancel discards a single change at once and asks before discarding more,
 *   naming them ("Discard 3 changes: ..."). An empty view says whether the list is empty or the search matched
 *   nothing, and then offers Clear search (./grid-feedback.tsx).
 * - A failed commit or load shows an "Error" modal with the failure's message (SPEC 8, "Your request has been
 *   rejected" when empty); OK refreshes the view and keeps the pending edits and the selection, so nothing is lost
 *   and Save Changes can be tried again (Cancel drops the edits). The Refresh button refetches and keeps them too.
 * - A failed load opens that Error modal once: OK loads again (SPEC 4); if that fails too, or the modal is closed
 *   otherwise (×, Escape, a click outside), the failure shows in the grid's place (LoadingOverlay's error block with
 *   Retry), so the rest of the console stays usable (docs/deviations.md). A 401 shows there at once (the session
 *   ended: the shell's dialog says so).
 * - While a save or delete is in flight the grid is read-only: its cells, row actions and editing buttons are
 *   disabled (an edit typed meanwhile would be lost when the save's answer clears the pending changes); the focus
 *   returns where it was.
 * - A save refused because the session ended (401) stays pending and is offered to the session-ended dialog's Retry
 *   (src/components/session-ended). A save whose outcome is unknown (no answer: a network failure, a time-out)
 *   says so and loads the list again; pending edits the list now has are dropped (`rebase`, lib/grid-changes.ts),
 *   the rest stay marked.
 * - A new view of more than 60 rows (the answer, a filter) shows its first 60 rows at once and the rest after the
 *   browser has painted them; meanwhile the table's container is aria-busy (issue 14 item 7).
 * - With Delete rights, rows have checkboxes and a select-all (the rows in view); "Delete selected (N)" asks once
 *   ("Delete 3 users?", or the row's name for one) and then deletes the selected rows as single deletes do: marked
 *   until Save Changes, or, without in-place editing, one `{changes: [], deletes: [ids]}` commit at once.
 * - Export CSV writes the rows in view (filter and sort applied, pending edits included) in the visible columns, as
 *   the cells' texts (or a column's `exportFields`: src/lib/grid-export.ts), to `<screen>-<yyyy-mm-dd>.csv`
 *   (src/lib/grid-csv.ts, loaded on click); an empty view says "Nothing to export". Its button describes this.
 * - The column chooser (Show/Hide columns, ./column-chooser.tsx) hides and shows columns, one by one or all at once;
 *   the hidden column ids are kept per grid in localStorage. The actions column is pinned to the right, the selection
 *   column to the left (opaque over the columns scrolled under them: ./data-grid.module.css); the chooser pins nothing.
 * - Text and select editors fill their cells.
 * - Added rows stay on top whatever the sorting or filter; sorting and the filter use the loaded values, so rows
 *   do not jump while being edited. Text editors stop at maxLength. Booleans are checkboxes labelled Yes/No.
 *   Action buttons carry aria-labels (Edit, Delete, Undo delete) and tooltips that hide after 250 ms (SPEC 9);
 *   editors are ordinary inputs reachable with Tab.
 */
import 'mantine-react-table/styles.css';
import {
  createContext,
  memo,
  startTransition,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { flushSync } from 'react-dom';
import { ActionIcon, Badge, Button, Checkbox, Combobox, Group, Input, Modal, Select, Text, TextInput, Title, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconPencil,
  IconPlus,
  IconRefresh,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import {
  MantineReactTable,
  useMantineReactTable,
  type MRT_ColumnDef,
  type MRT_RowData,
  type MRT_RowSelectionState,
  type MRT_SortingState,
  type MRT_TableOptions,
  type MRT_Updater,
  type MRT_VisibilityState,
} from 'mantine-react-table';
import type { GridRights } from '../../api/schema.gen';
import { GRID_REJECTED_MESSAGE, errorMessageOf } from '../../api/error-messages';
import {
  addRow,
  changeCounts,
  currentRecord,
  deleteRow,
  deleteRows,
  emptyChanges,
  isDirty,
  isFilled,
  isNewKey,
  rebase,
  reset,
  restoreRow,
  rowStatus,
  setField,
  toBatch,
  type GridBatch,
  type GridChanges,
  type RowStatus,
} from '../../lib/grid-changes';
import { hiddenOf, visibilityOf } from '../../lib/grid-columns';
import { exportTable } from '../../lib/grid-export';
import { can } from '../../lib/grid-rights';
import { ROW_NOUN, type RecordNoun } from '../../lib/grid-wording';
import { cellText, compareRows, filterRows, selectData, sortRows, type GridOption, type GridSort, type GridViewColumn } from '../../lib/grid-view';
import { failureWithOutcome, isOutcomeUnknown, isSessionEnded } from '../../lib/call-outcome';
import { notifyInfo } from '../dialogs/notify';
import { useHoldNavigation } from '../edit-page/use-hold-navigation';
import { useUnsavedChangesGuard } from '../edit-page/use-unsaved-changes-guard';
import { LoadingOverlay } from '../loading-overlay/loading-overlay';
import { useSessionRetry } from '../session-ended/use-session-retry';
import { ColumnChooser, useHiddenColumns } from './column-chooser';
import classes from './data-grid.module.css';
import { ExportCsvButton } from './export-csv-button';
import { EmptyRows, confirmDelete, confirmDiscard, notifyDeleted, notifySaved } from './grid-feedback';

export type DataGridOption = GridOption;

export interface DataGridColumn<T> extends GridViewColumn<T> {
  header: string;
  /** Column width in pixels (SPEC 9 widths come from the screens). */
  width?: number;
  readOnly?: boolean;
  /** Text editors accept no more characters than this. */
  maxLength?: number;
  /** Custom display of a cell that is not being edited in place (e.g. a link); give `text` when it shows another text. */
  render?: (row: T) => ReactNode;
  /** Editable only in rows added in the grid (e.g. a key the user types when creating); read-only once saved. */
  readOnlyOnceSaved?: boolean;
  /** Content at the right end of the cell's text editor (e.g. a link opening the value). */
  editorRightSection?: (row: T) => ReactNode;
  /**
   * This column names its row in confirmations and notices ("Delete Tom Lee?"), one column per grid: by its text
   * (true), or by a name from the record where the column may be blank (a user without a full name).
   */
  namesRow?: true | ((row: T) => string);
}

/** The grid's view: its quick filter and sort. */
export interface DataGridView {
  q: string;
  sort: GridSort | undefined;
}

/**
 * The grid's view in the URL (see `useGridSearch`): the quick filter and sort it opens with, where changes go, and
 * (`subscribe`) the views that navigations from outside the grid give the page, which the grid then follows.
 */
export interface DataGridUrlState extends DataGridView {
  set: (view: Partial<DataGridView>) => void;
  subscribe?: (listener: (view: DataGridView) => void) => () => void;
}

export interface DataGridProps<T extends object> {
  title: string;
  rows: readonly T[] | undefined;
  getId: (row: T) => string;
  /** The id property, dropped from new records (SPEC 7); found from getId when omitted. */
  idKey?: keyof T & string;
  columns: readonly DataGridColumn<T>[];
  rights: GridRights;
  inlineEdit?: boolean;
  allowInlineInsert?: boolean;
  editRedirect?: (id: string) => void;
  /** Add without inline insert (e.g. navigate to a create page). */
  onAdd?: () => void;
  /** Blank template of an added row. */
  newRow?: () => T;
  onCommit: (batch: GridBatch<T>) => Promise<unknown>;
  onRefresh: () => void;
  loading?: boolean;
  /** A failed load. */
  error?: unknown;
  /** The list is being loaded again (the inline error's Retry shows it busy). */
  refreshing?: boolean;
  /** Extra toolbar content. */
  toolbar?: ReactNode;
  /** Height of the scrolling area (CSS length or pixels). */
  height?: number | string;
  /**
   * Checks a record before Save Changes sends it (SPEC 5 rules and contract limits); returns the message to show,
   * or null. Invalid records keep the batch from being sent and stay pending.
   */
  validate?: (record: T) => string | null;
  /** The quick filter and sort in the URL (issue 14 item 5); held by the grid when omitted. */
  urlState?: DataGridUrlState;
  /** The grid's name in the export file name and the stored column choice; from the title when omitted. */
  name?: string;
  /** What its records are called, singular and plural ("Delete 3 users?"); rows by default. */
  recordNoun?: RecordNoun;
  /** Receives the grid's handle (add a pending row from outside the grid). */
  handleRef?: Ref<DataGridHandle<T>>;
  /** Told when pending changes appear or clear. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Guard the pending changes against leaving the page (default true; needs a router). */
  guard?: boolean;
}

/** What a screen can do to a grid from outside it (see `handleRef`). */
export interface DataGridHandle<T> {
  /** Adds a pending row: newRow() with `values` applied as edits, so it counts as an unsaved addition. */
  addRow: (values: Partial<T>) => void;
  /** The records of the rows added and not yet saved, newest first. */
  addedRecords: () => T[];
  /**
   * What Save Changes does (validation, one commit, refresh): resolves true once everything pending is saved (at
   * once when nothing is pending), false when it was not (the grid shows why, as for its own button).
   */
  save: () => Promise<boolean>;
}

/** Row of the table: loaded rows carry their record; added rows only their key (their values live in state). */
type GridRow<T> = { key: string; record: T | undefined };

// Method signatures (not function properties): a grid's GridRenderers<T> is provided where the cells, which do not
// know T, read GridRenderers<object>.
interface GridRenderers<T extends object = object> {
  /** `loaded`: the row's record as loaded (undefined for a row added in the grid). */
  cell(rowKey: string, columnKey: string, loaded: T | undefined): ReactNode;
  status(rowKey: string): ReactNode;
  actions(rowKey: string, loaded: T | undefined): ReactNode;
}

const GridRenderContext = createContext<GridRenderers | null>(null);

function useRenderers(): GridRenderers {
  const renderers = useContext(GridRenderContext);
  if (!renderers) throw new Error('DataGrid cells render inside a DataGrid');
  return renderers;
}

// Memoised: a cell renders again only when its row, its column or the renderers change.
const CellSlot = memo(function CellSlot({ rowKey, columnKey, loaded }: { rowKey: string; columnKey: string; loaded: object | undefined }) {
  return <>{useRenderers().cell(rowKey, columnKey, loaded)}</>;
});

const StatusSlot = memo(function StatusSlot({ rowKey }: { rowKey: string }) {
  return <>{useRenderers().status(rowKey)}</>;
});

/** Whether a row's action tooltips are mounted yet, and the action the pointer was over when they were (see ActionsSlot). */
const ActionTipsContext = createContext<{ mounted: boolean; under: string | null }>({ mounted: false, under: null });

/**
 * A row's actions. Their tooltips (SPEC 9: shown at once, hidden after 250 ms) are Mantine Tooltips, whose
 * floating-ui hooks cost about a tenth of mounting a row, and a sort, a filter, a scroll or a new answer mounts a
 * screenful of rows (issue 14 item 7). So they are mounted when a mouse first moves over the row's actions. That
 * puts new buttons in the old ones' place (a Tooltip wraps its target), so:
 * - it waits for a move (pointermove), not the pointer's arrival: an action that appears under a still pointer and
 *   is pressed at once gets its press (the press's own pointerover comes first, no move);
 * - the action under the pointer opens its tooltip at once, as it would have (`under`, used by that mount only:
 *   buttons mounted later, e.g. Delete again after Undo, open theirs when the pointer comes);
 * - an action that had the focus (the keyboard) has it again.
 * Touch shows no tooltips and mounts nothing.
 */
const ActionsSlot = memo(function ActionsSlot({ rowKey, loaded }: { rowKey: string; loaded: object | undefined }) {
  const [tips, setTips] = useState<{ mounted: boolean; under: string | null }>({ mounted: false, under: null });
  const mountTips = (event: PointerEvent<HTMLDivElement>) => {
    if (tips.mounted || event.pointerType !== 'mouse' || event.buttons !== 0) return;
    const host = event.currentTarget;
    const labelOf = (element: Element | null) => element?.closest('button')?.getAttribute('aria-label') ?? null;
    const focused = host.contains(document.activeElement) ? labelOf(document.activeElement) : null;
    // At once (flushSync): the tooltip of the action under the pointer opens with this move.
    flushSync(() => setTips({ mounted: true, under: event.target instanceof Element ? labelOf(event.target) : null }));
    if (focused) {
      for (const button of host.querySelectorAll('button')) {
        if (button.getAttribute('aria-label') === focused) button.focus();
      }
    }
    setTips({ mounted: true, under: null });
  };
  return (
    <ActionTipsContext.Provider value={tips}>
      <div onPointerMove={mountTips} style={{ display: 'contents' }}>
        {useRenderers().actions(rowKey, loaded)}
      </div>
    </ActionTipsContext.Provider>
  );
});

/** A row action's tooltip, once the row's action tooltips are mounted (see ActionsSlot). */
function ActionTip({ label, children }: { label: string; children: ReactElement }) {
  const { mounted, under } = useContext(ActionTipsContext);
  if (!mounted) return children;
  return (
    <Tooltip label={label} {...TOOLTIP} defaultOpened={under === label}>
      {children}
    </Tooltip>
  );
}

/** The table's row virtualiser, typed as the table library declares it. */
type RowVirtualizer = NonNullable<NonNullable<MRT_TableOptions<MRT_RowData>['rowVirtualizerInstanceRef']>['current']>;
/** The row virtualiser's options (the object form the table library also accepts as a function). */
type RowVirtualizerOptions = Exclude<
  NonNullable<MRT_TableOptions<MRT_RowData>['rowVirtualizerOptions']>,
  (...args: never[]) => unknown
>;

const STATUS_COLUMN = 'mrt-grid-status';
const SELECT_COLUMN = 'mrt-row-select';
const ACTIONS_COLUMN = 'mrt-row-actions';
const COLUMN_PINNING = { left: [SELECT_COLUMN], right: [ACTIONS_COLUMN] };
const NO_OPTIONS: readonly DataGridOption[] = [];
const NO_ROWS: readonly never[] = [];
const STATUS_WIDTH = 140;
const DEFAULT_WIDTH = 180;
const TOOLTIP = { openDelay: 0, closeDelay: 250 } as const;
/** Height of a row at the grid's density with its small editors; the virtualiser corrects it if a row differs. */
const ROW_HEIGHT = 51;
/** Rows a new view shows before the rest (see `tableData`): more than the tallest screen holds. */
const FIRST_ROWS = 60;

/**
 * Row heights for the virtualiser (its documented `measureElement` option) without a forced layout per row as it
 * mounts: a row's size comes from the ResizeObserver entry the virtualiser receives once the row is laid out, and
 * until then from what is already known of it. Never less than ROW_HEIGHT: the table draws no bottom border under its
 * last row, and the last row rendered is 1 px shorter; measured as such, it changed the list's total height after
 * every first paint and scroll, which rendered the rows again and restyled the whole table body.
 */
export const measureRow: NonNullable<RowVirtualizerOptions['measureElement']> = (element, entry, instance) => {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.max(ROW_HEIGHT, Math.round(box.blockSize));
  return instance.measurementsCache[instance.indexFromElement(element)]?.size ?? ROW_HEIGHT;
};
const ROW_VIRTUALIZER_OPTIONS: RowVirtualizerOptions = { overscan: 3, estimateSize: () => ROW_HEIGHT, measureElement: measureRow };

/** A file named `fileName` with `text`, through the browser's download. */
function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

function StatusBadge({ status, filled }: { status: RowStatus; filled: boolean }) {
  if (status === 'deleted') return <Badge color="red" variant="light">Deleted</Badge>;
  if (status === 'unsaved' || (status === 'new' && filled)) return <Badge color="yellow" variant="light">Unsaved</Badge>;
  if (status === 'new') return <Badge color="blue" variant="light">New</Badge>;
  return null;
}

/** Text and select editors fill their cell (a cell lays its content out in a row, where an input keeps its own width). */
const EDITOR_WIDTH = '100%';

interface EditorProps<T> {
  column: DataGridColumn<T>;
  value: unknown;
  autoFocus: boolean;
  onChange: (value: unknown) => void;
  rightSection?: ReactNode;
}

function CellEditor<T>({ column, value, autoFocus, onChange, rightSection }: EditorProps<T>) {
  if (column.editor === 'boolean') {
    return (
      <Checkbox
        checked={Boolean(value)}
        aria-label={value ? 'Yes' : 'No'}
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    );
  }
  if (column.editor === 'select') {
    return <SelectEditor column={column} value={value} autoFocus={autoFocus} onChange={onChange} />;
  }
  const { maxLength } = column;
  return (
    <Input
      size="xs"
      w={EDITOR_WIDTH}
      aria-label={column.header}
      autoFocus={autoFocus}
      value={value === undefined || value === null ? '' : String(value)}
      maxLength={maxLength}
      rightSection={rightSection}
      onChange={(event) => {
        const text = event.currentTarget.value;
        onChange(maxLength !== undefined ? text.slice(0, maxLength) : text);
      }}
    />
  );
}

/**
 * A select cell. Mantine's Select (its combobox, floating dropdown and their hooks) costs a few times a text input to
 * mount (the Users grid's two select cells were about a third of mounting a row), and a sort, a filter, a scroll or a
 * new answer mounts a screenful of rows (issue 14 item 7).
 * So a read-only text input of the same size, name and text, with the select's chevron, stands in for it until it is
 * used: when it gets the focus (Tab), the select takes its place with the focus; when it is pressed (the main
 * button), the select takes its place with the focus and its options open, as a press on the select would have done.
 * The click that ends the press is not the select's (the press began on the stand-in, which is gone), so nothing
 * toggles the options shut again: so it is in Chromium, with a mouse and with touch (the e2e tests run Chromium only).
 */
function SelectEditor<T>({ column, value, autoFocus, onChange }: Omit<EditorProps<T>, 'rightSection'>) {
  const [used, setUsed] = useState<'focus' | 'press' | null>(autoFocus ? 'focus' : null);
  const options = column.options ?? NO_OPTIONS;
  const data = selectData(options);
  const selected = value === undefined || value === null ? null : String(value);
  if (!used) {
    return (
      <Input
        size="xs"
        w={EDITOR_WIDTH}
        aria-label={column.header}
        aria-haspopup="listbox"
        readOnly
        pointer
        // As the select shows it: the option's label, nothing for a value that is not an option.
        value={data.find((option) => option.value === selected)?.label ?? ''}
        rightSection={<Combobox.Chevron size="xs" />}
        rightSectionPointerEvents="none"
        onMouseDown={(event) => {
          if (event.button !== 0) return;
          // The select takes the focus, not this field.
          event.preventDefault();
          setUsed('press');
        }}
        onFocus={() => setUsed('focus')}
      />
    );
  }
  return (
    <Select
      size="xs"
      w={EDITOR_WIDTH}
      aria-label={column.header}
      autoFocus
      defaultDropdownOpened={used === 'press'}
      data={data}
      value={selected}
      allowDeselect={false}
      // Mantine keeps a closed dropdown mounted (every option, positioned by floating-ui) by default: with two
      // selects per visible row that was most of the cost of rendering rows (sort, filter, scroll).
      comboboxProps={{ keepMounted: false }}
      onChange={(chosen) => onChange(options.find((option) => String(option.value) === chosen)?.value ?? null)}
    />
  );
}

function CellDisplay<T extends object>({ column, record }: { column: DataGridColumn<T>; record: T }) {
  if (column.render) return <>{column.render(record)}</>;
  const value: unknown = record[column.key];
  if (column.editor === 'boolean' || typeof value === 'boolean') {
    return <Checkbox checked={Boolean(value)} aria-label={value ? 'Yes' : 'No'} disabled readOnly />;
  }
  return <>{cellText(column, record)}</>;
}

/** The grid's unsaved-changes guard and navigation hold (see `guard`): the edit pages' own, not a copy. */
function GridGuard({ dirty, saving }: { dirty: boolean; saving: boolean }) {
  // A navigation to the list's own address with another view (a link to the bare address) leaves nothing: the
  // changes stay, and the grid follows the view.
  useUnsavedChangesGuard(dirty, { suspended: saving, allowSearchChanges: true });
  useHoldNavigation(saving);
  return null;
}

const FIELDSET_STYLE = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;
/** The modals' × has a name (closing the Error modal shows a failed load in the grid's place). */
const CLOSE_BUTTON = { 'aria-label': 'Close' } as const;

export function DataGrid<T extends object>({
  title,
  rows,
  getId,
  idKey,
  columns,
  rights,
  inlineEdit = true,
  allowInlineInsert = true,
  editRedirect,
  onAdd,
  newRow,
  onCommit,
  onRefresh,
  loading = false,
  error,
  refreshing = false,
  toolbar,
  height = 'calc(100dvh - 240px)',
  validate,
  urlState,
  name = title,
  recordNoun = ROW_NOUN,
  handleRef,
  onDirtyChange,
  guard = true,
}: DataGridProps<T>) {
  const [invalid, setInvalid] = useState<string | null>(null);
  const [pending, setChanges] = useState<GridChanges<T>>(() => emptyChanges<T>());
  // The quick filter and the sort start from the URL (a reload, a shared link) and are written back to it.
  const [sorting, setSorting] = useState<MRT_SortingState>(() => (urlState?.sort ? [urlState.sort] : []));
  const [search, setSearch] = useState(() => urlState?.q ?? '');
  const query = useDeferredValue(search);
  const [rowSelection, setRowSelection] = useState<MRT_RowSelectionState>({});
  const [hiddenColumns, setHiddenColumns] = useHiddenColumns(name);
  const [busy, setBusy] = useState(false);
  const [commitError, setCommitError] = useState<{ error: unknown } | null>(null);
  // A failed load opens the Error modal once; after it is dismissed (or a 401), failures show in the grid's place until
  // the list loads again.
  // (A load again without rows clears the error while it runs, so "loaded" is an answer with rows and no error.)
  const [loadFailureInline, setLoadFailureInline] = useState(false);
  const loaded = rows !== undefined && !error && !loading;
  const [wasLoaded, setWasLoaded] = useState(loaded);
  if (wasLoaded !== loaded) {
    setWasLoaded(loaded);
    if (loaded) setLoadFailureInline(false);
  }
  const [focusKey, setFocusKey] = useState<string | undefined>(undefined);
  const virtualizerRef = useRef<RowVirtualizer | null>(null);
  const committing = useRef(false);
  // The refused save the session-ended dialog may send again (withdrawn once saved, or when the grid goes).
  const sessionRetry = useSessionRetry();
  // The focus when a save began (the grid is read-only meanwhile), given back after it.
  const focusBeforeSave = useRef<HTMLElement | null>(null);
  // The screen's latest onCommit and onRefresh, for the cells' actions: screens pass new functions on every render
  // (e.g. when the URL's sort changes), which would otherwise re-render every cell.
  const latestOnCommit = useRef(onCommit);
  const latestOnRefresh = useRef(onRefresh);
  useLayoutEffect(() => {
    latestOnCommit.current = onCommit;
    latestOnRefresh.current = onRefresh;
  });
  // The row virtualiser looks for its scroll container (the table's container ref) in a layout effect that runs
  // before that ref is attached, so no rows show until the grid renders again: the wrapper's ref callback (called
  // once the table is in the document) stores the node, which renders the grid once more.
  const [, setTableHostState] = useState<HTMLDivElement | null>(null);
  const tableHost = useRef<HTMLDivElement | null>(null);
  const setTableHost = useCallback((node: HTMLDivElement | null) => {
    tableHost.current = node;
    setTableHostState(node);
  }, []);

  const canInsert = can(rights, 'insert');
  const canChange = can(rights, 'change');
  const canDelete = can(rights, 'delete');
  const inlineInsert = allowInlineInsert && canInsert && newRow !== undefined;
  const showAdd = inlineInsert || (!allowInlineInsert && canInsert && onAdd !== undefined);
  const pendingPossible = inlineInsert || (inlineEdit && (canChange || canDelete));
  const showActions = editRedirect !== undefined || canDelete || inlineInsert;
  // The pending changes against the list as loaded now: edits a reload shows as saved are no longer pending.
  const changes = useMemo(() => (rows ? rebase(pending, rows, getId) : pending), [pending, rows, getId]);
  const dirty = isDirty(changes);
  // A row's display name as shown (its `namesRow` column's text; '' without one).
  const nameColumn = columns.find((column) => column.namesRow);
  const rowName = useCallback(
    (record: T | undefined) => {
      if (!nameColumn || !record) return '';
      return typeof nameColumn.namesRow === 'function' ? nameColumn.namesRow(record) : cellText(nameColumn, record);
    },
    [nameColumn],
  );

  // The view: the loaded rows filtered, with the rows added in the grid on top. The table is given these rows
  // (manualFiltering) and sorts them itself (each column's sortingFn, below): a sort reorders the table's rows
  // instead of giving it 20,000 new ones.
  const loadedRows = rows ?? NO_ROWS;
  const viewRows = useMemo(() => filterRows(loadedRows, columns, query), [loadedRows, columns, query]);
  const sort = sorting[0];
  // The table's row of each loaded record, made once per answer: a sort or a filter reorders these rather than making
  // a new object for each of 20,000 records (which the garbage collector then copies).
  const loadedTableRows = useMemo(
    () => new Map(loadedRows.map((record): [T, GridRow<T>] => [record, { key: getId(record), record }])),
    [loadedRows, getId],
  );
  const addedKeys = changes.added.map((row) => row.key).join('\n');
  const addedRows = useMemo<GridRow<T>[]>(
    () => (addedKeys ? addedKeys.split('\n') : []).map((key) => ({ key, record: undefined })),
    [addedKeys],
  );
  const data = useMemo<GridRow<T>[]>(
    () => [
      ...addedRows,
      // (The view holds only loaded records, so the lookup always finds one; the fallback satisfies the types.)
      ...viewRows.map((record) => loadedTableRows.get(record) ?? { key: getId(record), record }),
    ],
    [addedRows, viewRows, loadedTableRows, getId],
  );

  // What the table is given. mantine-react-table builds a row object for every record it is given; at 20,000 rows
  // that takes several times longer than showing the first screen. So a new view of more than FIRST_ROWS rows (the
  // first answer, another quick filter) is given first as its first rows in the current order, a screenful on the
  // tallest screens, and in full once the browser has painted those (a frame, then a task, in a transition). Any
  // other change of the rows (a refresh, an added row) gives the table the whole view at once, so the list never
  // shortens where the user is. While only the first rows are in, the table is marked busy (aria-busy).
  const viewKey = query;
  const [shown, setShown] = useState<{ data: readonly GridRow<T>[]; viewKey: string }>({ data: NO_ROWS, viewKey });
  const firstRowsOnly =
    shown.data !== data && (shown.viewKey !== viewKey || shown.data.length === 0) && data.length > FIRST_ROWS;
  const firstRows = useMemo((): GridRow<T>[] => {
    if (!firstRowsOnly) return [];
    const first = sortRows(viewRows, columns, sort).slice(0, FIRST_ROWS);
    return [...addedRows, ...first.map((record) => loadedTableRows.get(record) ?? { key: getId(record), record })];
  }, [firstRowsOnly, addedRows, viewRows, columns, sort, loadedTableRows, getId]);
  const tableData = firstRowsOnly ? firstRows : data;
  useEffect(() => {
    if (shown.data === data) return;
    let task = 0;
    const frame = window.requestAnimationFrame(() => {
      task = window.setTimeout(() => startTransition(() => setShown({ data, viewKey })));
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(task);
    };
  }, [data, viewKey, shown.data]);

  const loadFailedInline = Boolean(error) && (loadFailureInline || isSessionEnded(error));
  const failure = commitError ?? (error && !loadFailedInline ? { error } : null);
  const failureMessage = failure
    ? failureWithOutcome(errorMessageOf(failure.error, { emptyFallback: GRID_REJECTED_MESSAGE }), failure.error, 'list')
    : '';
  const loadFailureMessage = loadFailedInline ? errorMessageOf(error, { emptyFallback: GRID_REJECTED_MESSAGE }) : null;

  const refresh = useCallback(() => {
    setChanges(reset);
    setRowSelection({});
    latestOnRefresh.current();
  }, []);

  // SPEC 4: OK refreshes the view. Pending edits and the selection stay (a failed save keeps what the user did).
  // A load failure shows in the grid's place from then on (a second failure does not open the modal again).
  const dismissFailure = () => {
    setCommitError(null);
    if (!commitError && error) setLoadFailureInline(true);
    onRefresh();
  };
  // ×, Escape or a click outside: a failed load is not loaded again (that would only fail and open the modal again).
  const closeFailure = () => {
    if (commitError) {
      dismissFailure();
      return;
    }
    setLoadFailureInline(true);
  };

  /**
   * Sends a batch; `retry` is what the session-ended dialog sends again if the session had ended (the same change,
   * as it stands then). Resolves whether it was saved.
   */
  const commit = useCallback(async (batch: GridBatch<T>, retry: () => void) => {
    if (committing.current) return false;
    committing.current = true;
    const active = document.activeElement;
    focusBeforeSave.current = active instanceof HTMLElement && tableHost.current?.contains(active) ? active : null;
    setBusy(true);
    try {
      await latestOnCommit.current(batch);
      sessionRetry.withdraw();
      return true;
    } catch (caught) {
      if (isSessionEnded(caught)) {
        // The shell's dialog says so and offers Retry; the changes stay pending.
        sessionRetry.offer(retry);
      } else {
        setCommitError({ error: caught });
        // No answer: the changes may have been saved. The list loads again to show what was.
        if (isOutcomeUnknown(caught)) latestOnRefresh.current();
      }
      return false;
    } finally {
      committing.current = false;
      setBusy(false);
    }
  }, [sessionRetry]);

  // The focus goes back where it was when the save began (its fields were disabled meanwhile).
  useEffect(() => {
    if (busy) return;
    const before = focusBeforeSave.current;
    focusBeforeSave.current = null;
    if (before?.isConnected && document.activeElement !== before) before.focus();
  }, [busy]);

  /**
   * Save Changes: true when everything pending was saved (or nothing was pending). `announce`: say what was saved (the
   * grid's own button; a page saving the grid with its own Save says so itself).
   */
  const save = async (announce = false): Promise<boolean> => {
    if (!isDirty(changes)) return true;
    const counts = changeCounts(changes);
    const batch = toBatch(changes, loadedRows, getId, idKey);
    const problems = validate ? batch.changes.map(validate).filter((m): m is string => m !== null) : [];
    if (problems.length) {
      setInvalid([...new Set(problems)].join(' '));
      return false;
    }
    if (!(await commit(batch, () => void latestSave.current(announce)))) return false;
    refresh();
    if (announce) notifySaved(counts, recordNoun);
    return true;
  };
  const latestSave = useRef(save);
  useLayoutEffect(() => {
    latestSave.current = save;
  });

  const add = () => {
    if (!inlineInsert) {
      onAdd?.();
      return;
    }
    const next = addRow(changes, newRow());
    setChanges(next);
    setFocusKey(next.added[0]?.key);
    virtualizerRef.current?.scrollToIndex(0);
  };

  /** Deletes rows as SPEC 4 says: added rows are dropped, loaded rows marked (or, without in-place editing, committed). */
  const deleteKeys = useCallback(
    async (keys: readonly string[], names: readonly string[]) => {
      if (inlineEdit) {
        setChanges((state) => deleteRows(state, keys));
        return;
      }
      setChanges((state) => deleteRows(state, keys.filter(isNewKey)));
      const ids = keys.filter((key) => !isNewKey(key));
      const deleteNow = async (): Promise<void> => {
        if (!(await commit({ changes: [], deletes: ids }, () => void deleteNow()))) return;
        setRowSelection({});
        latestOnRefresh.current();
        notifyDeleted(names, recordNoun);
      };
      if (ids.length) await deleteNow();
    },
    [inlineEdit, commit, recordNoun],
  );

  /** A row's Delete action, given the row's status and its display name as shown. */
  const deleteAsked = useCallback(
    async (key: string, status: RowStatus, name: string) => {
      if (status === 'new') {
        setChanges((state) => deleteRow(state, key));
        return;
      }
      if (await confirmDelete([name], recordNoun)) await deleteKeys([key], [name]);
    },
    [deleteKeys, recordNoun],
  );

  // Select-all covers the rows in view (`data`), whether or not the table has been given all of them yet (a new view's
  // first rows come first, see `tableData`): the header checkbox reads and sets the selection of `data` itself.
  const anySelected = useMemo(() => Object.values(rowSelection).some(Boolean), [rowSelection]);
  const viewSelection = useMemo(() => {
    if (!anySelected) return { all: false, some: false };
    let selected = 0;
    for (const row of data) if (rowSelection[row.key]) selected += 1;
    return { all: data.length > 0 && selected === data.length, some: selected > 0 && selected < data.length };
  }, [data, rowSelection, anySelected]);
  const selectAllInView = (on: boolean) =>
    setRowSelection((state) => {
      const next = { ...state };
      for (const row of data) {
        if (on) next[row.key] = true;
        else delete next[row.key];
      }
      return next;
    });

  // The selected rows in view that are not yet marked for deletion ("Delete selected (N)").
  const deletedKeys = useMemo(() => new Set(changes.deleted), [changes.deleted]);
  const selectedKeys = useMemo(
    () =>
      anySelected ? data.filter((row) => rowSelection[row.key] && !deletedKeys.has(row.key)).map((row) => row.key) : [],
    [data, rowSelection, deletedKeys, anySelected],
  );

  const deleteSelected = async () => {
    const keys = selectedKeys;
    const chosen = new Set(keys);
    const names = data.filter((row) => chosen.has(row.key)).map((row) => rowName(currentRecord(changes, row.key, row.record)));
    if (await confirmDelete(names, recordNoun, { selection: true })) await deleteKeys(keys, names);
  };

  // Cancel: more than one change is asked about first, naming what goes.
  const discard = async () => {
    if (await confirmDiscard(changeCounts(changes), recordNoun)) setChanges(reset);
  };

  const visibleColumns = useMemo(
    () => columns.filter((column) => !hiddenColumns.includes(column.key)),
    [columns, hiddenColumns],
  );

  const exportCsv = async () => {
    // The rows in view in the order shown: the added rows, then the loaded rows sorted as the table sorts them.
    const view = [
      ...addedRows,
      ...sortRows(viewRows, columns, sort).map((record): GridRow<T> => ({ key: getId(record), record })),
    ];
    const records = view.flatMap((row) => currentRecord(changes, row.key, row.record) ?? []);
    if (!records.length) {
      notifyInfo('Nothing to export', { id: 'data-grid-nothing-to-export' });
      return;
    }
    const { csvFileName, toCsv } = await import('../../lib/grid-csv');
    const table = exportTable(visibleColumns, records);
    download(toCsv(table.header, table.rows), csvFileName(name, new Date()));
  };

  const onSortingChange = (updater: MRT_Updater<MRT_SortingState>) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    setSorting(next);
    urlState?.set({ sort: next[0] });
    // Another order or another filter starts at the top of the list.
    virtualizerRef.current?.scrollToOffset(0);
  };

  // A navigation from outside the grid gave the page another view (a link to the bare address): the grid follows it.
  useEffect(
    () =>
      urlState?.subscribe?.((view) => {
        setSearch(view.q);
        setSorting(view.sort ? [view.sort] : []);
        virtualizerRef.current?.scrollToOffset(0);
      }),
    [urlState],
  );

  const onSearchChange = (text: string) => {
    setSearch(text);
    urlState?.set({ q: text });
    virtualizerRef.current?.scrollToOffset(0);
  };
  // An empty view's Clear search: the focus goes to the search box (the button goes with the empty view).
  const searchInput = useRef<HTMLInputElement>(null);
  const clearSearch = () => {
    onSearchChange('');
    searchInput.current?.focus();
  };

  const columnVisibility = useMemo(() => visibilityOf(hiddenColumns), [hiddenColumns]);
  const chooserColumns = useMemo(() => columns.map(({ key, header }) => ({ key, header })), [columns]);
  // Applied to the latest choice: the table's "all columns" updates come one column at a time in one event.
  const onColumnVisibilityChange = (updater: MRT_Updater<MRT_VisibilityState>) =>
    setHiddenColumns((hidden) => hiddenOf(typeof updater === 'function' ? updater(visibilityOf(hidden)) : updater));

  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  useImperativeHandle(
    handleRef,
    () => ({
      addRow: (values: Partial<T>) => {
        if (!newRow || !canInsert) return;
        setChanges((state) => {
          let next = addRow(state, newRow());
          const key = next.added[0]?.key;
          if (key === undefined) return next;
          for (const [field, value] of Object.entries(values)) {
            next = setField(next, key, field as keyof T & string, value);
          }
          return next;
        });
        virtualizerRef.current?.scrollToIndex(0);
      },
      addedRecords: () => changes.added.map((row) => row.record),
      save,
    }),
    // No dependency list: `save` reads this render's pending changes, so the handle is renewed on every render.
  );

  // A cell gets its row's loaded record from the table's row (row.original), not by looking its id up.
  // The renderers change only with what the cells show (not with the selection, say), and each cell is memoised on
  // its row and column: selecting rows re-renders no editor.
  const firstEditable = columns.find((candidate) => !candidate.readOnly);
  const renderers = useMemo<GridRenderers<T>>(
    () => ({
      cell: (rowKey, columnKey, loaded) => {
        const column = columns.find((candidate) => candidate.key === columnKey);
        const record = currentRecord(changes, rowKey, loaded);
        if (!column || !record) return null;
        const status = rowStatus(changes, rowKey);
        const editable =
          !column.readOnly &&
          (status === 'new' ? inlineInsert : !column.readOnlyOnceSaved && status !== 'deleted' && inlineEdit && canChange);
        if (!editable) return <CellDisplay column={column} record={record} />;
        return (
          <CellEditor
            column={column}
            value={record[column.key]}
            autoFocus={focusKey === rowKey && firstEditable?.key === column.key}
            onChange={(value) => setChanges((state) => setField(state, rowKey, column.key, value, loaded))}
            rightSection={column.editorRightSection?.(record)}
          />
        );
      },
      status: (rowKey) => {
        const added = changes.added.find((row) => row.key === rowKey);
        return <StatusBadge status={rowStatus(changes, rowKey)} filled={added ? isFilled(added) : false} />;
      },
      actions: (rowKey, loaded) => {
        const status = rowStatus(changes, rowKey);
        if (status === 'deleted') {
          return (
            <ActionTip label="Undo delete">
              <ActionIcon
                variant="subtle"
                aria-label="Undo delete"
                disabled={busy}
                onClick={() => setChanges((state) => restoreRow(state, rowKey))}
              >
                <IconArrowBackUp size={18} />
              </ActionIcon>
            </ActionTip>
          );
        }
        const isNew = status === 'new';
        return (
          <Group gap={4} wrap="nowrap">
            {editRedirect && !isNew && (
              <ActionTip label="Edit">
                <ActionIcon variant="subtle" aria-label="Edit" onClick={() => editRedirect(rowKey)}>
                  <IconPencil size={18} />
                </ActionIcon>
              </ActionTip>
            )}
            {(isNew || canDelete) && (
              <ActionTip label="Delete">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label="Delete"
                  disabled={busy}
                  onClick={() => void deleteAsked(rowKey, status, rowName(currentRecord(changes, rowKey, loaded)))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </ActionTip>
            )}
          </Group>
        );
      },
    }),
    [columns, changes, inlineInsert, inlineEdit, canChange, canDelete, focusKey, firstEditable, busy, editRedirect, deleteAsked, rowName],
  );

  // The table's sort (each column's sortingFn): loaded rows compared by their loaded values (src/lib/grid-view.ts),
  // the rows added in the grid on top in either direction (the table reverses what this returns for descending)
  // and in the order they were added (a tie keeps the rows' order).
  // The table sorts again only when its sorting state or its rows change, so the sorting it is given is new with
  // each comparison: a sort again when the screen's columns change (e.g. option labels that load after the rows).
  const { compareInView, tableSorting } = useMemo(() => {
    const addedFirst = sorting[0]?.desc === true ? 1 : -1;
    const byKey = new Map<string, DataGridColumn<T>>(columns.map((column) => [column.key, column]));
    const compare = (columnKey: string, a: GridRow<T>, b: GridRow<T>): number => {
      if (a.record === undefined || b.record === undefined) {
        if (a.record === b.record) return 0;
        return a.record === undefined ? addedFirst : -addedFirst;
      }
      const column = byKey.get(columnKey);
      return column ? compareRows(column, a.record, b.record) : 0;
    };
    return { compareInView: compare, tableSorting: [...sorting] };
  }, [columns, sorting]);

  // Stable columns: remade only when a column's id, header or width changes, or the sort's comparison (the sort,
  // the screen's columns); the cells read everything else through the render context.
  const columnShape = columns.map((column) => `${column.key}\u0000${column.header}\u0000${column.width ?? ''}`).join('\u0001');
  const tableColumns = useMemo<MRT_ColumnDef<GridRow<T>>[]>(() => {
    const dataColumns = columnShape
      .split('\u0001')
      .filter(Boolean)
      .map((shape): MRT_ColumnDef<GridRow<T>> => {
        const [key = '', header = '', width = ''] = shape.split('\u0000');
        return {
          id: key,
          header,
          size: width ? Number(width) : DEFAULT_WIDTH,
          // The quick filter is the grid's (manualFiltering); the table sorts by the comparison above.
          accessorFn: () => null,
          sortingFn: (a, b) => compareInView(key, a.original, b.original),
          // The comparison places added rows itself and no value is undefined (accessorFn): without this the table
          // reads both rows' values before every comparison of a sort, 20,000 rows' worth.
          sortUndefined: false,
          sortDescFirst: false,
          Cell: ({ row }) => <CellSlot rowKey={row.original.key} columnKey={key} loaded={row.original.record} />,
        };
      });
    if (!pendingPossible) return dataColumns;
    return [
      {
        id: STATUS_COLUMN,
        header: 'Status',
        size: STATUS_WIDTH,
        enableSorting: false,
        enableHiding: false,
        Cell: ({ row }) => <StatusSlot rowKey={row.original.key} />,
      },
      ...dataColumns,
    ];
  }, [columnShape, pendingPossible, compareInView]);

  const table = useMantineReactTable<GridRow<T>>({
    columns: tableColumns,
    data: tableData,
    getRowId: (row) => row.key,
    manualFiltering: true,
    enableMultiSort: false,
    enableSortingRemoval: true,
    onSortingChange,
    enableRowSelection: canDelete,
    selectAllMode: 'all',
    mantineSelectAllCheckboxProps: {
      checked: viewSelection.all,
      indeterminate: viewSelection.some,
      onChange: (event) => selectAllInView(event.currentTarget.checked),
    },
    enableBatchRowSelection: false,
    onRowSelectionChange: setRowSelection,
    enableHiding: true,
    onColumnVisibilityChange,
    enableColumnPinning: true,
    enableRowVirtualization: true,
    rowVirtualizerInstanceRef: virtualizerRef,
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
    enableRowActions: showActions,
    positionActionsColumn: 'last',
    displayColumnDefOptions: {
      [ACTIONS_COLUMN]: { header: 'Actions', size: 110 },
      [SELECT_COLUMN]: {
        size: 48,
        // The table's own select cell wraps each row's checkbox in a Tooltip (after 1 s) repeating its name: without
        // it a screenful of rows mounts about a tenth faster. The same checkbox, name and row selection handler.
        Cell: ({ row }) => (
          <Checkbox
            size="sm"
            aria-label="Toggle select row"
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      },
    },
    renderRowActions: ({ row }) => <ActionsSlot rowKey={row.original.key} loaded={row.original.record} />,
    renderEmptyRowsFallback: () => (
      <EmptyRows loaded={rows !== undefined} noun={recordNoun} query={search} onClearSearch={clearSearch} />
    ),
    mantineTableBodyRowProps: ({ row }) =>
      // The table's "no records" row has no key.
      typeof row.original.key === 'string' && deletedKeys.has(row.original.key)
        ? { className: classes.deleted }
        : {},
    // While the rows load, the container takes the grid's full height (instead of shrinking to the loader's): the row
    // virtualiser measures it then, so the answer's first render fills the screen, not the loader's height.
    mantineTableContainerProps: {
      style: rows === undefined && loading ? { height, minHeight: 200 } : { maxHeight: height, minHeight: 200 },
      'aria-busy': firstRowsOnly,
    },
    initialState: { density: 'xs' },
    state: {
      sorting: tableSorting,
      rowSelection,
      columnVisibility,
      columnPinning: COLUMN_PINNING,
      showLoadingOverlay: loading || busy,
    },
  });

  return (
    <GridRenderContext.Provider value={renderers}>
      <Group justify="space-between" align="center" mb="sm" wrap="wrap" gap="sm">
        <Title order={2}>{title}</Title>
        <Group gap="xs" wrap="wrap">
          {showAdd && (
            <Button leftSection={<IconPlus size={16} />} variant="light" onClick={add} disabled={busy}>
              Add
            </Button>
          )}
          {selectedKeys.length > 0 && (
            <Button
              leftSection={<IconTrash size={16} />}
              color="red"
              variant="light"
              onClick={() => void deleteSelected()}
              disabled={busy}
            >
              Delete selected ({selectedKeys.length})
            </Button>
          )}
          {dirty && (
            <>
              <Button onClick={() => void save(true)} loading={busy}>
                Save Changes
              </Button>
              <Button variant="default" onClick={() => void discard()} disabled={busy}>
                Cancel
              </Button>
            </>
          )}
          {toolbar}
          <ExportCsvButton onClick={() => void exportCsv()} />
          <ColumnChooser columns={chooserColumns} hidden={hiddenColumns} onChange={setHiddenColumns} />
          <Tooltip label="Refresh" {...TOOLTIP}>
            <ActionIcon variant="default" size="lg" aria-label="Refresh" onClick={onRefresh} disabled={busy}>
              <IconRefresh size={18} />
            </ActionIcon>
          </Tooltip>
          <TextInput
            ref={searchInput}
            aria-label="Search"
            placeholder="Search"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => onSearchChange(event.currentTarget.value)}
          />
        </Group>
      </Group>
      {guard ? <GridGuard dirty={dirty} saving={busy} /> : null}
      {loadFailureMessage !== null && rows !== undefined ? (
        <LoadingOverlay
          error={loadFailureMessage}
          errorTitle="Failed to load"
          onRetry={onRefresh}
          retrying={refreshing}
          minHeight={120}
          style={{ marginBottom: 'var(--mantine-spacing-sm)' }}
        />
      ) : null}
      <LoadingOverlay
        error={loadFailureMessage !== null && rows === undefined ? loadFailureMessage : null}
        errorTitle="Failed to load"
        onRetry={onRefresh}
        retrying={refreshing}
      >
        {/* Read-only while a save or delete is in flight: nothing typed meanwhile can be lost. */}
        <fieldset disabled={busy} style={FIELDSET_STYLE}>
          <div ref={setTableHost} className={classes.grid}>
            <MantineReactTable table={table} />
          </div>
        </fieldset>
      </LoadingOverlay>
      <Modal
        opened={invalid !== null}
        onClose={() => setInvalid(null)}
        title="Please check the changes"
        centered
        closeButtonProps={CLOSE_BUTTON}
      >
        <Text size="sm" role="alert">
          {invalid}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setInvalid(null)}>OK</Button>
        </Group>
      </Modal>
      <Modal opened={failure !== null} onClose={closeFailure} title="Error" centered closeButtonProps={CLOSE_BUTTON}>
        <Text size="sm">{failureMessage}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={dismissFailure}>OK</Button>
        </Group>
      </Modal>
    </GridRenderContext.Provider>
  );
}
