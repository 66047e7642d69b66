import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type Ref,
  type RefObject,
} from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { useLaterT } from '#/components/i18n/use-later-t';
import type { ConflictChoice } from '#/components/record-conflicts/three-way-merge';
import {
  addRow,
  batchProblem,
  changeCounts,
  deleteRow,
  deleteRows,
  emptyChanges,
  idKeyOf,
  isDirty,
  isHeldBack,
  isNewKey,
  rebase,
  reset,
  setField,
  toBatch,
  type GridBatch,
  type GridChanges,
  type RowStatus,
} from '#/lib/grid-changes';
import { heldBackMessage, type RecordNoun } from '#/lib/grid-wording';
import type { DataGridHandle } from './data-grid-types';
import {
  deleteAtCurrentVersions,
  discardRow,
  keepHeldBack,
  markConflicts,
  recreateRow,
  refusedRows,
  resolveRow,
  withoutHeldBack,
} from './grid-conflicts';
import { confirmDelete, confirmDeleteAnyway, confirmDiscard, notifyDeleted, notifySaved } from './grid-feedback';
import type { CommitOutcome, Refusal } from './use-grid-commit';

interface GridChangesOptions<T extends object> {
  rows: readonly T[] | undefined;
  getId: (row: T) => string;
  idKey: (keyof T & string) | undefined;
  /** The id is the admin's code: kept when a record someone deleted is created again. */
  adminChosenId: boolean;
  inlineEdit: boolean;
  inlineInsert: boolean;
  canInsert: boolean;
  newRow: (() => T) | undefined;
  onAdd: (() => void) | undefined;
  validate: ((record: T) => string | null) | undefined;
  recordNoun: RecordNoun;
  /** A row's display name in confirmations. */
  rowName: (record: T | undefined) => string;
  /** Sends a batch (useGridCommit). */
  commit: (batch: GridBatch<T>, retry: () => void) => Promise<CommitOutcome>;
  /** Shows a failure in the Error modal (useGridCommit). */
  showFailure: (error: unknown) => void;
  refreshList: () => void;
  /** Loads the list again after a save, the grid read-only until it is here (useGridCommit). */
  reloadAfterSave: () => void;
  clearSelection: () => void;
  scroller: RefObject<{ scrollToIndex: (index: number) => void } | null>;
  handleRef: Ref<DataGridHandle<T>> | undefined;
  onDirtyChange: ((dirty: boolean) => void) | undefined;
}

