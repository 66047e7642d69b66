import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconApps } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { linkOptions, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { authorisationsQuery } from '#/api/queries/authorisations';
import { accessibleTeamValuesQuery } from '#/api/queries/organisation-values';
import { AppIcon } from '#/components/app-icon/app-icon';
import { ErrorAlert } from '#/components/dialogs/error-alert';
import { notifySuccess } from '#/components/dialogs/notify';
import { useEditForm } from '#/components/edit-page/use-edit-form';
import { useHoldNavigation } from '#/components/edit-page/use-hold-navigation';
import { useOneCallAtATime } from '#/components/edit-page/use-one-call-at-a-time';
import { useUnsavedChangesGuard } from '#/components/edit-page/use-unsaved-changes-guard';
import { SelectField } from '#/components/form-fields/select-field';
import { TextField } from '#/components/form-fields/text-field';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { LoadingOverlay } from '#/components/loading-overlay/loading-overlay';
import { useSignedInSession } from '#/components/session/session-context';
import { useSessionRetry } from '#/components/session-ended/use-session-retry';
import { appIconOf } from '#/lib/authorisation-tree';
import { SESSION_ENDED_NOT_SAVED, failureWithOutcome, isSessionEnded } from '#/lib/call-outcome';
import {
  CURRENCY_CODE_LABEL,
  CURRENCY_CODE_MAX_LENGTH,
  CURRENCY_CODE_MIN_LENGTH,
  currencyCodeProblem,
  normaliseCurrencyCode,
} from '#/lib/currency-code';
import { groupedOptionsWithNone } from '#/lib/select-options';
import { configTemplatesQuery, useInitialise } from './initialise-queries';

interface InitialiseForm {
  currencyCode: string;
  teamId: string;
  templateCode: string;
  /** The apps taken off the checklist (all are checked at first). */
  unchecked: ReadonlySet<string>;
}

/**
 * Initialise Organisation (SPEC 2.5, 5, 7, 8). Initialising is not idempotent: one call at a time, and the page is
 * held while it is in flight. Organisation admins, who cannot open the organisations list, return to their home.
 */
export function InitialiseScreen({ orgId }: { orgId: string }) {
  const t = useT('initialise');
  const tForms = useT('forms');
  const tErrors = useT('errors');
  const errorMessage = useErrorMessage();
  const session = useSignedInSession();
  const navigate = useNavigate();
  const teams = useQuery(accessibleTeamValuesQuery(orgId));
  const templates = useQuery(configTemplatesQuery(orgId));
  const apps = useQuery(authorisationsQuery(orgId));
  const initialise = useInitialise();
  const oneCall = useOneCallAtATime();

  const form = useEditForm<InitialiseForm>({
    initialValues: { currencyCode: '', teamId: '', templateCode: '', unchecked: new Set<string>() },
    validate: { currencyCode: (code) => currencyCodeProblem(tForms, code) },
  });
  const { currencyCode, teamId, templateCode, unchecked } = form.values;
  // The failure shown (SPEC 8's message; without an answer, also that the outcome is unknown).
  const [failed, setFailed] = useState<string | null>(null);

  const none = t('initialise.none');
  const teamOptions = useMemo(() => groupedOptionsWithNone(teams.data, none), [teams.data, none]);
  const templateOptions = useMemo(() => groupedOptionsWithNone(templates.data, none), [templates.data, none]);
  const appList = apps.data ?? [];
  const checkedAppIds = appList.map((app) => app.applicationID).filter((id) => !unchecked.has(id));

  const busy = oneCall.busy;
  useHoldNavigation(busy);
  // What was entered and not yet sent is guarded as on edit pages (leaving asks; a 401 keeps the page).
  const guard = useUnsavedChangesGuard(form.isDirty(), { suspended: busy });
  const sessionRetry = useSessionRetry();
  const [sessionEnded, setSessionEnded] = useState(false);
  // The app checklist must be known: initialising without it would authorise no apps by accident.
  const canInitialise = form.isValid() && !busy && apps.data !== undefined;
  const leaveTo = session.isSuperUser
    ? linkOptions({ to: '/admin/organisations' })
    : linkOptions({ to: '/organisation/$orgId', params: { orgId } });

  const submit = () =>
    oneCall.run(async () => {
      form.validate();
      if (!canInitialise) return;
      setFailed(null);
      setSessionEnded(false);
      try {
        await initialise.mutateAsync({
          params: { path: { orgId } },
          body: {
            currencyCode: normaliseCurrencyCode(currencyCode),
            authorisedAppIds: checkedAppIds,
            initialAdminTeamID: teamId === '' ? null : teamId,
            initialAdminUserID: null,
            defaultConfigTemplateOrgCode: templateCode === '' ? null : templateCode,
          },
        });
      } catch (failure) {
        if (isSessionEnded(failure)) {
          // The form stays; the session-ended dialog's Retry sends it again once signed in again.
          setSessionEnded(true);
          sessionRetry.offer(() => void submit());
          return;
        }
        setFailed(
          failureWithOutcome(tErrors, t('initialise.failed'), failure, { note: t('initialise.outcomeUnknown') }),
        );
        return;
      }
      notifySuccess(t('initialise.done'));
      guard.allowNavigation();
      await navigate(leaveTo);
    });

  return (
    <Stack gap="md" maw={760}>
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={2}>{t('shell.route.initialiseOrganisation')}</Title>
        <Group gap="xs">
          <Button
            variant="default"
            disabled={busy}
            onClick={() => {
              guard.allowNavigation();
              void navigate(leaveTo);
            }}
          >
            {t('initialise.cancel')}
          </Button>
          <Button disabled={!canInitialise} loading={busy} onClick={() => void submit()}>
            {t('initialise.submit')}
          </Button>
        </Group>
      </Group>

      {failed && <ErrorAlert onDismiss={() => setFailed(null)}>{failed}</ErrorAlert>}
      {sessionEnded && (
        <ErrorAlert onDismiss={() => setSessionEnded(false)}>{tErrors(SESSION_ENDED_NOT_SAVED)}</ErrorAlert>
      )}

      <LoadingOverlay loading={busy} loadingText={t('initialise.initialising')} minHeight={busy ? 240 : undefined}>
        <Stack gap="md">
          <TextField
            label={tForms(CURRENCY_CODE_LABEL)}
            {...form.getInputProps('currencyCode')}
            onChange={(value) => form.setFieldValue('currencyCode', value.toUpperCase())}
            required
            maxLength={CURRENCY_CODE_MAX_LENGTH}
            trim
            description={t('initialise.currencyCode.description', {
              min: CURRENCY_CODE_MIN_LENGTH,
              max: CURRENCY_CODE_MAX_LENGTH,
            })}
            disabled={busy}
          />
          <SelectField
            label={t('initialise.team.label')}
            description={t('initialise.team.description')}
            value={teamId}
            onChange={(value) => form.setFieldValue('teamId', value)}
            options={teamOptions}
            searchable
            disabled={busy}
            placeholder={teams.isPending ? t('initialise.loading') : undefined}
            error={teams.error ? t('initialise.team.failed', { reason: errorMessage(teams.error) }) : undefined}
            onRetry={teams.isError ? () => void teams.refetch() : undefined}
            retrying={teams.isFetching}
          />
          <SelectField
            label={t('initialise.template.label')}
            description={t('initialise.template.description')}
            value={templateCode}
            onChange={(value) => form.setFieldValue('templateCode', value)}
            options={templateOptions}
            searchable
            disabled={busy}
            placeholder={templates.isPending ? t('initialise.loading') : undefined}
            error={
              templates.error ? t('initialise.template.failed', { reason: errorMessage(templates.error) }) : undefined
            }
            onRetry={templates.isError ? () => void templates.refetch() : undefined}
            retrying={templates.isFetching}
          />
          <Paper withBorder p="md">
            <Checkbox.Group
              label={t('initialise.apps.label')}
              description={t('initialise.apps.description')}
              value={checkedAppIds}
              onChange={(ids) => {
                const chosen = new Set(ids);
                form.setFieldValue(
                  'unchecked',
                  new Set(appList.map((app) => app.applicationID).filter((id) => !chosen.has(id))),
                );
              }}
            >
              <LoadingOverlay
                loading={apps.isPending}
                error={apps.error ? t('initialise.apps.failed', { reason: errorMessage(apps.error) }) : null}
                failure={apps.error}
                onRetry={() => void apps.refetch()}
                retrying={apps.isFetching}
                noData={!apps.isPending && !apps.error && appList.length === 0}
                noDataText={t('initialise.apps.none')}
                minHeight={80}
              >
                <Stack gap="xs" mt="xs">
                  {appList.map((app) => (
                    <Checkbox
                      key={app.applicationID}
                      value={app.applicationID}
                      disabled={busy}
                      label={
                        <Group gap="xs" wrap="nowrap">
                          <AppIcon uri={appIconOf(app)} size={24} placeholder={<IconApps size={16} aria-hidden />} />
                          <Text size="sm">{app.applicationName}</Text>
                        </Group>
                      }
                    />
                  ))}
                </Stack>
              </LoadingOverlay>
            </Checkbox.Group>
          </Paper>
        </Stack>
      </LoadingOverlay>
    </Stack>
  );
}
