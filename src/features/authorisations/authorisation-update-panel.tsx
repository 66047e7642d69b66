import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/List.css';
import { Alert, Button, Checkbox, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DateTimeField } from '#/components/date-time-field/date-time-field';
import { showErrorDialog } from '#/components/dialogs/error-dialog';
import { useEditForm } from '#/components/edit-page/use-edit-form';
import { useHoldNavigation } from '#/components/edit-page/use-hold-navigation';
import { useOneCallAtATime } from '#/components/edit-page/use-one-call-at-a-time';
import { useUnsavedChangesGuard } from '#/components/edit-page/use-unsaved-changes-guard';
import { SelectField } from '#/components/form-fields/select-field';
import { useT, type Translate } from '#/components/i18n/i18n-context';
import {
  UNAUTHORISED,
  childrenOfApp,
  type ApplicationAuthorisation,
  type BatchAuthorisationResponse,
  type ChildAuthorisation,
} from '#/lib/authorisation-tree';
import {
  notBeforeWords,
  defaultNotBefore,
  fromDateTimeLocalValue,
  notBeforeMessage,
  notBeforeProblem,
  toDateTimeLocalValue,
  toIsoSeconds,
  tomorrow,
} from '#/lib/not-before';
import type { SelectOption } from '#/lib/select-options';
import { isLatest, isRollback, packageVersionText, sortNewestFirst } from '#/lib/versions';
import { describeAuthorisationOutcome, type OutcomeDescription } from './authorisation-outcome';
import { packageAuthorisationsQuery, usePackageAuthorisationBatch } from './authorisations-queries';

/** The organisation choice that stands for every listed child organisation. */
export const ALL_ORGANISATIONS = 'all';

/** The update form: a version (a package id or UNAUTHORISED), an organisation (or All), the optional not-before. */
interface UpdateForm {
  version: string | null;
  org: string | null;
  notBeforeOn: boolean;
  /** The not-before's local date-time text (src/lib/not-before.ts). */
  notBeforeText: string;
}

