import '@mantine/core/styles/Badge.css';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconApps, IconHistory } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { siteNodesQuery, userValuesQuery } from '#/api/queries/organisation-values';
import { AppIcon } from '#/components/app-icon/app-icon';
import { ErrorAlert } from '#/components/dialogs/error-alert';
import { confirmDiscardUnsavedWork } from '#/components/edit-page/use-unsaved-changes-guard';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { LoadingOverlay } from '#/components/loading-overlay/loading-overlay';
import { useLocale } from '#/components/locale/locale';
import type { TreeRowState } from '#/components/tree/lazy-tree';
import { TreeAndDetail } from '#/components/tree-panel/tree-and-detail';
import { TreePanel } from '#/components/tree-panel/tree-panel';
import { useLazyTreeState } from '#/components/tree-panel/use-lazy-tree-state';
import { idOf } from '#/lib/tree-model';
import { packageVersionText } from '#/lib/versions';
import { ACCEPTANCE_STATUS_KEYS, STATUS_COLOURS, acceptanceStatus } from './acceptance-rules';
import {
  acceptanceNodeName,
  acceptanceNodes,
  appNodeId,
  hasChildren,
  nodeLabel,
  packageNodes,
  takesEffectText,
  type AcceptanceNode,
  childrenWithRoot,
} from './acceptance-tree';
import {
  acceptanceTreeKeys,
  acceptancesTreeQuery,
  oldVersionsQuery,
  packageAcceptancesQuery,
} from './acceptances-queries';
import { AcceptanceEditPanel, AppSettingsPanel, PackageAcceptancePanel } from './lazy-acceptance-panels';

/**
 * Install Versions (SPEC 2.5, 4, 5, 8): a tree of the apps, their versions (newest first, the newest Latest) and
 * the versions' acceptances. "Older versions" and each version's acceptances load lazily on expansion. The right
 * panel follows the selection: the app's auto-accept settings, a version's acceptance, or an acceptance's edit.
 * Every save reloads the tree (expanded nodes load again). A failed load shows its message with Retry (the tree:
 * "Unable to fetch acceptances"; the site nodes: "Unable to fetch nodes"; the users that accepted).
 */
