import { Button, Group, Text } from '@mantine/core';
import { confirmAction } from '#/components/dialogs/confirm-action';
import { notifySuccess } from '#/components/dialogs/notify';
import { useT } from '#/components/i18n/i18n-context';
import type { ChangeCounts } from '#/lib/grid-changes';
import {
  changeTotal,
  deleteAnywayQuestion,
  deleteQuestion,
  deletedMessage,
  discardQuestion,
  emptyListText,
  noMatchText,
  savedMessage,
  type RecordNoun,
} from '#/lib/grid-wording';
import type { Translate } from '#/lib/messages/catalogues';
import classes from './data-grid.module.css';

/**
 * What the data grid tells the user (src/lib/grid-wording.ts has the words): its confirmations name the records they
 * concern, a save or a delete sent at once says it is done (as edit pages do), and an empty view says why. The
 * dialogs and notices open outside React's tree: the grid's hooks give them their message function `t`.
 */

/**
 * SPEC 4's delete confirmation (title Delete Row, Cancel/Delete; Delete Rows for the selection), naming the rows:
 * "Delete Tom Lee?", "Delete 3 users?". `names` holds each row's display name ('' when it has none).
 */
export function confirmDelete(
  t: Translate<'grid'>,
  names: readonly string[],
  noun: RecordNoun,
  { selection = false } = {},
): Promise<boolean> {
  return confirmAction({
    title: selection ? t('grid.delete.titleRows') : t('grid.delete.titleRow'),
    message: deleteQuestion(t, names, noun),
    confirmLabel: t('grid.delete.confirm'),
    cancelLabel: t('grid.delete.cancel'),
    danger: true,
  });
}

/**
 * A delete refused because someone else changed the records since they were loaded: "2 users were changed by someone
 * else since you loaded them. Delete anyway?" (Cancel/Delete anyway).
 */
export function confirmDeleteAnyway(
  t: Translate<'grid' | 'conflicts'>,
  names: readonly string[],
  noun: RecordNoun,
): Promise<boolean> {
  return confirmAction({
    title: t('conflicts.grid.changedElsewhere'),
    message: deleteAnywayQuestion(t, names, noun),
    confirmLabel: t('conflicts.deleteAnyway.confirm'),
    cancelLabel: t('grid.delete.cancel'),
    danger: true,
  });
}

/**
 * Before Cancel discards the pending changes: more than one is asked about, naming what goes ("Discard 3 changes: 1
 * user added, ..."); a single change is discarded at once, as typing it again is no more work than answering.
 */
export function confirmDiscard(t: Translate<'grid'>, counts: ChangeCounts, noun: RecordNoun): Promise<boolean> {
  if (changeTotal(counts) <= 1) return Promise.resolve(true);
  return confirmAction({
    title: t('grid.discard.title'),
    message: discardQuestion(t, counts, noun),
    confirmLabel: t('grid.discard.confirm'),
    cancelLabel: t('grid.discard.keepEditing'),
    danger: true,
  });
}

/** A saved batch: "Saved: 1 user added and 2 users changed." */
export function notifySaved(t: Translate<'grid'>, counts: ChangeCounts, noun: RecordNoun): void {
  notifySuccess(savedMessage(t, counts, noun));
}

/** A delete sent at once, done: "Deleted: Tom Lee." */
export function notifyDeleted(t: Translate<'grid'>, names: readonly string[], noun: RecordNoun): void {
  notifySuccess(deletedMessage(t, names, noun));
}

/**
 * The table's text when it shows no rows: an empty list, or a search that matched nothing with a way to clear it.
 * Nothing while the list has not loaded (the grid shows its loader or its load failure).
 */
export function EmptyRows({
  loaded,
  noun,
  query,
  onClearSearch,
}: {
  loaded: boolean;
  noun: RecordNoun;
  query: string;
  onClearSearch: () => void;
}) {
  const t = useT('grid');
  if (!loaded) return <span />;
  const searched = query.trim() !== '';
  return (
    <Group className={classes.empty} gap="sm" wrap="wrap">
      <Text size="sm">{searched ? noMatchText(t, noun, query) : emptyListText(t, noun)}</Text>
      {searched ? (
        <Button size="compact-sm" variant="light" onClick={onClearSearch}>
          {t('grid.empty.clearSearch')}
        </Button>
      ) : null}
    </Group>
  );
}