/** The outcome dialog's content; `t` comes from the panel, as the dialog is built outside its render. */
function OutcomeContent({ outcome, t }: { outcome: OutcomeDescription; t: Translate<'authorisations'> }) {
  return (
    <Stack gap="sm" data-outcome={outcome.outcome}>
      <Text size="sm" role={outcome.outcome === 'Failure' ? 'alert' : undefined}>
        {outcome.message}
      </Text>
      {outcome.updated.length > 0 && (
        <Stack gap={4}>
          <Text size="sm">{t('authorisations.outcome.updated')}</Text>
          <List size="sm" spacing={2} aria-label={t('authorisations.outcome.updatedList')}>
            {outcome.updated.map((org) => (
              <List.Item key={org.organisationID}>{org.organisationName}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      {outcome.failedIntro && (
        <Stack gap={4}>
          <Text size="sm">{outcome.failedIntro}</Text>
          <List size="sm" spacing={2} aria-label={t('authorisations.outcome.notUpdatedList')}>
            {outcome.failed.map((org) => (
              <List.Item key={org.organisationID}>{org.organisationName}</List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The update panel of Version Authorisation (SPEC 2.5, 4, 5): choose a version (or Unauthorised) and an
 * organisation (one of the app's child organisations, or All), optionally a not-before time for organisations
 * that auto-accept, then Authorise posts the batch. Authorise is disabled when no version is chosen or the
 * organisation is not listed. Choosing a version older than an organisation's current one is labelled a
 * rollback. The outcome (Success, Partial Success, Failure) shows in a dialog whose OK reloads the page; after a
 * Failure (nothing was changed) the choices stay, so Authorise can be tried again.
 */
export function AuthorisationUpdatePanel({
  orgId,
  app,
  initialVersion,
  childAuthorisations,
  onConfirmed,
}: {
  orgId: string;
  app: ApplicationAuthorisation;
  /** A package id, UNAUTHORISED, or null for no choice yet. */
  initialVersion: string | null;
  childAuthorisations: readonly ChildAuthorisation[] | undefined;
  onConfirmed: (options: { keepChoice: boolean }) => void;
}) {
  const t = useT('authorisations', 'records');
  const words = useMemo(() => notBeforeWords(t), [t]);
  const appId = app.applicationID;
  const packages = useQuery(packageAuthorisationsQuery(orgId, appId));
  const batch = usePackageAuthorisationBatch();
  const oneCall = useOneCallAtATime();
  // Leaving is held while the call is in flight, so its outcome dialog shows here.
  useHoldNavigation(oneCall.busy);
  const now = new Date();

  const sorted = useMemo(() => sortNewestFirst(packages.data ?? []), [packages.data]);
  const versionOptions = useMemo<SelectOption[]>(
    () => [
      ...sorted.map((pkg) => ({
        value: pkg.applicationPackageID,
        label: isLatest(pkg, sorted)
          ? t('authorisations.update.versionLatest', { version: packageVersionText(pkg) })
          : packageVersionText(pkg),
      })),
      { value: UNAUTHORISED, label: t('records.authorisation.unauthorised') },
    ],
    [t, sorted],
  );
  const listed = useMemo(() => childrenOfApp(childAuthorisations ?? [], appId), [childAuthorisations, appId]);
  const orgOptions = useMemo<SelectOption[]>(
    () => [
      { value: ALL_ORGANISATIONS, label: t('authorisations.update.all') },
      ...listed.map((child) => ({ value: child.organisationID, label: child.organisationName })),
    ],
    [t, listed],
  );

  const targetsOf = (choice: string | null) =>
    choice === ALL_ORGANISATIONS ? listed : listed.filter((child) => child.organisationID === choice);
  const packageOf = (choice: string | null) =>
    choice === null || choice === UNAUTHORISED ? null : sorted.find((p) => p.applicationPackageID === choice);
  const form = useEditForm<UpdateForm>({
    initialValues: { version: initialVersion, org: null, notBeforeOn: false, notBeforeText: '' },
    validate: {
      // A version of the list (or Unauthorised), an organisation of the app's children (or All with any listed).
      version: (choice) =>
        choice !== null && packageOf(choice) !== undefined ? null : t('authorisations.update.chooseVersion'),
      org: (choice) => (targetsOf(choice).length > 0 ? null : t('authorisations.update.chooseOrganisation')),
      notBeforeText: (text, values) => notBeforeProblem(words, values.notBeforeOn, text),
    },
  });
  const { version, org, notBeforeOn, notBeforeText } = form.values;
  // Choices not yet sent are guarded as on edit pages (leaving asks; they count as the page's unsaved work).
  useUnsavedChangesGuard(form.isDirty(), { suspended: oneCall.busy });

  const targets = targetsOf(org);
  const chosenPackage = packageOf(version);
  const rollbackOrgs = targets.filter((child) =>
    isRollback(
      chosenPackage,
      sorted.find((p) => p.applicationPackageID === child.applicationPackageID),
    ),
  );
  const notBefore = notBeforeOn ? fromDateTimeLocalValue(notBeforeText) : null;
  const canAuthorise = form.isValid() && !oneCall.busy;

  const authorise = () => oneCall.run(authoriseOnce);
  async function authoriseOnce() {
    if (!canAuthorise) return;
    let result: BatchAuthorisationResponse | null = null;
    try {
      result = await batch.mutateAsync({
        params: { path: { orgId, appId } },
        body: {
          applicationPackageID: version === UNAUTHORISED ? null : version,
          organisationIDs: targets.map((child) => child.organisationID),
          autoAcceptNotBeforeDate: notBefore === null ? null : toIsoSeconds(notBefore),
        },
      });
    } catch {
      result = null;
    }
    const outcome = describeAuthorisationOutcome(t, result);
    showErrorDialog({
      title: outcome.title,
      message: <OutcomeContent outcome={outcome} t={t} />,
      okLabel: t('authorisations.outcome.ok'),
      onOk: () => onConfirmed({ keepChoice: outcome.outcome === 'Failure' }),
    });
  }

  return (
    <Paper withBorder p="md" component="section" aria-label={t('authorisations.update.title')}>
      <Stack gap="sm">
        <Title order={4}>{t('authorisations.update.title')}</Title>
        <SelectField
          label={t('authorisations.update.version')}
          value={version}
          onChange={(choice) => form.setFieldValue('version', choice)}
          options={versionOptions}
          placeholder={
            packages.isPending ? t('authorisations.update.loading') : t('authorisations.update.chooseVersion')
          }
          error={packages.error ? t('authorisations.update.versionsFailed') : undefined}
        />
        <SelectField
          label={t('authorisations.update.organisation')}
          value={org}
          onChange={(choice) => form.setFieldValue('org', choice)}
          options={orgOptions}
          searchable
          placeholder={t('authorisations.update.organisationPlaceholder')}
          description={childAuthorisations ? undefined : t('authorisations.update.childrenUnavailable')}
        />
        <Checkbox
          label={t('authorisations.update.autoAcceptNotBefore')}
          description={t('authorisations.update.autoAcceptHint')}
          checked={notBeforeOn}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            form.setFieldValue('notBeforeOn', on);
            if (on && notBeforeText === '')
              form.setFieldValue('notBeforeText', toDateTimeLocalValue(defaultNotBefore(new Date())));
          }}
        />
        {notBeforeOn && (
          <Stack gap={4}>
            <Group gap="xs" align="flex-end">
              <DateTimeField
                label={t('authorisations.update.notBefore')}
                value={notBefore}
                onChange={(picked) =>
                  form.setFieldValue('notBeforeText', picked === null ? '' : toDateTimeLocalValue(picked))
                }
                error={notBefore === null ? words.missing : undefined}
                required
                clearable
              />
              <Button
                variant="default"
                leftSection={<IconCalendarPlus size={16} />}
                onClick={() => form.setFieldValue('notBeforeText', toDateTimeLocalValue(tomorrow(new Date())))}
              >
                {t('authorisations.update.tomorrow')}
              </Button>
            </Group>
            {notBefore !== null && (
              <Text size="sm" data-testid="not-before-message">
                {notBeforeMessage(words, notBefore, now)}
              </Text>
            )}
          </Stack>
        )}
        {chosenPackage && rollbackOrgs.length > 0 && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={t('authorisations.update.rollbackTitle')}>
            {t('authorisations.update.rollback', {
              version: packageVersionText(chosenPackage),
              organisations: rollbackOrgs.map((child) => child.organisationName).join(', '),
            })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button disabled={!canAuthorise} loading={oneCall.busy} onClick={() => void authorise()}>
            {t('authorisations.update.authorise')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
