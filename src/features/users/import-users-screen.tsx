/**
 * Admin > Users > Import (/admin/users/import, docs/deviations.md): users from a CSV or TSV file or cells pasted from a
 * spreadsheet, in four steps: the file, its columns (the user record's fields, matched by their English and German
 * names; never the scopes), a preview of every row with its problems (the edit page's rules), fixed in a dialog or
 * left out, existing users (the same email) updated or skipped; then, once confirmed and checked against the users
 * read afresh (an address someone added meanwhile makes its row an existing user's, shown before anything is sent),
 * the batches with their progress and a report of what each row's answer said: an update refused because someone
 * changed the user meanwhile can be reviewed, updated again over their version, or skipped. Leaving with a file read
 * and not sent asks first; while the batches are sent, leaving says what it stops and asks.
 */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { Alert, Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { userListQuery } from '#/api/queries/users';
import { currencyListQuery, localeListQuery } from '#/api/reference-data';
import { confirmAction } from '#/components/dialogs/confirm-action';
import { useHoldNavigation } from '#/components/edit-page/use-hold-navigation';
import { useUnsavedChangesGuard } from '#/components/edit-page/use-unsaved-changes-guard';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { emailKey } from '#/lib/email-rule';
import type { ImportMapping } from './import-mapping';
import type { ImportTable } from './import-parse';
import {
  actionCounts,
  assembleRows,
  existingOfRows,
  importReport,
  importValues,
  rowAction,
  rowUser,
  sentReportRow,
  startsIncluded,
  usersByEmail,
  type ExistingChoice,
  type ImportRow,
  type ImportValues,
  type ReportRow,
} from './import-rows';
import { useImportMessages, useImportRunner } from './import-runner';
import { ImportSource } from './import-source';
import { useImportLeaveGuard } from './use-import-leave-guard';
import { useImportSend } from './use-import-send';
import type { UserRecord } from './user-record';
import { readUsersAfresh } from './users-queries';

// The steps after the first load when reached: the page opens with the file step alone.
const ImportColumns = lazy(() => import('./import-columns').then((module) => ({ default: module.ImportColumns })));
const ImportPreview = lazy(() => import('./import-preview').then((module) => ({ default: module.ImportPreview })));
const ImportFixDialog = lazy(() =>
  import('./import-fix-dialog').then((module) => ({ default: module.ImportFixDialog })),
);
const ImportProgress = lazy(() => import('./import-report').then((module) => ({ default: module.ImportProgress })));
const ImportReport = lazy(() => import('./import-report').then((module) => ({ default: module.ImportReport })));

type Step = 'source' | 'mapping' | 'preview' | 'sending' | 'report';

/** What the rows were checked with, and their problems by row. */
interface Checked {
  table: ImportTable;
  asked: object;
  values: ImportValues[];
  existing: (UserRecord | undefined)[];
  problems: string[][];
}

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
  // Users with a row's address that the read just before sending found and the preview's list had not.
  const [late, setLate] = useState<ReadonlyMap<string, UserRecord>>(new Map());
  const [recheck, setRecheck] = useState<{ state: 'idle' | 'checking' } | { state: 'found'; count: number }>({
    state: 'idle',
  });
  const [recheckError, setRecheckError] = useState<unknown>(null);
  const sender = useImportSend();
  const running = useRef<Promise<unknown> | null>(null);
  const runner = useImportRunner();
  const messages = useImportMessages();

  // The preview matches emails against the users: asked for on opening (cached when the admin comes from the Users
  // grid), so a large list has arrived while the admin picks a file.
  const users = useQuery(userListQuery());
  const locales = useQuery(localeListQuery);
  const currencies = useQuery(currencyListQuery);
  // The users by address, once per list (100,000 of them take a tenth of a second): a new file or a fix does not
  // go through them again.
  const byEmail = useMemo(() => usersByEmail(users.data ?? []), [users.data]);
  const context = useMemo(
    () => ({
      // The users as the preview read them (an update keeps the version shown), and those found with a row's
      // address since (an address the list has is the list's user).
      existing: late.size === 0 ? byEmail : new Map([...late, ...byEmail]),
      locales: new Set((locales.data ?? []).map((locale) => locale.code)),
      currencies: new Set((currencies.data ?? []).map((currency) => currency.code)),
    }),
    [byEmail, late, locales.data, currencies.data],
  );
  // Rows are checked against the list as it is, never one being fetched again (after an import).
  const ready = users.isSuccess && !users.isFetching && !locales.isPending && !currencies.isPending;
  const started = step !== 'source';
  // Each row's values and user are worked out here (a few milliseconds); their problems by the worker, afresh when
  // the columns, a fix, the users or the language change. Until it answers, the rows checked last stay in view
  // and the import waits.
  const values = useMemo(
    () => (table && ready && started ? importValues(table.rows, mapping, fixes) : null),
    [table, mapping, fixes, ready, started],
  );
  const asked = useMemo(
    () => values && { values, existing: existingOfRows(values, context.existing), context, messages },
    [values, context, messages],
  );
  const [checked, setChecked] = useState<Checked | null>(null);
  useEffect(() => {
    if (!asked || !table) return;
    const existing: [number, UserRecord][] = [];
    asked.existing.forEach((user, row) => {
      if (user) existing.push([row, user]);
    });
    const check = runner.check({
      values: asked.values,
      existing,
      locales: [...asked.context.locales],
      currencies: [...asked.context.currencies],
      messages: asked.messages,
    });
    void check.then((found) => {
      if (!found) return;
      const problems: string[][] = asked.values.map(() => []);
      for (const [row, rowProblems] of found) problems[row] = rowProblems;
      setChecked({ table, asked, values: asked.values, existing: asked.existing, problems });
    });
  }, [runner, asked, table]);
  const shown = checked?.table === table ? checked : null;
  const checking = !shown || shown.asked !== asked;
  const rows = useMemo(
    () => (shown ? assembleRows(shown.table.rows, shown.values, shown.existing, shown.problems) : []),
    [shown],
  );
  const included = useCallback((row: ImportRow) => includes.get(row.index) ?? startsIncluded(row), [includes]);
  const rowChoice = useCallback((row: ImportRow) => rowChoices.get(row.index) ?? choice, [rowChoices, choice]);
  // Not worked out again on each batch's progress.
  const actions = useMemo(
    () => rows.map((row) => rowAction(row, included(row), rowChoice(row))),
    [rows, included, rowChoice],
  );
  const counts = useMemo(() => actionCounts(actions), [actions]);

  useUnsavedChangesGuard(table !== null && step !== 'report', { suspended: step === 'sending' });
  const stopAndWait = useCallback(async () => {
    sender.cancel();
    await running.current;
  }, [sender]);
  useImportLeaveGuard(step === 'sending', stopAndWait);
  // A row of the report updated again.
  useHoldNavigation(step === 'report');

  const start = async (read: ImportTable) => {
    // The preview's code loads while the admin checks the columns.
    void import('./import-preview');
    const { guessMapping } = await import('./import-mapping');
    setTable(read);
    setMapping(guessMapping(read.headers));
    setFixes(new Map());
    setIncludes(new Map());
    setRowChoices(new Map());
    setLate((found) => (found.size === 0 ? found : new Map()));
    setRecheck({ state: 'idle' });
    setRecheckError(null);
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
    // The list the preview shows may be minutes old: an address someone gave a user since is an existing user's.
    setRecheck({ state: 'checking' });
    setRecheckError(null);
    let now: Map<string, UserRecord>;
    try {
      now = usersByEmail(await readUsersAfresh());
    } catch (error) {
      setRecheck({ state: 'idle' });
      setRecheckError(error);
      return;
    }
    const found = new Map<string, UserRecord>();
    for (const row of rows) {
      const key = emailKey(row.values.email);
      const user = key && !row.existing ? now.get(key) : undefined;
      if (user) found.set(key, user);
    }
    if (found.size) {
      setLate(new Map([...late, ...found]));
      setRecheck({ state: 'found', count: rows.filter((row) => found.has(emailKey(row.values.email))).length });
      return;
    }
    setRecheck({ state: 'idle' });
    const sent = rows.filter((_, i) => actions[i] === 'create' || actions[i] === 'update');
    setStep('sending');
    const sending = sender.send(sent);
    running.current = sending;
    const outcomes = await sending;
    running.current = null;
    setReport(importReport(rows, actions, outcomes, reasons));
    setStep('report');
  };

  const reasons = {
    skipped: t('users.import.reason.skipped'),
    leftOut: t('users.import.reason.leftOut'),
    notSent: t('users.import.reason.notSent'),
    unconfirmed: t('users.import.reason.unconfirmed'),
    changed: t('users.import.reason.changed'),
    deleted: t('users.import.reason.deleted'),
    failed: (error: unknown) => errorMessage(error),
  };

  const replaceReportRow = (next: ReportRow) =>
    setReport((current) => current.map((row) => (row.index === next.index ? next : row)));

  // An update refused for someone else's change, sent again over the user as it is now.
  const updateAgain = async (row: ReportRow) => {
    const current = row.conflict?.current;
    if (!current || !row.conflict) return;
    const values = row.conflict.values;
    const outcome = await sender.sendAgain({ index: row.index, values, existing: current });
    const base = { index: row.index, cells: row.cells, user: rowUser({ values, existing: current }) };
    replaceReportRow(sentReportRow(base, values, outcome, reasons));
  };

  const skipConflict = (row: ReportRow) => {
    const { conflict: _conflict, ...rest } = row;
    replaceReportRow({ ...rest, reason: t('users.import.reason.skippedAfterConflict') });
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
      {step === 'source' && <ImportSource read={runner.read} onRead={(read) => void start(read)} />}
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

        {step === 'preview' && (!ready || !shown) && (usersFailure ?? <Loader />)}
        {step === 'preview' && ready && shown && (
          <>
            <ImportPreview
              rows={rows}
              headerCount={table?.headers.length ?? 0}
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
            {recheck.state === 'found' && (
              <Alert color="yellow" role="alert">
                <Text size="sm">{t('users.import.recheck.found', { count: recheck.count })}</Text>
              </Alert>
            )}
            {recheckError !== null && (
              <Alert color="red" role="alert">
                <Text size="sm">{`${t('users.import.recheck.failed')} ${errorMessage(recheckError)}`}</Text>
              </Alert>
            )}
            {counts.create + counts.update === 0 && (
              <Text size="sm" role="status">
                {t('users.import.nothing')}
              </Text>
            )}
            <Group>
              <Button variant="default" onClick={() => setStep('mapping')}>
                {t('users.import.back')}
              </Button>
              <Button
                disabled={counts.create + counts.update === 0 || checking}
                loading={recheck.state === 'checking'}
                onClick={() => void confirmAndSend()}
              >
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
            onUpdateAgain={updateAgain}
            onSkip={skipConflict}
            onAgain={again}
            onDone={() => void navigate({ to: '/admin/users' })}
          />
        )}
      </Suspense>
    </Stack>
  );
}
