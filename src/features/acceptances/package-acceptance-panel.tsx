import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Badge.css';
import { Alert, Avatar, Badge, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconApps } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { $api } from '../../api/client';
import { SiteNodeType } from '../../api/schema.gen';
import { DetailField } from '../../components/detail-field/detail-field';
import { confirmAction } from '../../components/dialogs/confirm-action';
import { ErrorAlert } from '../../components/dialogs/error-alert';
import { notifySuccess } from '../../components/dialogs/notify';
import { useEditForm } from '../../components/edit-page/use-edit-form';
import { useHoldNavigation } from '../../components/edit-page/use-hold-navigation';
import { useUnsavedChangesGuard } from '../../components/edit-page/use-unsaved-changes-guard';
import { SelectField } from '../../components/form-fields/select-field';
import { useOneCallAtATime } from '../../components/form-fields/use-one-call-at-a-time';
import { useT } from '../../components/i18n/i18n-context';
import { useLocale } from '../../components/locale/locale';
import { useSignedInSession } from '../../components/session/session-context';
import {
  acceptanceStatus,
  nodeChoiceProblem,
  nodesNotYetAccepted,
  rootNodeTypeOf,
  type AcceptanceStatus,
} from '../../lib/acceptance-rules';
import {
  ACCEPTANCE_SAVE_FAILED,
  NODES_FETCH_FAILED,
  type AcceptanceTreeApp,
  type AcceptanceTreeVersion,
  type SiteNode,
} from '../../lib/acceptance-tree';
import { formatDateTime } from '../../lib/locale-format';
import { fromDateTimeLocalValue, notBeforeProblem, toIsoSeconds } from '../../lib/not-before';
import type { SelectOption } from '../../lib/select-options';
import { packageVersionText } from '../../lib/versions';
import { NotBeforeField } from './not-before-field';
import { Notice } from './notice';

export const STATUS_COLOURS: Record<AcceptanceStatus, string> = {
  Accepted: 'green.5',
  Partial: 'yellow.5',
  'Not Accepted': 'gray.3',
};

const NODE_GROUPS: Record<SiteNodeType, string> = {
  [SiteNodeType.OutletGroup]: 'Outlet groups',
  [SiteNodeType.Outlet]: 'Outlets',
  [SiteNodeType.Terminal]: 'Terminals',
};

/** The Accept form: for all nodes or only one, and the optional Not Before (its datetime-local text). */
interface AcceptForm {
  onlyForNode: boolean;
  nodeId: string | null;
  notBeforeChecked: boolean;
  notBeforeText: string;
}

const blankAcceptForm: AcceptForm = { onlyForNode: false, nodeId: null, notBeforeChecked: false, notBeforeText: '' };

/**
 * Package acceptance (SPEC 2.5, 4, 5): the version's details and status (Accepted, Partial, Not Accepted) and,
 * unless it is fully accepted, the Accept form: all nodes or Only for node (one outlet group, outlet or terminal;
 * nodes already accepted are left out), an optional Not Before, and Accept, which is irreversible, says so and
 * asks first. Posts `POST .../acceptances/{appId}/add`; a failure shows "Unable to save acceptance".
 */
