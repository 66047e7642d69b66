import type { MRT_RowSelectionState } from 'mantine-react-table-open';
import { useMemo, type Dispatch, type SetStateAction } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { currentRecord, type GridChanges } from '#/lib/grid-changes';
import type { RecordNoun } from '#/lib/grid-wording';
import type { GridRow } from './data-grid-types';
import { confirmDelete } from './grid-feedback';
import { anySelected, selectedKeysInView, selectionInView, withViewSelected } from './grid-selection';

/**
 * The selection over the rows in view (`data`), whether or not the table has been given all of them yet, and
 * "Delete selected (N)".
 */
export function useRowSelection<T extends object>(options: {
  data: readonly GridRow<T>[];
  /** The whole view, also while the table shows only its first rows (select-all then covers every row). */
  wholeData: () => readonly GridRow<T>[];
  changes: GridChanges<T>;
  rowSelection: MRT_RowSelectionState;
  setRowSelection: Dispatch<SetStateAction<MRT_RowSelectionState>>;
  rowName: (record: T | undefined) => string;
  recordNoun: RecordNoun;
  deleteKeys: (keys: readonly string[], names: readonly string[]) => Promise<unknown>;
}) {
  const { data, wholeData, changes, rowSelection, setRowSelection, rowName, recordNoun, deleteKeys } = options;
  const t = useT('grid');
  const someSelected = useMemo(() => anySelected(rowSelection), [rowSelection]);
  const viewSelection = useMemo(
    () => (someSelected ? selectionInView(data, rowSelection) : { all: false, some: false }),
    [data, rowSelection, someSelected],
  );
  const selectAllInView = (on: boolean) => setRowSelection((state) => withViewSelected(state, wholeData(), on));

  const deletedKeys = useMemo(() => new Set(changes.deleted), [changes.deleted]);
  const selectedKeys = useMemo(
    () => (someSelected ? selectedKeysInView(data, rowSelection, deletedKeys) : []),
    [data, rowSelection, deletedKeys, someSelected],
  );

  const deleteSelected = async () => {
    const keys = selectedKeys;
    const chosen = new Set(keys);
    const names = data
      .filter((row) => chosen.has(row.key))
      .map((row) => rowName(currentRecord(changes, row.key, row.record)));
    if (await confirmDelete(t, names, recordNoun, { selection: true })) await deleteKeys(keys, names);
  };

  return { viewSelection, selectAllInView, deletedKeys, selectedKeys, deleteSelected };
}
