import '@mantine/core/styles/Radio.css';
// @mantine/dates styles its inputs and pickers with its own stylesheet (Mantine's core stylesheet does not cover them).
import '@mantine/dates/styles.css';
import { Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconApps } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { AppIcon } from '#/components/app-icon/app-icon';
import { ErrorAlert } from '#/components/dialogs/error-alert';
import { notifySuccess } from '#/components/dialogs/notify';
import {
  RECORD_NOTICE_BLOCKS,
  RecordChangesNotice,
  RecordDeletedNotice,
} from '#/components/edit-page/lazy-record-notices';
import { undecidedFields } from '#/components/edit-page/record-changes';
import { useEditForm } from '#/components/edit-page/use-edit-form';
import { useHoldNavigation } from '#/components/edit-page/use-hold-navigation';
import { useOneCallAtATime } from '#/components/edit-page/use-one-call-at-a-time';
import { useReadAgainOnFocus } from '#/components/edit-page/use-read-again-on-focus';
import { useUnsavedChangesGuard } from '#/components/edit-page/use-unsaved-changes-guard';
import { SwitchField } from '#/components/form-fields/switch-field';
import { useT } from '#/components/i18n/i18n-context';
import { useLaterT } from '#/components/i18n/use-later-t';
import { useLocale } from '#/components/locale/locale';
import { usePrefetchConflicts } from '#/components/record-conflicts/conflict-block';
import { recordConflictsOf } from '#/components/record-conflicts/record-conflict';
import { apiFailureOf } from '#/lib/call-outcome';
import { formatDateTime } from '#/lib/locale-format';
import { nextUtcTimeOfDay } from '#/lib/not-before';
import { useSaveAppSettings } from './acceptance-panels-queries';
import type { AcceptanceTreeApp } from './acceptance-tree';
import {
  TIME_OF_DAY_REQUIRED,
  appSettingsForm,
  appSettingsTimeProblem,
  appSettingsToSave,
  isScheduled,
  sameAppSettings,
  type AppSettings,
  type AppSettingsForm,
} from './app-settings-rules';

/**
 * Auto-accept settings of an app (SPEC 2.5, 4, 7): a toggle; when on, new versions take effect immediately or at
 * a scheduled time of day (UTC). Save posts `POST api/organisation/{orgId}/appsettings/{appId}` with `autoAccept`
 * and `notBeforeTimeUTC` as `yyyy-mm-dd hh:mm:ss` (the next occurrence of the time of day; null for immediately
 * or when auto accept is off), and the version the settings were loaded at; the settings it answers are the panel's
 * from then on (their version the next save's). The settings are read again when the
 * admin comes back to the page and after a save refused because someone else changed them: their changes are
 * merged with the admin's as on edit pages (docs/editing.md). Settings cannot be created here: if they are gone,
 * the panel offers Discard only.
 */