/** The grid's pending changes (lib/grid-changes.ts) and what changes them: Add, Save Changes, Cancel, Delete, the handle. */
export function useGridChanges<T extends object>(options: GridChangesOptions<T>) {
  const { rows, getId, idKey, adminChosenId, inlineEdit, inlineInsert, canInsert, newRow, onAdd, validate } = options;
  const { recordNoun } = options;
  const { rowName, commit, showFailure, refreshList, reloadAfterSave, clearSelection, scroller } = options;
  const { handleRef, onDirtyChange } = options;
  const t = useT('grid');
  // The words of a refused save, loaded after the first paint (the grid prefetches them); a call waits for them.
  const { load: loadConflictWords } = useLaterT('conflicts');
  const [changes, setChanges] = useState<GridChanges<T>>(() => emptyChanges<T>());
  const [invalid, setInvalid] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<string | undefined>(undefined);
  // The pending changes follow the list as loaded now (rebase): edits a reload shows as saved are no longer pending,
  // and a refused row's record is the one listed; each edit keeps its base, so the next save is not made to look fresh.
  const [rebasedOn, setRebasedOn] = useState(rows);
  if (rows !== rebasedOn) {
    setRebasedOn(rows);
    if (rows) setChanges((state) => rebase(state, rows, getId));
  }
  const dirty = isDirty(changes);

  /**
   * A refused batch (409, records changed meanwhile): the list loads again. A refusal of deletions only asks whether
   * to delete anyway and gives the changes to send again, naming the versions the records stand at now (null on No);
   * any other shows the coded message (null).
   */
  const afterRefusal = useCallback(
    async (
      state: GridChanges<T>,
      { conflicts, failure }: Refusal,
      nameOf: (id: string) => string,
    ): Promise<GridChanges<T> | null> => {
      refreshList();
      const { changedDeletes, goneDeletes, edits } = refusedRows(state, conflicts);
      if (edits.length > 0 || changedDeletes.length + goneDeletes.length === 0) {
        showFailure(failure);
        return null;
      }
      if (changedDeletes.length > 0) {
        // Without the question's words (they could not be downloaded) nothing is deleted: the coded message shows.
        const tConflicts = await loadConflictWords().catch(() => null);
        if (tConflicts === null) {
          showFailure(failure);
          return null;
        }
        if (!(await confirmDeleteAnyway(tConflicts, changedDeletes.map(nameOf), recordNoun))) return null;
      }
      return deleteAtCurrentVersions(state, conflicts);
    },
    [refreshList, showFailure, recordNoun, loadConflictWords],
  );

  /**
   * Save Changes: true when everything pending was saved (or nothing was pending). `announce`: say what was saved (the
   * grid's own button; a page saving the grid with its own Save says so itself). Rows refused earlier and not yet
   * resolved are held back (they stay pending and marked); with nothing else pending, the grid says why.
   */
  const save = async (announce = false, from: GridChanges<T> = changes): Promise<boolean> => {
    if (!isDirty(from)) return true;
    const sent = withoutHeldBack(from);
    if (!isDirty(sent)) {
      const held = Object.keys(from.changed).filter((id) => isHeldBack(from, id)).length;
      // Without the conflict words (they could not be downloaded), the refusal says why.
      const tConflicts = await loadConflictWords().catch(() => null);
      setInvalid(tConflicts ? heldBackMessage(tConflicts, held, recordNoun) : t('errors.code.Conflict_RecordChanged'));
      return false;
    }
    const counts = changeCounts(sent);
    const batch = toBatch(from, rows ?? [], getId, idKey);
    const problem = batchProblem(batch, validate);
    if (problem !== null) {
      setInvalid(problem);
      return false;
    }
    const outcome = await commit(batch, () => void latestSave.current(announce));
    if (outcome.refused) {
      const { conflicts } = outcome.refused;
      setChanges((state) => markConflicts(state, conflicts));
      const again = await afterRefusal(markConflicts(from, conflicts), outcome.refused, (id) =>
        rowName(from.bases[id]),
      );
      if (!again) return false;
      setChanges((state) => deleteAtCurrentVersions(state, conflicts));
      return save(announce, again);
    }
    if (!outcome.saved) return false;
    setChanges(keepHeldBack);
    clearSelection();
    reloadAfterSave();
    if (announce) notifySaved(t, counts, recordNoun);
    return sent === from;
  };
  const latestSave = useRef(save);
  useLayoutEffect(() => {
    latestSave.current = save;
  });

  const add = () => {
    if (!inlineInsert || !newRow) {
      onAdd?.();
      return;
    }
    const next = addRow(changes, newRow());
    setChanges(next);
    setFocusKey(next.added[0]?.key);
    scroller.current?.scrollToIndex(0);
  };

  /**
   * Deletes rows as SPEC 4 says: added rows are dropped, loaded rows marked (or, without in-place editing, committed).
   * A marked row keeps the row as loaded: its delete names the version it was marked at. True once done.
   */
  const deleteKeys = useCallback(
    async (keys: readonly string[], names: readonly string[]): Promise<boolean> => {
      const wanted = new Set(keys);
      const loaded = new Map<string, T>();
      for (const row of rows ?? []) if (wanted.has(getId(row))) loaded.set(getId(row), row);
      const originalOf = (key: string) => loaded.get(key);
      if (inlineEdit) {
        setChanges((state) => deleteRows(state, keys, originalOf));
        return true;
      }
      setChanges((state) => deleteRows(state, keys.filter(isNewKey)));
      const marked = deleteRows(emptyChanges<T>(), keys, originalOf);
      const nameOf = (id: string) => names[keys.indexOf(id)] ?? '';
      const deleteNow = async (state: GridChanges<T>): Promise<boolean> => {
        const outcome = await commit(toBatch(state, [], getId), () => void deleteNow(state));
        if (outcome.refused) {
          const again = await afterRefusal(state, outcome.refused, nameOf);
          if (again?.deleted.length) return deleteNow(again);
          if (again) clearSelection();
          return again !== null;
        }
        if (!outcome.saved) return false;
        clearSelection();
        reloadAfterSave();
        notifyDeleted(t, names, recordNoun);
        return true;
      };
      return marked.deleted.length ? deleteNow(marked) : true;
    },
    [rows, getId, inlineEdit, commit, afterRefusal, recordNoun, clearSelection, reloadAfterSave, t],
  );

  /** A row's Delete action, given the row's status and its display name as shown; true once the row is deleted. */
  const deleteAsked = useCallback(
    async (key: string, status: RowStatus, name: string): Promise<boolean> => {
      if (status === 'new') {
        setChanges((state) => deleteRow(state, key));
        return true;
      }
      return (await confirmDelete(t, [name], recordNoun)) && deleteKeys([key], [name]);
    },
    [deleteKeys, recordNoun, t],
  );

  // Cancel: more than one change is asked about first, naming what goes.
  const discard = async () => {
    if (await confirmDiscard(t, changeCounts(changes), recordNoun)) setChanges(reset);
  };

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
        scroller.current?.scrollToIndex(0);
      },
      addedRecords: () => changes.added.map((row) => row.record),
      deletedIds: () => [...changes.deleted],
      save,
    }),
    // No dependency list: `save` reads this render's pending changes, so the handle is renewed on every render.
  );

  // A refused row's way out (grid-conflicts.ts): their version with the admin's choices, none of the admin's
  // changes, or (someone deleted the record) a new record with the admin's values, where the admin may add records
  // (in place or not: a grid whose Add opens a create page sends it in its batch as well).
  const conflictActions = {
    apply: (id: string, choices: Readonly<Partial<Record<string, ConflictChoice>>>) =>
      setChanges((state) => resolveRow(state, id, choices)),
    discard: (id: string) => setChanges((state) => discardRow(state, id)),
    recreate:
      canInsert && newRow
        ? (id: string) => {
            const template = newRow();
            const key = idKey ?? idKeyOf(getId, template);
            setChanges((state) => recreateRow(state, id, template, key, adminChosenId));
            scroller.current?.scrollToIndex(0);
          }
        : undefined,
  };

  return {
    changes,
    setChanges,
    conflictActions,
    dirty,
    save,
    add,
    deleteKeys,
    deleteAsked,
    discard,
    focusKey,
    invalid,
    closeInvalid: () => setInvalid(null),
  };
}
