import type { ReactNode, Ref } from 'react';
import type { GridRights } from '#/api/schema.gen';
import type { GridBatch } from '#/lib/grid-changes';
import type { GridOption, GridSort, GridViewColumn } from '#/lib/grid-view';
import type { RecordNoun } from '#/lib/grid-wording';
import type { ViewRow } from './grid-rows';

export type DataGridOption = GridOption;

/** A column: `key`, `header`, and optionally an editor ('text' | 'boolean' | 'select' with options) and how it shows. */
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

/** The list grid every list screen uses (SPEC 2.3, 4 "Grid editing", 8, 9). */
export interface DataGridProps<T extends object> {
  title: string;
  /** The loaded records; undefined while loading. */
  rows: readonly T[] | undefined;
  /** A record's id. Pass stable `getId` and `columns` (module constants or memoised). */
  getId: (row: T) => string;
  /** The id property, dropped from new records (SPEC 7); found from getId when omitted. */
  idKey?: keyof T & string;
  /**
   * The id is a code the admin types when adding a row (a client's Client ID), not one the server gives: a record
   * someone else deleted is created again with it (Create it again drops only its version).
   */
  adminChosenId?: boolean;
  columns: readonly DataGridColumn<T>[];
  /** Insert / Change / Delete flags (SPEC 3, 9). */
  rights: GridRights;
  /**
   * Loaded rows are edited in place (needs Change) and Delete marks a row until Save Changes (default true); without
   * it, a confirmed delete commits `{changes: [], deletes: [ids]}` at once.
   */
  inlineEdit?: boolean;
  /** Add (needs Insert and `newRow`) puts a blank row on top (default true); when false, Add calls `onAdd`. */
  allowInlineInsert?: boolean;
  /** Shows an Edit action per saved row (screens navigate to the current path + /edit/{id}). */
  editRedirect?: (id: string) => void;
  /** Add without inline insert (e.g. navigate to a create page); Add is hidden without it. */
  onAdd?: () => void;
  /**
   * Blank template of an added row; also of a row whose record someone else deleted, created again (Resolve conflict's
   * Create it again, offered with Insert rights even when Add opens a create page).
   */
  newRow?: () => T;
  /**
   * What Create it again cannot bring back of a record someone else deleted (a signing key or secret, which lists
   * never carry), in the screen's words; shown with the choice. Undefined when nothing is lost.
   */
  recreateNote?: (loaded: T) => string | undefined;
  /**
   * The screen's /batch call, given `toBatch()` of the pending changes (SPEC 7; with `deleteVersions` when the records
   * carry versions). A 409 `Conflict_RecordChanged` (also as a screen's own Error's `cause`) marks the refused rows.
   */
  onCommit: (batch: GridBatch<T>) => Promise<unknown>;
  /**
   * Loads the list again (Refresh, after a save, the Error modal's OK). After a save the grid stays read-only until a
   * promise it returns ends (`useGridQuery`'s: once the list loaded again is on screen).
   */
  onRefresh: () => void | Promise<unknown>;
  /** `useGridQuery` gives rows, loading, partial, error, refreshing and onRefresh. */
  loading?: boolean;
  /**
   * `rows` are the list's first rows while the rest still reads: shown read-only under the loading overlay, the table
   * busy, nothing added, edited, selected or exported until the whole list is in.
   */
  partial?: boolean;
  /** A failed load: an Error modal once, then shown in the grid's place with Retry (a 401 at once). */
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
  /**
   * The quick filter and sort in the URL (`useGridSearch()`): the grid opens with them, writes its changes back and
   * follows navigations from outside it; held by the grid when omitted.
   */
  urlState?: DataGridUrlState;
  /**
   * The grid's name in its stored column choice (localStorage), from the title when omitted. It must not change with
   * the language: a screen whose title is translated passes its English title. The export file is named after the
   * title as shown.
   */
  name?: string;
  /** What its records are called (`recordNouns.user`: "Delete 3 users?"); rows by default. */
  recordNoun?: RecordNoun;
  /** Receives the grid's handle (add a pending row from outside the grid, save). */
  handleRef?: Ref<DataGridHandle<T>>;
  /** Told when pending changes appear or clear. */
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * Guard the pending changes against leaving the page as edit pages do, and hold leaving while a save is in flight
   * (default true; needs a router). false when the page guards them itself (Edit Team's Members).
   */
  guard?: boolean;
}

/** What a screen can do to a grid from outside it (see `handleRef`). */
export interface DataGridHandle<T> {
  /**
   * Adds a pending row: newRow() with `values` applied as edits, so it counts as an unsaved addition (needs Insert
   * and newRow; works without inline insert, e.g. for a picker above the grid that fills read-only columns).
   */
  addRow: (values: Partial<T>) => void;
  /** The records of the rows added and not yet saved, newest first. */
  addedRecords: () => T[];
  /** The ids of the loaded rows marked for deletion and not yet saved. */
  deletedIds: () => string[];
  /**
   * What Save Changes does (validation, one commit, refresh): resolves true once everything pending is saved (at
   * once when nothing is pending), false when it was not (the grid shows why, as for its own button; rows refused for
   * someone else's change stay pending until the admin chooses).
   */
  save: () => Promise<boolean>;
}

/** Row of the table: loaded rows carry their record; added rows only their key (their values live in state). */
export type GridRow<T> = ViewRow<T>;