export function AppSettingsPanel({
  orgId,
  app,
  onSaved,
  onReadAgain,
}: {
  orgId: string;
  app: AcceptanceTreeApp;
  /** After a save (or a discard): the tree is loaded again. */
  onSaved: () => void;
  /** Reads the app (its settings) again, keeping the panel and the admin's edits. */
  onReadAgain: () => Promise<unknown>;
}) {
  const t = useT('acceptances', 'errors', 'forms');
  const save = useSaveAppSettings();
  const locale = useLocale();
  const form = useEditForm<AppSettingsForm>({
    initialValues: appSettingsForm(app.appSettings),
    source: app,
    validate: {
      time: (time, values) => {
        const problem = appSettingsTimeProblem(time, values);
        return problem === null ? null : t(problem);
      },
    },
    changed: (initial, current) => !sameAppSettings(initial, current),
  });
  const settings = form.values;
  const [failed, setFailed] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const fieldLabels = useMemo(
    () => ({
      autoAccept: t('acceptances.settings.autoAccept'),
      when: t('acceptances.settings.when'),
      time: t('acceptances.settings.time'),
    }),
    [t],
  );
  const now = new Date();

  const next = isScheduled(settings) ? nextUtcTimeOfDay(settings.time, now) : null;
  const valid = form.isValid();
  const dirty = form.isDirty();
  const oneCall = useOneCallAtATime();
  const busy = oneCall.busy;
  // Leaving is held while the save is in flight, so its failure shows here.
  useHoldNavigation(busy);
  // Unsaved settings are guarded as on edit pages (leaving asks; they count as the page's unsaved work).
  useUnsavedChangesGuard(dirty, { suspended: busy });
  useReadAgainOnFocus(onReadAgain, !busy && !deleted);
  // What someone else's save or delete shows, downloaded once the panel is on screen.
  usePrefetchConflicts(true, RECORD_NOTICE_BLOCKS);
  const conflictWords = useLaterT('conflicts');

  const submit = () => oneCall.run(submitOnce);
  async function submitOnce() {
    if (!valid || !dirty || busy || deleted) return;
    if (undecidedFields(form.merge).length > 0) {
      const tConflicts = conflictWords.t;
      setFailed(tConflicts ? tConflicts('conflicts.otherSave.decideFirst') : t('errors.code.Conflict_RecordChanged'));
      return;
    }
    setFailed(null);
    let saved: AppSettings;
    try {
      saved = await save.mutateAsync({
        params: { path: { orgId, appId: app.applicationID } },
        body: appSettingsToSave(form.getValues(), new Date()),
      });
    } catch (failure) {
      const refusal = recordConflictsOf(apiFailureOf(failure));
      if (refusal?.[0] && refusal[0].current === null) {
        setDeleted(true);
      } else if (refusal) {
        setFailed(t('errors.code.Conflict_RecordChanged'));
        void onReadAgain();
      } else {
        setFailed(t('acceptances.saveFailed'));
      }
      return;
    }
    // The settings as saved (the answer) are the baseline and version from now on, not those the tree listed: until
    // the tree is read again, Save is not offered for nothing, and the next save names the version the server has.
    const savedForm = appSettingsForm(saved);
    form.setInitialValues(savedForm);
    form.setValues(savedForm);
    notifySuccess(t('acceptances.settings.saved', { app: app.applicationName }));
    onSaved();
  }

  return (
    <Paper withBorder p="md" component="section" aria-label={t('acceptances.settings.region')}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <AppIcon uri={app.iconUri} size={36} placeholder={<IconApps size={20} aria-hidden />} />
          <Title order={3}>{app.applicationName}</Title>
        </Group>
        <Title order={4}>{t('acceptances.settings.title')}</Title>
        {failed && <ErrorAlert onDismiss={() => setFailed(null)}>{failed}</ErrorAlert>}
        {deleted && (
          <RecordDeletedNotice
            during="save"
            busy={busy}
            onDiscard={() => {
              setDeleted(false);
              form.reset();
              onSaved();
            }}
          />
        )}
        <RecordChangesNotice
          merge={form.merge}
          fieldLabels={fieldLabels}
          formatFieldValue={(field, value) =>
            field === 'when'
              ? t(value === 'scheduled' ? 'acceptances.settings.scheduled' : 'acceptances.settings.immediately')
              : undefined
          }
          disabled={busy}
        />
        <SwitchField
          label={t('acceptances.settings.autoAccept')}
          description={t('acceptances.settings.autoAcceptHint')}
          checked={settings.autoAccept}
          onChange={(autoAccept) => form.setFieldValue('autoAccept', autoAccept)}
          disabled={busy}
        />
        {settings.autoAccept && (
          <Stack gap="xs" pl="md">
            <Radio.Group
              label={t('acceptances.settings.when')}
              value={settings.when}
              onChange={(value) => form.setFieldValue('when', value === 'scheduled' ? 'scheduled' : 'immediately')}
            >
              <Stack gap={6} mt={6}>
                <Radio value="immediately" label={t('acceptances.settings.immediately')} disabled={busy} />
                <Radio value="scheduled" label={t('acceptances.settings.scheduled')} disabled={busy} />
              </Stack>
            </Radio.Group>
            {settings.when === 'scheduled' && (
              <Stack gap={4}>
                <TimeInput
                  label={t('acceptances.settings.time')}
                  value={settings.time}
                  onChange={(event) => form.setFieldValue('time', event.currentTarget.value)}
                  required
                  disabled={busy}
                  maw={200}
                  error={valid ? undefined : t(TIME_OF_DAY_REQUIRED)}
                />
                {next && (
                  <Text size="sm" data-testid="next-auto-accept">
                    {t('acceptances.settings.next', { time: formatDateTime(next, locale, { utc: true }) })}
                  </Text>
                )}
              </Stack>
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          {dirty && (
            <Button variant="default" disabled={busy} onClick={() => form.reset()}>
              {t('acceptances.action.cancel')}
            </Button>
          )}
          <Button disabled={!valid || !dirty || deleted} loading={busy} onClick={() => void submit()}>
            {t('acceptances.action.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