export function AcceptancesScreen({ orgId }: { orgId: string }) {
  const t = useT('acceptances');
  const tForms = useT('forms');
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const tree = useQuery(acceptancesTreeQuery(orgId));
  const siteNodes = useQuery(siteNodesQuery(orgId));
  const users = useQuery(userValuesQuery(orgId));
  const [selected, setSelected] = useState<AcceptanceNode | null>(null);
  const [lazyFailed, setLazyFailed] = useState(false);

  const apps = tree.data;
  const roots = useMemo<AcceptanceNode[]>(
    () => (apps ?? []).map((app) => ({ kind: 'app', id: appNodeId(app.applicationID), app })),
    [apps],
  );
  // Every app is expanded at first (its versions come with the tree; nothing lazy loads until a user expands).
  const load = useCallback(
    async (node: AcceptanceNode): Promise<AcceptanceNode[]> => {
      try {
        if (node.kind === 'old') {
          const old = await queryClient.fetchQuery(oldVersionsQuery(orgId, node.app.applicationID));
          return packageNodes(node.app, old, node.app.packages);
        }
        if (node.kind === 'pkg') {
          const acceptances = await queryClient.fetchQuery(
            packageAcceptancesQuery(orgId, node.pkg.applicationPackageID),
          );
          return acceptanceNodes(node.app, node.pkg, acceptances);
        }
        return [];
      } catch (failure) {
        setLazyFailed(true);
        throw failure;
      }
    },
    [queryClient, orgId],
  );
  const { nodesById, reset, treeProps } = useLazyTreeState({ roots, getId: idOf, childrenWithRoot, load });
  // After a reload the selection shows the fresh node as soon as it is back in the tree.
  const current = selected === null ? null : (nodesById.get(selected.id) ?? selected);

  const reload = useCallback(() => {
    for (const queryKey of acceptanceTreeKeys) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
    reset();
    setLazyFailed(false);
  }, [queryClient, reset]);

  const label = useCallback(
    (node: AcceptanceNode) => nodeLabel(t, node, siteNodes.data, locale),
    [t, siteNodes.data, locale],
  );

  // Badges keep their whole word on a narrow screen; an app's name gives way (it truncates).
  const renderLabel = (node: AcceptanceNode, state: TreeRowState) => {
    switch (node.kind) {
      case 'app':
        return (
          <Group gap={8} wrap="nowrap" miw={0}>
            <AppIcon uri={node.app.iconUri} size={22} placeholder={<IconApps size={14} aria-hidden />} />
            <Text size="sm" fw={600} truncate="end">
              {node.app.applicationName}
            </Text>
            {node.app.appSettings.autoAccept && (
              <Badge size="sm" variant="filled" autoContrast color="teal.3" flex="none">
                {t('acceptances.tree.autoAccept')}
              </Badge>
            )}
          </Group>
        );
      case 'pkg': {
        const status = acceptanceStatus(node.pkg);
        return (
          <Group gap={8} wrap="nowrap" miw={0}>
            <Text size="sm" fw={state.selected ? 600 : 400}>
              {packageVersionText(node.pkg)}
            </Text>
            {/* On a phone the status keeps the row's room: the newest version is the first under its app. */}
            {node.latest && (
              <Badge size="sm" variant="filled" autoContrast color="blue.3" flex="none" visibleFrom="xs">
                {t('acceptances.latest')}
              </Badge>
            )}
            <Badge size="sm" variant="filled" autoContrast color={STATUS_COLOURS[status]} flex="none">
              {t(ACCEPTANCE_STATUS_KEYS[status])}
            </Badge>
          </Group>
        );
      }
      case 'old':
        return (
          <Group gap={6} wrap="nowrap">
            <IconHistory size={16} aria-hidden />
            <Text size="sm" fs="italic">
              {t('acceptances.tree.olderVersions')}
            </Text>
          </Group>
        );
      case 'none':
        return (
          <Text size="sm" fs="italic">
            {t('acceptances.tree.noVersions')}
          </Text>
        );
      case 'accept':
        return (
          <Group gap={8} wrap="nowrap" miw={0}>
            <Text size="sm" truncate="end">
              {acceptanceNodeName(t, node.acceptance, siteNodes.data)}
            </Text>
            <Text size="xs" truncate="end">
              {takesEffectText(t, node.acceptance, locale)}
            </Text>
          </Group>
        );
    }
  };

  // A panel starts afresh from the reloaded tree after a save, but for the settings panel: it already holds the
  // settings its save answered, where a new one would start from the tree's before it has been read again.
  const panelKey = current ? (current.kind === 'app' ? current.id : `${treeProps.treeKey}:${current.id}`) : '';
  // Another row replaces the panel: its unsaved changes are asked about first, as leaving the page would.
  const select = async (node: AcceptanceNode) => {
    if (node.id === current?.id) return;
    if (await confirmDiscardUnsavedWork(tForms)) setSelected(node);
  };

  return (
    <Stack gap="md">
      <Title order={2}>{t('shell.route.installVersions')}</Title>
      {lazyFailed && (
        <ErrorAlert onDismiss={() => setLazyFailed(false)}>{t('acceptances.tree.fetchFailed')}</ErrorAlert>
      )}
      {siteNodes.isError && (
        <LoadingOverlay
          error={t('acceptances.nodes.fetchFailed')}
          errorTitle={t('acceptances.errorTitle')}
          onRetry={() => void siteNodes.refetch()}
          retrying={siteNodes.isFetching}
        />
      )}
      {users.isError && (
        <LoadingOverlay
          error={t('acceptances.users.fetchFailed', {
            reason: errorMessage(users.error, { emptyFallback: t('acceptances.users.serverError') }),
          })}
          errorTitle={t('acceptances.errorTitle')}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      )}
      <TreeAndDetail align="start">
        <div>
          <TreePanel<AcceptanceNode>
            roots={tree.data ? roots : undefined}
            loading={tree.isPending}
            error={tree.error ? t('acceptances.tree.fetchFailed') : null}
            failure={tree.error}
            onRetry={() => void tree.refetch()}
            retrying={tree.isFetching}
            {...treeProps}
            aria-label={t('acceptances.tree.label')}
            getId={idOf}
            getLabel={label}
            renderLabel={renderLabel}
            hasChildren={hasChildren}
            selectedId={current?.id ?? null}
            onSelect={(node) => void select(node)}
            emptyText={t('acceptances.tree.empty')}
            height={560}
          />
        </div>
        <div>
          {current?.kind === 'app' && (
            <AppSettingsPanel
              key={panelKey}
              orgId={orgId}
              app={current.app}
              onSaved={reload}
              // The tree read again without starting it over: the panel stays, with the admin's edits.
              onReadAgain={() => tree.refetch()}
            />
          )}
          {current?.kind === 'pkg' && (
            <PackageAcceptancePanel
              key={panelKey}
              orgId={orgId}
              app={current.app}
              pkg={current.pkg}
              latest={current.latest}
              siteNodes={siteNodes.data}
              siteNodesFailed={siteNodes.isError}
              onSaved={reload}
            />
          )}
          {current?.kind === 'accept' && (
            <AcceptanceEditPanel
              key={panelKey}
              orgId={orgId}
              app={current.app}
              pkg={current.pkg}
              acceptance={current.acceptance}
              siteNodes={siteNodes.data}
              users={users.data}
              onSaved={reload}
            />
          )}
          {(current === null || current.kind === 'old' || current.kind === 'none') && (
            <Paper withBorder p="md">
              <Text size="sm">
                {current?.kind === 'old' ? t('acceptances.hint.olderVersions') : t('acceptances.hint.select')}
              </Text>
            </Paper>
          )}
        </div>
      </TreeAndDetail>
    </Stack>
  );
}
