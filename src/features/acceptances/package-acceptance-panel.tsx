import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconApps } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { SiteNodeType } from '#/api/schema.gen';
import { AppIcon } from '#/components/app-icon/app-icon';
import { DetailField } from '#/components/detail-field/detail-field';
import { confirmAction } from '#/components/dialogs/confirm-action';
import { ErrorAlert } from '#/components/dialogs/error-alert';
import { notifySuccess } from '#/components/dialogs/notify';
import { useEditForm } from '#/components/edit-page/use-edit-form';
import { useHoldNavigation } from '#/components/edit-page/use-hold-navigation';
import { useOneCallAtATime } from '#/components/edit-page/use-one-call-at-a-time';
import { useUnsavedChangesGuard } from '#/components/edit-page/use-unsaved-changes-guard';
import { SelectField } from '#/components/form-fields/select-field';
import { useT } from '#/components/i18n/i18n-context';
import { useLocale } from '#/components/locale/locale';
import { useSignedInSession } from '#/components/session/session-context';
import { rootNodeTypeOf } from '#/lib/link-diff';
import { formatDateTime } from '#/lib/locale-format';
import type { MessageKey } from '#/lib/messages/catalogues';
import { notBeforeWords, fromDateTimeLocalValue, notBeforeProblem, toIsoSeconds } from '#/lib/not-before';
import type { SelectOption } from '#/lib/select-options';
import { packageVersionText } from '#/lib/versions';
import { useAddAcceptance } from './acceptance-panels-queries';
import {
  ACCEPTANCE_STATUS_KEYS,
  acceptanceStatus,
  nodeChoiceProblem,
  nodesNotYetAccepted,
  STATUS_COLOURS,
} from './acceptance-rules';
import type { AcceptanceTreeApp, AcceptanceTreeVersion, SiteNode } from './acceptance-tree';
import { NotBeforeField } from './not-before-field';
import { Notice } from './notice';

const NODE_GROUPS = {
  [SiteNodeType.OutletGroup]: 'acceptances.package.groupOutletGroups',
  [SiteNodeType.Outlet]: 'acceptances.package.groupOutlets',
  [SiteNodeType.Terminal]: 'acceptances.package.groupTerminals',
} as const satisfies Record<SiteNodeType, MessageKey<'acceptances'>>;

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
  const t = useT('acceptances', 'records');
  const session = useSignedInSession();
  const locale = useLocale();
  const add = useAddAcceptance();
  const nodeOf = (id: string | null) => siteNodes?.find((n) => n.nodeID === id);
  const form = useEditForm<AcceptForm>({
    initialValues: blankAcceptForm,
    validate: {
      // The node must be one of the organisation's (as loaded).
      nodeId: (id, values) => {
        const problem = nodeChoiceProblem(values.onlyForNode, nodeOf(id)?.nodeID ?? null);
        return problem === null ? null : t(problem);
      },
      notBeforeText: (text, values) => notBeforeProblem(notBeforeWords(t), values.notBeforeChecked, text),
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
        group: t(NODE_GROUPS[node.nodeType]),
      })),
    [t, siteNodes, pkg.acceptedRootNodeIDs],
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

  // The question names the scope and the time as they are chosen: one whole sentence for each combination.
  const confirmMessage = () => {
    const values = { app: app.applicationName, version };
    const time = notBefore ? formatDateTime(notBefore, locale) : null;
    if (chosenNode) {
      const node = chosenNode.name;
      return time === null
        ? t('acceptances.package.confirmNode', { ...values, node })
        : t('acceptances.package.confirmNodeNotBefore', { ...values, node, time });
    }
    return time === null
      ? t('acceptances.package.confirmAll', values)
      : t('acceptances.package.confirmAllNotBefore', { ...values, time });
  };

  // The confirmation is part of the one call: a double-click asks once.
  const accept = () => oneCall.run(acceptOnce);
  async function acceptOnce() {
    if (!ready) return;
    const confirmed = await confirmAction({
      title: t('acceptances.package.confirmTitle'),
      message: confirmMessage(),
      confirmLabel: t('acceptances.package.accept'),
      cancelLabel: t('acceptances.action.cancel'),
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
    notifySuccess(t('acceptances.package.acceptedNotice', { app: app.applicationName, version }));
    onSaved();
  }

  return (
    <Paper withBorder p="md" component="section" aria-label={t('acceptances.package.region')}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <AppIcon uri={pkg.iconUri ?? app.iconUri} size={36} placeholder={<IconApps size={20} aria-hidden />} />
          <Title order={3}>
            {app.applicationName} {version}
          </Title>
          {latest && (
            <Badge variant="filled" autoContrast color="blue.3">
              {t('acceptances.latest')}
            </Badge>
          )}
          <Badge variant="filled" autoContrast color={STATUS_COLOURS[status]} data-testid="acceptance-status">
            {t(ACCEPTANCE_STATUS_KEYS[status])}
          </Badge>
        </Group>
        {pkg.applicationDescription && <Text size="sm">{pkg.applicationDescription}</Text>}
        <DetailField label={t('acceptances.package.created')}>
          {formatDateTime(pkg.packageDateTimeCreated, locale)}
        </DetailField>
        <DetailField label={t('acceptances.package.changeNotes')}>
          {pkg.changeNotes || t('acceptances.none')}
        </DetailField>
        {status === 'Accepted' && (
          <DetailField label={t('acceptances.package.accepted')}>
            {pkg.dateTimeAccepted
              ? t('acceptances.package.acceptedForAllOn', { time: formatDateTime(pkg.dateTimeAccepted, locale) })
              : t('acceptances.package.acceptedForAll')}
          </DetailField>
        )}
        {status === 'Partial' && (
          <DetailField label={t('acceptances.package.acceptedFor')}>{acceptedNames.join(', ')}</DetailField>
        )}

        {status === 'Accepted' ? (
          <Text size="sm">{t('acceptances.package.fullyAccepted')}</Text>
        ) : (
          <Stack gap="sm" mt="xs">
            <Title order={4}>{t('acceptances.package.acceptTitle')}</Title>
            {failed && <ErrorAlert onDismiss={() => setFailed(false)}>{t('acceptances.saveFailed')}</ErrorAlert>}
            {siteNodesFailed && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                {t('acceptances.nodes.fetchFailed')}
              </Alert>
            )}
            <Checkbox
              label={t('acceptances.package.onlyForNode')}
              description={onlyForNode ? undefined : t('acceptances.package.onlyForNodeHint')}
              checked={onlyForNode}
              disabled={busy || siteNodesFailed}
              onChange={(event) => form.setFieldValue('onlyForNode', event.currentTarget.checked)}
            />
            {onlyForNode && (
              <div style={{ paddingLeft: 30 }}>
                <SelectField
                  label={t('acceptances.package.node')}
                  value={nodeId}
                  onChange={(id) => form.setFieldValue('nodeId', id)}
                  options={nodeOptions}
                  searchable
                  required
                  disabled={busy}
                  placeholder={siteNodes ? t('acceptances.package.nodePlaceholder') : t('acceptances.action.loading')}
                  nothingFoundMessage={t('acceptances.package.noNodeLeft')}
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
            <Notice
              color="orange"
              icon={<IconAlertTriangle size={18} />}
              title={t('acceptances.package.irreversibleTitle')}
            >
              {t('acceptances.package.irreversible')}
            </Notice>
            <Group justify="flex-end">
              <Button disabled={!ready} loading={busy} onClick={() => void accept()}>
                {t('acceptances.package.accept')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
