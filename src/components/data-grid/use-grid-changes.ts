import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Ref,
  type RefObject,
} from 'react';
import {
  addRow,
  batchProblem,
  changeCounts,
  deleteRow,
  deleteRows,
  emptyChanges,
  isDirty,
  isNewKey,
  rebase,
  reset,
  setField,
  toBatch,
  type GridBatch,
  type GridChanges,
  type RowStatus,
} from '../../lib/grid-changes';
import type { RecordNoun } from '../../lib/grid-wording';
import { useT } from '../i18n/i18n-context';
import type { DataGridHandle } from './data-grid-types';
import { confirmDelete, confirmDiscard, notifyDeleted, notifySaved } from './grid-feedback';

interface GridChangesOptions<T extends object> {
  rows: readonly T[] | undefined;
  getId: (row: T) => string;
  idKey: (keyof T & string) | undefined;
  inlineEdit: boolean;
  inlineInsert: boolean;
  canInsert: boolean;
  newRow: (() => T) | undefined;
  onAdd: (() => void) | undefined;
  validate: ((record: T) => string | null) | undefined;
  recordNoun: RecordNoun;
  /** Sends a batch (useGridCommit); resolves whether it was saved. */
  commit: (batch: GridBatch<T>, retry: () => void) => Promise<boolean>;
  refreshList: () => void;
  clearSelection: () => void;
  scroller: RefObject<{ scrollToIndex: (index: number) => void } | null>;
  handleRef: Ref<DataGridHandle<T>> | undefined;
  onDirtyChange: ((dirty: boolean) => void) | undefined;
}

/** The grid's pending changes (lib/grid-changes.ts) and what changes them: Add, Save Changes, Cancel, Delete, the handle. */
export function useGridChanges<T extends object>(options: GridChangesOptions<T>) {
  const { rows, getId, idKey, inlineEdit, inlineInsert, canInsert, newRow, onAdd, validate, recordNoun } = options;
  const { commit, refreshList, clearSelection, scroller, handleRef, onDirtyChange } = options;
  const t = useT('grid');
  const [pending, setChanges] = useState<GridChanges<T>>(() => emptyChanges<T>());
  const [invalid, setInvalid] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<string | undefined>(undefined);
  // The pending changes against the list as loaded now: edits a reload shows as saved are no longer pending.
  const changes = useMemo(() => (rows ? rebase(pending, rows, getId) : pending), [pending, rows, getId]);
  const dirty = isDirty(changes);

  const refresh = useCallback(() => {
    setChanges(reset);
    clearSelection();
    refreshList();
  }, [clearSelection, refreshList]);

  /**
   * Save Changes: true when everything pending was saved (or nothing was pending). `announce`: say what was saved (the
   * grid's own button; a page saving the grid with its own Save says so itself).
   */
  const save = async (announce = false): Promise<boolean> => {
    if (!isDirty(changes)) return true;
    const counts = changeCounts(changes);
    const batch = toBatch(changes, rows ?? [], getId, idKey);
    const problem = batchProblem(batch, validate);
    if (problem !== null) {
      setInvalid(problem);
      return false;
    }
    if (!(await commit(batch, () => void latestSave.current(announce)))) return false;
    refresh();
    if (announce) notifySaved(t, counts, recordNoun);
    return true;
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
        clearSelection();
        refreshList();
        notifyDeleted(t, names, recordNoun);
      };
      if (ids.length) await deleteNow();
    },
    [inlineEdit, commit, recordNoun, clearSelection, refreshList, t],
  );

  /** A row's Delete action, given the row's status and its display name as shown. */
  const deleteAsked = useCallback(
    async (key: string, status: RowStatus, name: string) => {
      if (status === 'new') {
        setChanges((state) => deleteRow(state, key));
        return;
      }
      if (await confirmDelete(t, [name], recordNoun)) await deleteKeys([key], [name]);
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
      save,
    }),
    // No dependency list: `save` reads this render's pending changes, so the handle is renewed on every render.
  );

  return {
    changes,
    setChanges,
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
