/**
 * Import Users, the last steps: the progress while the batches are sent (rows sent and left, told to screen readers
 * politely once a batch, Cancel stopping before the next batch) and the report: each row's outcome first (so it is in
 * view on a phone), saved or not and why, a row refused for someone else's change with its Review dialog, and
 * "Download rows not saved" (the file's headers and a Problem column).
 */
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Table.css';
import { Badge, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { ImportConflictDialog } from './import-conflict-dialog';
import { notSavedCsv, type ReportRow } from './import-rows';
import { WindowedTable } from './windowed-table';

export interface ImportProgressProps {
  sent: number;
  total: number;
  cancelling: boolean;
  onCancel: () => void;
}

export function ImportProgress({ sent, total, cancelling, onCancel }: ImportProgressProps) {
  const t = useT('users');
  return (
    <Stack gap="md" maw={760}>
      <Progress
        value={total ? (sent / total) * 100 : 0}
        aria-label={t('users.import.progress.label')}
        size="lg"
        transitionDuration={200}
      />
      <Text size="sm" aria-live="polite" role="status">
        {t('users.import.progress.status', { sent, total, left: total - sent })}
      </Text>
      {cancelling && <Text size="sm">{t('users.import.progress.cancelling')}</Text>}
      <div>
        <Button variant="default" onClick={onCancel} disabled={cancelling}>
          {t('users.import.progress.cancel')}
        </Button>
      </div>
    </Stack>
  );
}

export interface ImportReportProps {
  headers: readonly string[];
  rows: readonly ReportRow[];
  /** A row refused for someone else's change, sent again over the user as it is now. */
  onUpdateAgain: (row: ReportRow) => Promise<void>;
  /** A row refused for someone else's change, left as they saved it. */
  onSkip: (row: ReportRow) => void;
  onAgain: () => void;
  onDone: () => void;
}

const ELLIPSIS = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

export function ImportReport({ headers, rows, onUpdateAgain, onSkip, onAgain, onDone }: ImportReportProps) {
  const t = useT('users');
  const notSaved = rows.filter((row) => !row.saved);
  const [reviewing, setReviewing] = useState<number | null>(null);
  const reviewed = rows.find((row) => row.index === reviewing && row.conflict) ?? null;

  const download = () => {
    const csv = notSavedCsv(headers, notSaved, t('users.import.problemHeader'), (cells) =>
      t('users.import.beyondHeaders', { cells: cells.join(', ') }),
    );
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('users.import.report.fileName');
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <Stack gap="md">
      <Text role="status" aria-live="polite">
        {t('users.import.report.saved', { count: rows.length - notSaved.length })}{' '}
        {t('users.import.report.notSaved', { count: notSaved.length })}
      </Text>
      <Group>
        {notSaved.length > 0 && <Button onClick={download}>{t('users.import.report.download')}</Button>}
        <Button variant="default" onClick={onAgain}>
          {t('users.import.report.again')}
        </Button>
        <Button variant="default" onClick={onDone}>
          {t('users.import.report.toUsers')}
        </Button>
      </Group>
      <WindowedTable
        label={t('users.import.report.title')}
        testId="import-report"
        count={rows.length}
        columns={[
          { header: t('users.import.column.row'), width: 56 },
          { header: t('users.import.report.outcome'), width: '45%' },
          { header: t('users.fields.displayName') },
          { header: t('users.fields.email') },
        ]}
        cells={(index) => {
          const row = rows[index];
          if (!row) return null;
          const number = row.index + 1;
          return (
            <>
              <Table.Td>{number}</Table.Td>
              <Table.Td title={row.reason} style={ELLIPSIS}>
                {row.saved ? (
                  <Badge color="green.9" variant="filled">
                    {t(row.saved === 'created' ? 'users.import.outcome.created' : 'users.import.outcome.updated')}
                  </Badge>
                ) : (
                  <Group gap="xs" wrap="nowrap">
                    {row.conflict && (
                      <Button
                        size="compact-xs"
                        variant="default"
                        aria-label={t('users.import.conflict.review', { row: number })}
                        onClick={() => setReviewing(row.index)}
                      >
                        {t('users.import.conflict.reviewShort')}
                      </Button>
                    )}
                    <Text span size="sm" c="red.9" style={ELLIPSIS}>
                      {row.reason}
                    </Text>
                  </Group>
                )}
              </Table.Td>
              <Table.Td style={ELLIPSIS}>{row.user.shortName}</Table.Td>
              <Table.Td style={ELLIPSIS}>{row.user.email}</Table.Td>
            </>
          );
        }}
      />
      <ImportConflictDialog
        row={reviewed}
        onClose={() => setReviewing(null)}
        onSkip={(row) => {
          onSkip(row);
          setReviewing(null);
        }}
        onUpdateAgain={async (row) => {
          await onUpdateAgain(row);
          setReviewing(null);
        }}
      />
    </Stack>
  );
}
