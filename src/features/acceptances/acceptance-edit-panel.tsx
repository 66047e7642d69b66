import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { DetailField } from '#/components/detail-field/detail-field';
import { ErrorAlert } from '#/components/dialogs/error-alert';
import { notifySuccess } from '#/components/dialogs/notify';
import { useEditForm } from '#/components/edit-page/use-edit-form';
import { useHoldNavigation } from '#/components/edit-page/use-hold-navigation';
import { useOneCallAtATime } from '#/components/edit-page/use-one-call-at-a-time';
import { useUnsavedChangesGuard } from '#/components/edit-page/use-unsaved-changes-guard';
import { useT } from '#/components/i18n/i18n-context';
import { useLocale } from '#/components/locale/locale';
import { formatDateTime } from '#/lib/locale-format';
import {
  notBeforeWords,
  isoOrNull,
  notBeforeOf,
  notBeforeProblem,
  toDateTimeLocalValue,
  type NotBeforeForm,
} from '#/lib/not-before';
import { packageVersionText } from '#/lib/versions';
import { useUpdateAcceptance } from './acceptance-panels-queries';
import {
  acceptanceNodeName,
  rootNodeTypeName,
  type Acceptance,
  type AcceptanceTreeApp,
  type AcceptanceTreeVersion,
  type OptionValue,
  type SiteNode,
} from './acceptance-tree';
import { NotBeforeField } from './not-before-field';
import { Notice } from './notice';

/**
 * Acceptance edit (SPEC 2.5, 4): the acceptance's details and its Not Before, which can be changed (or removed);
 * sites that already installed the version do not revert. Save posts `POST .../acceptances/{appId}/update` with the
 * acceptance as it is and the new notBefore; a failure shows "Unable to save acceptance".
 */
export function AcceptanceEditPanel({
  orgId,
  app,
  pkg,
  acceptance,
  siteNodes,
  users,
  onSaved,
}: {
  orgId: string;
  app: AcceptanceTreeApp;
  pkg: AcceptanceTreeVersion;
  acceptance: Acceptance;
  siteNodes: readonly SiteNode[] | undefined;
  users: readonly OptionValue[] | undefined;
  onSaved: () => void;
}) {
  const t = useT('acceptances', 'records');
  const update = useUpdateAcceptance();
  const locale = useLocale();
  const original = acceptance.notBefore ? new Date(acceptance.notBefore) : null;
  const form = useEditForm<NotBeforeForm>({
    initialValues: { checked: original !== null, text: original ? toDateTimeLocalValue(original) : '' },
    validate: { text: (text, values) => notBeforeProblem(notBeforeWords(t), values.checked, text) },
    // Changed when the notBefore it would send differs from the acceptance's.
    changed: (_initial, current) => notBeforeOf(current) !== isoOrNull(acceptance.notBefore),
  });
  const { checked, text } = form.values;
  const [failed, setFailed] = useState(false);
  const now = new Date();

  const valid = form.isValid();
  const next = notBeforeOf(form.values);
  const dirty = form.isDirty();
  const oneCall = useOneCallAtATime();
  const busy = oneCall.busy;
  // Leaving is held while the save is in flight, so its failure shows here.
  useHoldNavigation(busy);
  // An unsaved time is guarded as on edit pages (leaving asks; it counts as the page's unsaved work).
  useUnsavedChangesGuard(dirty, { suspended: busy });
  const userName = users?.find((u) => u.key === acceptance.userID)?.value ?? acceptance.userID;
  const nodeName = acceptanceNodeName(t, acceptance, siteNodes);
  const nodeType = rootNodeTypeName(t, acceptance.rootNodeType);

  const reset = () => {
    form.reset();
    setFailed(false);
  };

  const save = () => oneCall.run(saveOnce);
  async function saveOnce() {
    if (!valid || !dirty) return;
    setFailed(false);
    try {
      await update.mutateAsync({
        params: { path: { orgId, appId: app.applicationID } },
        body: {
          applicationPackageAcceptanceID: acceptance.applicationPackageAcceptanceID,
          applicationPackageID: acceptance.applicationPackageID,
          notBefore: next,
          rootNodeID: acceptance.rootNodeID,
          rootNodeType: acceptance.rootNodeType,
          userID: acceptance.userID,
        },
      });
    } catch {
      setFailed(true);
      return;
    }
    notifySuccess(t('acceptances.edit.saved'));
    onSaved();
  }

  return (
    <Paper withBorder p="md" component="section" aria-label={t('acceptances.edit.title')}>
      <Stack gap="sm">
        <Title order={3}>{t('acceptances.edit.title')}</Title>
        <DetailField label={t('acceptances.edit.version')}>
          {app.applicationName} {packageVersionText(pkg)}
        </DetailField>
        <DetailField label={t('acceptances.edit.node')}>
          {nodeType ? t('acceptances.edit.nodeWithType', { node: nodeName, type: nodeType }) : nodeName}
        </DetailField>
        <DetailField label={t('acceptances.edit.accepted')}>
          {formatDateTime(acceptance.dateTimeAccepted, locale)}
        </DetailField>
        <DetailField label={t('acceptances.edit.acceptedBy')}>{userName}</DetailField>
        <DetailField label={t('acceptances.edit.takesEffect')}>
          {acceptance.notBefore
            ? t('acceptances.edit.notBefore', { time: formatDateTime(acceptance.notBefore, locale) })
            : t('acceptances.edit.immediately')}
        </DetailField>

        <Title order={4} mt="xs">
          {t('acceptances.edit.changeTime')}
        </Title>
        {failed && <ErrorAlert onDismiss={() => setFailed(false)}>{t('acceptances.saveFailed')}</ErrorAlert>}
        <NotBeforeField
          checked={checked}
          onCheckedChange={(on) => form.setFieldValue('checked', on)}
          value={text}
          onValueChange={(value) => form.setFieldValue('text', value)}
          disabled={busy}
          now={now}
        />
        <Notice color="blue" icon={<IconInfoCircle size={18} />}>
          {t('acceptances.edit.noRevert')}
        </Notice>
        <Group justify="flex-end">
          {dirty && (
            <Button variant="default" disabled={busy} onClick={reset}>
              {t('acceptances.action.cancel')}
            </Button>
          )}
          <Button disabled={!valid || !dirty} loading={busy} onClick={() => void save()}>
            {t('acceptances.action.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
