/**
 * Admin > Users > Import (/admin/users/import, docs/deviations.md): users from a CSV or TSV file or cells pasted from a
 * spreadsheet, in four steps: the file, its columns (the user record's fields, matched by their English and German
 * names; never the scopes), a preview of every row with its problems (the edit page's rules), fixed in a dialog or
 * left out, existing users (the same email) updated or skipped; then, once confirmed, the batches with their progress
 * and a report of the rows saved and not saved. Leaving with a file read and not sent asks first; while a batch is
 * sent, leaving is held.
 */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { Alert, Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { userListQuery } from '../../api/queries/users';
import { currencyListQuery, localeListQuery } from '../../api/reference-data';
import { confirmAction } from '../../components/dialogs/confirm-action';
import { useHoldNavigation } from '../../components/edit-page/use-hold-navigation';
import { useUnsavedChangesGuard } from '../../components/edit-page/use-unsaved-changes-guard';
import { useT } from '../../components/i18n/i18n-context';
import { useErrorMessage } from '../../components/i18n/use-error-message';
import type { ImportMapping } from './import-mapping';
import type { ImportTable } from './import-parse';
import {
  actionCounts,
  IMPORT_BATCH_SIZE,
  importReport,
  importRows,
  rowAction,
  rowToSend,
  startsIncluded,
  usersByEmail,
  type ExistingChoice,
  type ImportRow,
  type ImportValues,
  type ReportRow,
} from './import-rows';
import { ImportSource } from './import-source';
import { useImportSend } from './use-import-send';

// The steps after the first load when reached: the page opens with the file step alone.
const ImportColumns = lazy(() => import('./import-columns').then((module) => ({ default: module.ImportColumns })));
const ImportPreview = lazy(() => import('./import-preview').then((module) => ({ default: module.ImportPreview })));
const ImportFixDialog = lazy(() =>
  import('./import-fix-dialog').then((module) => ({ default: module.ImportFixDialog })),
);
const ImportProgress = lazy(() => import('./import-report').then((module) => ({ default: module.ImportProgress })));
const ImportReport = lazy(() => import('./import-report').then((module) => ({ default: module.ImportReport })));

type Step = 'source' | 'mapping' | 'preview' | 'sending' | 'report';

const STEPS = ['source', 'mapping', 'preview', 'sending'] as const;

export function ImportUsersScreen() {
  const t = useT('users');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('source');
  const [table, setTable] = useState<ImportTable | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>([]);
  const [fixes, setFixes] = useState<ReadonlyMap<number, ImportValues>>(new Map());
  const [includes, setIncludes] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [choice, setChoice] = useState<ExistingChoice>('update');
  const [rowChoices, setRowChoices] = useState<ReadonlyMap<number, ExistingChoice>>(new Map());
  const [fixing, setFixing] = useState<ImportRow | null>(null);
  const [report, setReport] = useState<ReportRow[]>([]);
  const sender = useImportSend();

  // The preview matches emails against the users: asked for on opening (cached when the admin comes from the Users
  // grid), so a large list has arrived while the admin picks a file.
  const users = useQuery(userListQuery());
  const locales = useQuery(localeListQuery);
  const currencies = useQuery(currencyListQuery);
  const context = useMemo(
    () => ({
      existing: usersByEmail(users.data ?? []),
      locales: new Set((locales.data ?? []).map((locale) => locale.code)),
      currencies: new Set((currencies.data ?? []).map((currency) => currency.code)),
    }),
    [users.data, locales.data, currencies.data],
  );
  // Rows are checked against the list as it is, never one being fetched again (after an import).
  const ready = users.isSuccess && !users.isFetching && !locales.isPending && !currencies.isPending;
  const started = step !== 'source';
  const rows = useMemo(
    () => (table && ready && started ? importRows(t, table.rows, mapping, fixes, context) : []),
    [t, table, mapping, fixes, context, ready, started],
  );
  const included = useCallback((row: ImportRow) => includes.get(row.index) ?? startsIncluded(row), [includes]);
  const rowChoice = useCallback((row: ImportRow) => rowChoices.get(row.index) ?? choice, [rowChoices, choice]);
  // Not worked out again on each batch's progress.
  const actions = useMemo(
    () => rows.map((row) => rowAction(row, included(row), rowChoice(row))),
    [rows, included, rowChoice],
  );
  const counts = useMemo(() => actionCounts(actions), [actions]);

  useUnsavedChangesGuard(table !== null && step !== 'report');
  useHoldNavigation(step === 'sending');

  const start = async (read: ImportTable) => {
    // The preview's code loads while the admin checks the columns.
    void import('./import-preview');
    const { guessMapping } = await import('./import-mapping');
    setTable(read);
    setMapping(guessMapping(read.headers));
    setFixes(new Map());
    setIncludes(new Map());
    setRowChoices(new Map());
    setStep('mapping');
  };

  const again = () => {
    // The import made the list stale: it is asked for again while the admin picks the next file.
    if (users.isStale) void users.refetch();
    setTable(null);
    setReport([]);
    setStep('source');
  };

  const confirmAndSend = async () => {
    const message = (
      <Stack gap={4}>
        <Text size="sm">{t('users.import.confirm.create', { count: counts.create })}</Text>
        <Text size="sm">{t('users.import.confirm.update', { count: counts.update })}</Text>
      </Stack>
    );
    const confirmed = await confirmAction({
      title: t('users.import.confirm.title'),
      message,
      confirmLabel: t('users.import.start'),
      cancelLabel: t('users.import.cancel'),
    });
    if (!confirmed) return;
    const sent = rows.filter((_, i) => actions[i] === 'create' || actions[i] === 'update');
    setStep('sending');
    const outcomes = await sender.send(sent, rowToSend);
    setReport(
      importReport(rows, actions, outcomes, IMPORT_BATCH_SIZE, {
        skipped: t('users.import.reason.skipped'),
        leftOut: t('users.import.reason.leftOut'),
        notSent: t('users.import.reason.notSent'),
        failed: (error) => errorMessage(error),
      }),
    );
    setStep('report');
  };

  const stepNames: Record<(typeof STEPS)[number], string> = {
    source: t('users.import.step.source'),
    mapping: t('users.import.step.mapping'),
    preview: t('users.import.step.preview'),
    sending: t('users.import.step.send'),
  };
  const current = step === 'report' ? 'sending' : step;
  // The users could not be loaded: said on the file step already, and again in place of the preview.
  const usersFailure = users.error ? (
    <Alert color="red">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(users.error)}</Text>
        <Button size="xs" variant="default" loading={users.isFetching} onClick={() => void users.refetch()}>
          {t('users.import.retry')}
        </Button>
      </Stack>
    </Alert>
  ) : null;

  return (
    <Stack gap="lg">
      <Title order={2}>{t('users.import.title')}</Title>
      <List
        type="ordered"
        display="flex"
        style={{ gap: '0.5rem 1.5rem', flexWrap: 'wrap' }}
        listStyleType="none"
        withPadding={false}
      >
        {STEPS.map((name, i) => (
          <List.Item key={name} aria-current={name === current ? 'step' : undefined} fw={name === current ? 700 : 400}>
            {`${i + 1}. ${stepNames[name]}`}
          </List.Item>
        ))}
      </List>

      {step === 'source' && usersFailure}
      {step === 'source' && <ImportSource onRead={(read) => void start(read)} />}
      <Suspense fallback={<Loader />}>
        {step === 'mapping' && table && (
          <ImportColumns
            headers={table.headers}
            firstRow={table.rows[0] ?? []}
            mapping={mapping}
            onChange={setMapping}
            onBack={again}
            onNext={() => setStep('preview')}
          />
        )}

        {step === 'preview' && !ready && (usersFailure ?? <Loader />)}
        {step === 'preview' && ready && (
          <>
            <ImportPreview
              rows={rows}
              actions={actions}
              included={included}
              onInclude={(row, on) => setIncludes(new Map(includes).set(row.index, on))}
              choice={choice}
              onChoice={(next) => {
                setChoice(next);
                setRowChoices(new Map());
              }}
              rowChoice={rowChoice}
              onRowChoice={(row, next) => setRowChoices(new Map(rowChoices).set(row.index, next))}
              onFix={setFixing}
            />
            {counts.create + counts.update === 0 && (
              <Text size="sm" role="status">
                {t('users.import.nothing')}
              </Text>
            )}
            <Group>
              <Button variant="default" onClick={() => setStep('mapping')}>
                {t('users.import.back')}
              </Button>
              <Button disabled={counts.create + counts.update === 0} onClick={() => void confirmAndSend()}>
                {t('users.import.start')}
              </Button>
            </Group>
            <ImportFixDialog
              row={fixing}
              onClose={() => setFixing(null)}
              onApply={(index, values) => {
                setFixes(new Map(fixes).set(index, values));
                setFixing(null);
              }}
            />
          </>
        )}

        {step === 'sending' && (
          <ImportProgress
            sent={sender.progress.sent}
            total={sender.progress.total}
            cancelling={sender.cancelling}
            onCancel={sender.cancel}
          />
        )}

        {step === 'report' && table && (
          <ImportReport
            headers={table.headers}
            rows={report}
            onAgain={again}
            onDone={() => void navigate({ to: '/admin/users' })}
          />
        )}
      </Suspense>
    </Stack>
  );
}
