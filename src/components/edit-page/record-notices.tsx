import '@mantine/core/styles/Alert.css';
import { Alert, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconTrashX } from '@tabler/icons-react';
import { useId } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { ConflictChoices } from '#/components/record-conflicts/conflict-choices';
import { TheirChanges, useFieldList } from '#/components/record-conflicts/their-changes';
import { hasRecordChanges, namedFields, takenChanges, undecidedFields } from './record-changes';
import type { FormMerge } from './use-edit-form';

// Loaded on demand (the whole module: the notices and the side-by-side choice): the screens import
// lazy-record-notices.tsx, never this module.

/** The notice's text and table take the width the close button leaves. */
const GROW = { flex: 1, minWidth: 0 } as const;

export interface RecordChangesNoticeProps {
  merge: FormMerge;
  /** The labels of the fields the page shows, by field: the notice names these. */
  fieldLabels?: Readonly<Partial<Record<string, string>>>;
  /** A field's value as the page shows it; a plain reading where it gives none. */
  formatFieldValue?: (field: string, value: unknown) => string | undefined;
  /** Fields holding an image's data: "An image" instead of the data. */
  imageFields?: readonly string[];
  /** The choices are disabled (a call in flight, read-only). */
  disabled?: boolean;
}

/**
 * The quiet notice that someone else saved the record while the admin edited it (a status, not a dialog): the
 * fields they changed, each with their value (taken) and the admin's before it side by side, and for the fields both
 * changed the same with the choice. It can be closed once nothing is left to choose.
 */
export function RecordChangesNotice({
  merge,
  fieldLabels = {},
  formatFieldValue,
  imageFields = [],
  disabled,
}: RecordChangesNoticeProps) {
  const t = useT('conflicts');
  const fieldList = useFieldList();
  const titleId = useId();
  if (!hasRecordChanges(merge)) return null;
  const names = namedFields(merge.theirChanges, fieldLabels);
  const taken = takenChanges(merge, fieldLabels);
  const decided = undecidedFields(merge).length === 0;
  const labelOf = (field: string) => fieldLabels[field] ?? field;
  const formatValue = (field: string, value: unknown) =>
    imageFields.includes(field) && value ? t('conflicts.otherSave.image') : formatFieldValue?.(field, value);
  return (
    <Stack gap="xs">
      <Paper withBorder p="sm" role="status" aria-labelledby={titleId} bg="var(--mantine-color-blue-light)">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="xs" align="flex-start" wrap="nowrap" style={GROW}>
            <IconInfoCircle size={18} aria-hidden />
            <Stack gap={4} style={GROW}>
              <Text size="sm" fw={600} id={titleId}>
                {t('conflicts.otherSave.title')}
              </Text>
              <Text size="sm">
                {names.length > 0
                  ? t('conflicts.otherSave.changed', { fields: fieldList(names) })
                  : t('conflicts.otherSave.changedUnnamed')}
              </Text>
              {/* Before the sentence on the fields both changed: its "below" is their choice, not this table. */}
              <TheirChanges changes={taken} labelOf={labelOf} formatValue={formatValue} />
              {merge.conflicts.length > 0 ? <Text size="sm">{t('conflicts.otherSave.conflicts')}</Text> : null}
            </Stack>
          </Group>
          {decided ? (
            <CloseButton size="sm" aria-label={t('conflicts.otherSave.dismiss')} onClick={merge.dismiss} />
          ) : null}
        </Group>
      </Paper>
      {merge.conflicts.length > 0 ? (
        <ConflictChoices
          conflicts={merge.conflicts}
          choices={merge.choices}
          onChoose={merge.choose}
          labelOf={labelOf}
          formatValue={formatValue}
          disabled={disabled}
        />
      ) : null}
    </Stack>
  );
}

export interface RecordDeletedNoticeProps {
  /** The call that found the record deleted: a save offers to create it again, a delete only to leave. */
  during: 'save' | 'delete';
  /** Create it again with the admin's values; without it the page cannot create this record and says so. */
  onCreate?: () => void;
  /** Leave the page (back to the list), dropping the admin's changes. */
  onDiscard: () => void;
  /** A call is in flight. */
  busy: boolean;
}

/** Someone else deleted the record: the page is not loaded again (there is nothing to load); the admin chooses. */
export function RecordDeletedNotice({ during, onCreate, onDiscard, busy }: RecordDeletedNoticeProps) {
  const t = useT('conflicts');
  const message =
    during === 'delete'
      ? t('conflicts.recordDeleted.alreadyDeleted')
      : onCreate
        ? t('conflicts.recordDeleted.message')
        : t('conflicts.recordDeleted.cannotCreate');
  return (
    <Alert color="orange" icon={<IconTrashX size={18} />} title={t('conflicts.recordDeleted.title')}>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" gap="xs" mt="xs">
        {during === 'save' && onCreate ? (
          <Button size="xs" onClick={onCreate} loading={busy}>
            {t('conflicts.recordDeleted.createAgain')}
          </Button>
        ) : null}
        <Button size="xs" variant="default" onClick={onDiscard} disabled={busy}>
          {t(during === 'delete' ? 'conflicts.recordDeleted.close' : 'conflicts.recordDeleted.discard')}
        </Button>
      </Group>
    </Alert>
  );
}
