import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { ConflictChoices } from '#/components/record-conflicts/conflict-choices';
import { TheirChanges, useFieldList } from '#/components/record-conflicts/their-changes';
import { undecided, type ConflictChoice } from '#/components/record-conflicts/three-way-merge';
import type { GridChanges } from '#/lib/grid-changes';
import { cellText, type CellWords } from '#/lib/grid-view';
import { rowCalled, type RecordNoun } from '#/lib/grid-wording';
import type { DataGridColumn } from './data-grid-types';
import { rowMerge, type RowMerge } from './grid-conflicts';

type Choices = Readonly<Partial<Record<string, ConflictChoice>>>;

export interface RowConflictActions {
  apply: (id: string, choices: Choices) => void;
  discard: (id: string) => void;
  /**
   * Undefined when the grid may not add records (no Insert right or no `newRow`): a record someone deleted can then
   * only be discarded.
   */
  recreate: ((id: string) => void) | undefined;
}

export interface RowConflictDialogProps<T extends object> {
  /** The refused row being resolved; null when none. */
  rowKey: string | null;
  changes: GridChanges<T>;
  columns: readonly DataGridColumn<T>[];
  words: CellWords;
  rowName: (record: T | undefined) => string;
  recordNoun: RecordNoun;
  actions: RowConflictActions;
  /** What Create it again cannot bring back of the record as loaded (`DataGridProps.recreateNote`). */
  recreateNote?: ((loaded: T) => string | undefined) | undefined;
  onClose: () => void;
}

// Loaded on demand with its words: the grid imports lazy-row-conflict-dialog.tsx, never this module.

/**
 * The choice for a row whose save was refused (docs/data-grid.md), as an edit page offers it: for a record someone
 * changed, their version with the admin's changes on top and, side by side, the fields both changed (Apply, Discard
 * my changes); for one someone deleted, Create it again or Discard my changes.
 */
export function RowConflictDialog<T extends object>(props: RowConflictDialogProps<T>) {
  const { rowKey, changes, onClose } = props;
  const t = useT('grid', 'conflicts');
  const current = rowKey === null ? undefined : changes.conflicts[rowKey];
  const base = rowKey === null ? undefined : changes.bases[rowKey];
  const opened = rowKey !== null && current !== undefined && base !== undefined;
  const deleted = current === null;
  const merge = rowKey !== null && !deleted ? rowMerge(changes, rowKey) : null;
  const closeButton = { 'aria-label': t('grid.dialog.close') };
  return (
    <Modal
      opened={opened && (deleted || merge !== null)}
      onClose={onClose}
      title={deleted ? t('conflicts.grid.deletedElsewhere') : t('conflicts.grid.changedElsewhere')}
      centered
      size="lg"
      closeButtonProps={closeButton}
    >
      {rowKey !== null && base !== undefined ? (
        <ConflictBody
          // A new row's choices start afresh.
          key={rowKey}
          {...props}
          rowKey={rowKey}
          // Named as saved (theirs now, or as loaded when deleted), not by the admin's unsaved edit of the name.
          name={rowCalled(t, props.rowName(current ?? base), props.recordNoun)}
          merge={merge}
        />
      ) : null}
    </Modal>
  );
}

function ConflictBody<T extends object>({
  rowKey,
  name,
  merge,
  changes,
  columns,
  words,
  actions,
  recreateNote,
  onClose,
}: Omit<RowConflictDialogProps<T>, 'rowKey'> & { rowKey: string; name: string; merge: RowMerge<T> | null }) {
  const t = useT('grid', 'conflicts');
  const fieldList = useFieldList();
  const [choices, setChoices] = useState<Choices>({});
  const done = (action: () => void) => {
    action();
    onClose();
  };
  const discard = (
    <Button variant="default" onClick={() => done(() => actions.discard(rowKey))}>
      {t('conflicts.grid.discardMine')}
    </Button>
  );
  const { recreate } = actions;

  if (merge === null) {
    const loaded = changes.bases[rowKey];
    const lost = recreate && loaded ? recreateNote?.(loaded) : undefined;
    return (
      <Stack gap="sm">
        <Text size="sm">{t('conflicts.grid.deletedText', { record: name })}</Text>
        {recreate ? <Text size="sm">{t('conflicts.grid.recreateText')}</Text> : null}
        {lost ? (
          <Text size="sm" fw={600}>
            {lost}
          </Text>
        ) : null}
        <Group justify="flex-end" mt="md">
          {discard}
          {recreate ? (
            <Button onClick={() => done(() => recreate(rowKey))}>{t('conflicts.grid.recreate')}</Button>
          ) : null}
        </Group>
      </Stack>
    );
  }

  const columnOf = (field: string) => columns.find((column) => column.key === field);
  const labelOf = (field: string) => columnOf(field)?.header ?? field;
  // As the cell shows it (option labels, Yes/No); an empty text reads as the conflict UI's "empty" word.
  const formatValue = (field: string, value: unknown) => {
    const column = columnOf(field);
    return column ? cellText(column, { ...merge.mine, [field]: value }, words) : undefined;
  };
  const conflicting = new Set<string>(merge.merge.conflicts.map((conflict) => conflict.field));
  // Their other changes, as the grid names its columns (fields it does not show are taken without a word).
  const taken = merge.merge.touched.filter(({ field }) => !conflicting.has(field) && columnOf(field));
  const open = undecided(merge.merge.conflicts, choices);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('conflicts.grid.changedText', { record: name })}</Text>
      {taken.length > 0 ? (
        <>
          <Text size="sm">
            {t('conflicts.grid.theirFields', { fields: fieldList(taken.map(({ field }) => labelOf(field))) })}
          </Text>
          <TheirChanges changes={taken} labelOf={labelOf} formatValue={formatValue} />
        </>
      ) : null}
      {merge.merge.conflicts.length > 0 ? (
        <>
          <Text size="sm">{t('conflicts.grid.choose')}</Text>
          <ConflictChoices
            conflicts={merge.merge.conflicts}
            choices={choices}
            onChoose={(field, choice) => setChoices((chosen) => ({ ...chosen, [field]: choice }))}
            labelOf={labelOf}
            formatValue={formatValue}
          />
        </>
      ) : null}
      <Group justify="flex-end" mt="md">
        {discard}
        <Button disabled={open.length > 0} onClick={() => done(() => actions.apply(rowKey, choices))}>
          {t('conflicts.grid.apply')}
        </Button>
      </Group>
    </Stack>
  );
}
