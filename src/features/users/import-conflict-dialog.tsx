/**
 * Import Users, a row of the report refused because someone else saved (or deleted) its user after the preview read
 * it: the user's values now beside the file's, and what the admin can do: update again (the file's values over the
 * user as it is now, its current version) or skip the row (the user keeps their values).
 */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Table.css';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Modal } from '#/components/dialogs/lazy-modal';
import { useT } from '#/components/i18n/i18n-context';
import { IMPORT_FIELDS, importFieldLabel } from './import-mapping';
import { rowUser, type ReportRow } from './import-rows';

export interface ImportConflictDialogProps {
  row: ReportRow | null;
  onUpdateAgain: (row: ReportRow) => Promise<void>;
  onSkip: (row: ReportRow) => void;
  onClose: () => void;
}

export function ImportConflictDialog({ row, onUpdateAgain, onSkip, onClose }: ImportConflictDialogProps) {
  const t = useT('users');
  const [busy, setBusy] = useState(false);
  const conflict = row?.conflict;
  const number = row ? row.index + 1 : 0;
  const current = conflict?.current ?? null;
  const title = current
    ? t('users.import.conflict.title', { row: number })
    : t('users.import.conflict.deletedTitle', { row: number });
  const fromFile = current && conflict ? rowUser({ values: conflict.values, existing: current }) : null;

  const updateAgain = async () => {
    if (!row) return;
    setBusy(true);
    try {
      await onUpdateAgain(row);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={row !== null && conflict !== undefined} onClose={onClose} title={title} size="lg" centered>
      {row && conflict && (
        <Stack gap="md">
          <Alert color="yellow">
            <Text size="sm">
              {current ? t('users.import.conflict.intro') : t('users.import.conflict.deletedIntro')}
            </Text>
          </Alert>
          {current && fromFile && (
            <Table aria-label={t('users.import.conflict.table')} withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('users.import.conflict.field')}</Table.Th>
                  <Table.Th scope="col">{t('users.import.conflict.current')}</Table.Th>
                  <Table.Th scope="col">{t('users.import.conflict.file')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {IMPORT_FIELDS.map((field) => (
                  <Table.Tr key={field}>
                    <Table.Th scope="row" fw="normal">
                      {t(importFieldLabel(field))}
                    </Table.Th>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{current[field] ?? ''}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{fromFile[field] ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('users.import.conflict.close')}
            </Button>
            <Button variant="default" onClick={() => onSkip(row)} disabled={busy}>
              {t('users.import.conflict.skip')}
            </Button>
            {current && (
              <Button loading={busy} onClick={() => void updateAgain()}>
                {t('users.import.conflict.update')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