export function PackageAcceptancePanel({
  orgId,
  app,
  pkg,
  latest,
  siteNodes,
  siteNodesFailed,
  onSaved,
}: {
  orgId: string;
  app: AcceptanceTreeApp;
  pkg: AcceptanceTreeVersion;
  latest: boolean;
  siteNodes: readonly SiteNode[] | undefined;
  siteNodesFailed: boolean;
  onSaved: () => void;
}) {
  const tForms = useT('forms');
  const session = useSignedInSession();
  const locale = useLocale();
  const add = $api.useMutation('post', '/api/organisation/{orgId}/acceptances/{appId}/add');
  const nodeOf = (id: string | null) => siteNodes?.find((n) => n.nodeID === id);
  const form = useEditForm<AcceptForm>({
    initialValues: blankAcceptForm,
    validate: {
      // The node must be one of the organisation's (as loaded).
      nodeId: (id, values) => nodeChoiceProblem(values.onlyForNode, nodeOf(id)?.nodeID ?? null),
      notBeforeText: (text, values) => notBeforeProblem(values.notBeforeChecked, text),
    },
  });
  const { onlyForNode, nodeId, notBeforeChecked, notBeforeText } = form.values;
  const [failed, setFailed] = useState(false);
  const now = new Date();

  const status = acceptanceStatus(pkg);
  const version = packageVersionText(pkg);
  const acceptedNames = pkg.acceptedRootNodeIDs.map((id) => siteNodes?.find((n) => n.nodeID === id)?.name ?? id);
  const nodeOptions = useMemo<SelectOption[]>(
    () =>
      nodesNotYetAccepted(siteNodes ?? [], pkg.acceptedRootNodeIDs).map((node) => ({
        value: node.nodeID,
        label: node.name,
        group: NODE_GROUPS[node.nodeType],
      })),
    [siteNodes, pkg.acceptedRootNodeIDs],
  );
  const chosenNode = onlyForNode ? nodeOf(nodeId) : undefined;
  const notBefore = notBeforeChecked ? fromDateTimeLocalValue(notBeforeText) : null;
  const ready = form.isValid();
  const oneCall = useOneCallAtATime();
  const busy = oneCall.busy;
  // Leaving is held while the accept call is in flight (not during the confirmation), so its failure shows here.
  useHoldNavigation(busy);
  // A choice not yet sent is guarded as on edit pages (leaving asks; it counts as the page's unsaved work).
  useUnsavedChangesGuard(form.isDirty(), { suspended: busy });

  // The confirmation is part of the one call: a double-click asks once.
  const accept = () => oneCall.run(acceptOnce);
  async function acceptOnce() {
    if (!ready) return;
    const scope = chosenNode ? chosenNode.name : 'all nodes';
    const when = notBefore ? `, not before ${formatDateTime(notBefore, locale)}` : '';
    const confirmed = await confirmAction({
      title: 'Accept version',
      message: `Accept ${app.applicationName} ${version} for ${scope}${when}? Accepting is irreversible: it cannot be undone.`,
      confirmLabel: 'Accept',
      cancelLabel: tForms('forms.dialog.cancel'),
    });
    if (!confirmed) return;
    setFailed(false);
    try {
      await add.mutateAsync({
        params: { path: { orgId, appId: app.applicationID } },
        body: {
          applicationPackageID: pkg.applicationPackageID,
          notBefore: notBefore === null ? null : toIsoSeconds(notBefore),
          rootNodeID: chosenNode ? chosenNode.nodeID : null,
          rootNodeType: chosenNode ? rootNodeTypeOf(chosenNode.nodeType) : null,
          userID: session.user.userID ?? '',
        },
      });
    } catch {
      setFailed(true);
      return;
    }
    notifySuccess(`${app.applicationName} ${version} was accepted.`);
    onSaved();
  }

  return (
    <Paper withBorder p="md" component="section" aria-label="Package acceptance">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={pkg.iconUri ?? app.iconUri} size={36} radius="sm" alt="" color="indigo">
            <IconApps size={20} aria-hidden />
          </Avatar>
          <Title order={3}>
            {app.applicationName} {version}
          </Title>
          {latest && (
            <Badge variant="filled" autoContrast color="blue.3">
              Latest
            </Badge>
          )}
          <Badge variant="filled" autoContrast color={STATUS_COLOURS[status]} data-testid="acceptance-status">
            {status}
          </Badge>
        </Group>
        {pkg.applicationDescription && <Text size="sm">{pkg.applicationDescription}</Text>}
        <DetailField label="Created">{formatDateTime(pkg.packageDateTimeCreated, locale)}</DetailField>
        <DetailField label="Change notes">{pkg.changeNotes || 'None'}</DetailField>
        {status === 'Accepted' && (
          <DetailField label="Accepted">
            {pkg.dateTimeAccepted
              ? `For all nodes on ${formatDateTime(pkg.dateTimeAccepted, locale)}`
              : 'For all nodes'}
          </DetailField>
        )}
        {status === 'Partial' && <DetailField label="Accepted for">{acceptedNames.join(', ')}</DetailField>}

        {status === 'Accepted' ? (
          <Text size="sm">This version is accepted for all nodes.</Text>
        ) : (
          <Stack gap="sm" mt="xs">
            <Title order={4}>Accept this version</Title>
            {failed && <ErrorAlert onDismiss={() => setFailed(false)}>{ACCEPTANCE_SAVE_FAILED}</ErrorAlert>}
            {siteNodesFailed && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                {NODES_FETCH_FAILED}
              </Alert>
            )}
            <Checkbox
              label="Only for node"
              description={
                onlyForNode ? undefined : 'Without it, the version is accepted for all nodes of the organisation'
              }
              checked={onlyForNode}
              disabled={busy || siteNodesFailed}
              onChange={(event) => form.setFieldValue('onlyForNode', event.currentTarget.checked)}
            />
            {onlyForNode && (
              <div style={{ paddingLeft: 30 }}>
                <SelectField
                  label="Node"
                  value={nodeId}
                  onChange={(id) => form.setFieldValue('nodeId', id)}
                  options={nodeOptions}
                  searchable
                  required
                  disabled={busy}
                  placeholder={siteNodes ? 'Choose an outlet group, outlet or terminal' : 'Loading...'}
                  nothingFoundMessage="No node left to accept"
                />
              </div>
            )}
            <NotBeforeField
              checked={notBeforeChecked}
              onCheckedChange={(on) => form.setFieldValue('notBeforeChecked', on)}
              value={notBeforeText}
              onValueChange={(text) => form.setFieldValue('notBeforeText', text)}
              disabled={busy}
              now={now}
            />
            <Notice color="orange" icon={<IconAlertTriangle size={18} />} title="Accepting is irreversible">
              Once accepted, a version cannot be withdrawn: sites install it when it takes effect.
            </Notice>
            <Group justify="flex-end">
              <Button disabled={!ready} loading={busy} onClick={() => void accept()}>
                Accept
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
