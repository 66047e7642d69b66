import '@mantine/core/styles/Alert.css';
import { Alert, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconTrashX } from '@tabler/icons-react';
import { useId } from 'react';
import { useLanguage, useT } from '../i18n/i18n-context';
import { ConflictChoices } from '../record-conflicts/conflict-choices';
import { hasRecordChanges, namedFields, undecidedFields } from './record-changes';
import type { FormMerge } from './use-edit-form';

// Loaded on demand (the whole module: the notices and the side-by-side choice): the screens import
// lazy-record-notices.tsx, never this module.

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
 * fields they changed, and for the fields both changed their value and the admin's side by side with the choice.
 * It can be closed once nothing is left to choose.
 */
export function RecordChangesNotice({
  merge,
  fieldLabels = {},
  formatFieldValue,
  imageFields = [],
  disabled,
}: RecordChangesNoticeProps) {
  const t = useT('conflicts');
  const { language } = useLanguage();
  const titleId = useId();
  if (!hasRecordChanges(merge)) return null;
  const names = namedFields(merge.theirChanges, fieldLabels);
  const decided = undecidedFields(merge).length === 0;
  return (
    <Stack gap="xs">
      <Paper withBorder p="sm" role="status" aria-labelledby={titleId} bg="var(--mantine-color-blue-light)">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <IconInfoCircle size={18} aria-hidden />
            <Stack gap={4}>
              <Text size="sm" fw={600} id={titleId}>
                {t('conflicts.otherSave.title')}
              </Text>
              <Text size="sm">
                {names.length > 0
                  ? t('conflicts.otherSave.changed', {
                      fields: new Intl.ListFormat(language, { type: 'conjunction' }).format(names),
                    })
                  : t('conflicts.otherSave.changedUnnamed')}
              </Text>
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
          labelOf={(field) => fieldLabels[field] ?? field}
          formatValue={(field, value) =>
            imageFields.includes(field) && value ? t('conflicts.otherSave.image') : formatFieldValue?.(field, value)
          }
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
