import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { $api } from '../../api/client';
import { DetailField } from '../../components/detail-field/detail-field';
import { ErrorAlert } from '../../components/dialogs/error-alert';
import { notifySuccess } from '../../components/dialogs/notify';
import { useEditForm } from '../../components/edit-page/use-edit-form';
import { useHoldNavigation } from '../../components/edit-page/use-hold-navigation';
import { useUnsavedChangesGuard } from '../../components/edit-page/use-unsaved-changes-guard';
import { useOneCallAtATime } from '../../components/form-fields/use-one-call-at-a-time';
import { useLocale } from '../../components/locale/locale';
import {
  ACCEPTANCE_SAVE_FAILED,
  acceptanceNodeName,
  rootNodeTypeName,
  type Acceptance,
  type AcceptanceTreeApp,
  type AcceptanceTreeVersion,
  type OptionValue,
  type SiteNode,
} from '../../lib/acceptance-tree';
import { formatDateTime } from '../../lib/locale-format';
import {
  isoOrNull,
  notBeforeOf,
  notBeforeProblem,
  toDateTimeLocalValue,
  type NotBeforeForm,
} from '../../lib/not-before';
import { packageVersionText } from '../../lib/versions';
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
  const update = $api.useMutation('post', '/api/organisation/{orgId}/acceptances/{appId}/update');
  const locale = useLocale();
  const original = acceptance.notBefore ? new Date(acceptance.notBefore) : null;
  const form = useEditForm<NotBeforeForm>({
    initialValues: { checked: original !== null, text: original ? toDateTimeLocalValue(original) : '' },
    validate: { text: (text, values) => notBeforeProblem(values.checked, text) },
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
  const nodeType = rootNodeTypeName(acceptance.rootNodeType);

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
    notifySuccess('The acceptance was saved.');
    onSaved();
  }

  return (
    <Paper withBorder p="md" component="section" aria-label="Acceptance">
      <Stack gap="sm">
        <Title order={3}>Acceptance</Title>
        <DetailField label="Version">
          {app.applicationName} {packageVersionText(pkg)}
        </DetailField>
        <DetailField label="Node">
          {acceptanceNodeName(acceptance, siteNodes)}
          {nodeType ? ` (${nodeType})` : ''}
        </DetailField>
        <DetailField label="Accepted">{formatDateTime(acceptance.dateTimeAccepted, locale)}</DetailField>
        <DetailField label="Accepted by">{userName}</DetailField>
        <DetailField label="Takes effect">
          {acceptance.notBefore ? `Not before ${formatDateTime(acceptance.notBefore, locale)}` : 'Immediately'}
        </DetailField>

        <Title order={4} mt="xs">
          Change the time
        </Title>
        {failed && <ErrorAlert onDismiss={() => setFailed(false)}>{ACCEPTANCE_SAVE_FAILED}</ErrorAlert>}
        <NotBeforeField
          checked={checked}
          onCheckedChange={(on) => form.setFieldValue('checked', on)}
          value={text}
          onValueChange={(value) => form.setFieldValue('text', value)}
          disabled={busy}
          now={now}
        />
        <Notice color="blue" icon={<IconInfoCircle size={18} />}>
          Sites that have already installed this version do not revert.
        </Notice>
        <Group justify="flex-end">
          {dirty && (
            <Button variant="default" disabled={busy} onClick={reset}>
              Cancel
            </Button>
          )}
          <Button disabled={!valid || !dirty} loading={busy} onClick={() => void save()}>
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
