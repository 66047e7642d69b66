import '@mantine/core/styles/Badge.css';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconApps } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { authorisationsQuery } from '#/api/queries/authorisations';
import { AppIcon } from '#/components/app-icon/app-icon';
import { confirmDiscardUnsavedWork } from '#/components/edit-page/use-unsaved-changes-guard';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { LoadingOverlay } from '#/components/loading-overlay/loading-overlay';
import type { TreeRowState } from '#/components/tree/lazy-tree';
import { TreeAndDetail } from '#/components/tree-panel/tree-and-detail';
import { TreePanel } from '#/components/tree-panel/tree-panel';
import { useLazyTreeState } from '#/components/tree-panel/use-lazy-tree-state';
import {
  UNAUTHORISED,
  appIconOf,
  appNodeId,
  nodeLabel,
  orgCountText,
  orgsOn,
  versionNodes,
  type AuthorisationNode,
  authorisationHasChildren,
} from '#/lib/authorisation-tree';
import { idOf } from '#/lib/tree-model';
import { packageVersionText } from '#/lib/versions';
import { AuthorisationDetails } from './authorisation-details';
import { AuthorisationUpdatePanel } from './authorisation-update-panel';
import { authorisationKeys, childAuthorisationsQuery, packageAuthorisationsQuery } from './authorisations-queries';

/**
 * Version Authorisation (SPEC 2.5, 4, 8): a tree of the apps; each app lists its versions newest first (the newest
 * marked Latest) and an "Unauthorised" entry, each with a badge counting the child organisations on it ("N orgs",
 * green for the latest version, warning otherwise). The versions of an app load on its expansion (every app is
 * expanded at first). The right panel shows the selection's details and the update panel that posts the batch.
 */
export function AuthorisationsScreen({ orgId }: { orgId: string }) {
  const t = useT('authorisations', 'records');
  const tForms = useT('forms');
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const authorisations = useQuery(authorisationsQuery(orgId));
  const childAuthorisations = useQuery(childAuthorisationsQuery(orgId));
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const apps = authorisations.data;
  const roots = useMemo<AuthorisationNode[]>(
    () => (apps ?? []).map((app) => ({ kind: 'app', id: appNodeId(app.applicationID), app })),
    [apps],
  );
  const children = childAuthorisations.data;

  // Every app is expanded at first, so its versions load straight away.
  const load = useCallback(
    async (node: AuthorisationNode) => {
      if (node.kind !== 'app') return [];
      const packages = await queryClient.fetchQuery(packageAuthorisationsQuery(orgId, node.app.applicationID));
      return versionNodes(node.app, packages);
    },
    [queryClient, orgId],
  );
  const { nodesById, reset, treeProps } = useLazyTreeState({ roots, getId: idOf, load });
  const selected = selectedId === null ? undefined : nodesById.get(selectedId);

  /**
   * Confirming an outcome reloads the data (SPEC 4). After a Failure nothing changed: the tree and the selection
   * stay, so the update panel keeps the user's choice and Authorise can be tried again.
   */
  const reload = useCallback(
    ({ keepChoice }: { keepChoice: boolean }) => {
      for (const queryKey of authorisationKeys) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
      if (keepChoice) return;
      reset();
    },
    [queryClient, reset],
  );

  const getLabel = useCallback((node: AuthorisationNode) => nodeLabel(t, node, children), [t, children]);

  const renderLabel = (node: AuthorisationNode, state: TreeRowState) => {
    if (node.kind === 'app') {
      const current = node.app.currentVersion;
      return (
        <Group gap={8} wrap="nowrap" miw={0}>
          <AppIcon uri={appIconOf(node.app)} size={22} placeholder={<IconApps size={14} aria-hidden />} />
          <Text size="sm" fw={600} truncate="end">
            {node.app.applicationName}
          </Text>
          {current && (
            <Text size="xs" truncate="end">
              {t('authorisations.tree.current', { version: packageVersionText(current) })}
            </Text>
          )}
        </Group>
      );
    }
    const count = orgsOn(
      children ?? [],
      node.app.applicationID,
      node.kind === 'version' ? node.pkg.applicationPackageID : null,
    ).length;
    const latest = node.kind === 'version' && node.latest;
    return (
      <Group gap={8} wrap="nowrap" miw={0}>
        <Text size="sm" fw={state.selected ? 600 : 400} truncate="end">
          {node.kind === 'version' ? packageVersionText(node.pkg) : t('records.authorisation.unauthorised')}
        </Text>
        {latest && (
          <Badge size="sm" variant="filled" autoContrast color="blue.3">
            {t('authorisations.latest')}
          </Badge>
        )}
        {childAuthorisations.data && (
          <Badge
            size="sm"
            variant="filled"
            autoContrast
            tt="none"
            color={latest ? 'green.5' : 'yellow.5'}
            data-testid="org-count"
            data-color={latest ? 'green' : 'warning'}
          >
            {orgCountText(t, count)}
          </Badge>
        )}
      </Group>
    );
  };

  const selectedApp = selected?.app;
  const initialVersion =
    selected?.kind === 'version'
      ? selected.pkg.applicationPackageID
      : selected?.kind === 'unauthorised'
        ? UNAUTHORISED
        : null;

  return (
    <Stack gap="md">
      <Title order={2}>{t('shell.route.versionAuthorisation')}</Title>
      {childAuthorisations.error && (
        <LoadingOverlay
          error={t('authorisations.childrenFailed')}
          errorTitle={t('authorisations.errorTitle')}
          onRetry={() => void childAuthorisations.refetch()}
          retrying={childAuthorisations.isFetching}
        />
      )}
      <TreeAndDetail align="start">
        <div>
          <TreePanel<AuthorisationNode>
            roots={authorisations.data ? roots : undefined}
            loading={authorisations.isPending}
            error={authorisations.error ? errorMessage(authorisations.error) : null}
            failure={authorisations.error}
            onRetry={() => void authorisations.refetch()}
            retrying={authorisations.isFetching}
            {...treeProps}
            aria-label={t('authorisations.tree.label')}
            getId={idOf}
            getLabel={getLabel}
            renderLabel={renderLabel}
            hasChildren={authorisationHasChildren}
            selectedId={selectedId}
            onSelect={(node) => {
              // Another row replaces the update panel: its choices not yet sent are asked about first.
              if (node.id === selectedId) return;
              void confirmDiscardUnsavedWork(tForms).then((discard) => {
                if (discard) setSelectedId(node.id);
              });
            }}
            emptyText={t('authorisations.tree.empty')}
            height={560}
          />
        </div>
        <div>
          {selected && selectedApp ? (
            <Stack gap="md">
              <AuthorisationDetails orgId={orgId} node={selected} childAuthorisations={childAuthorisations.data} />
              <AuthorisationUpdatePanel
                key={`${treeProps.treeKey}:${selected.id}`}
                orgId={orgId}
                app={selectedApp}
                initialVersion={initialVersion}
                childAuthorisations={childAuthorisations.data}
                onConfirmed={reload}
              />
            </Stack>
          ) : (
            <Paper withBorder p="md">
              <Text size="sm">{t('authorisations.hint')}</Text>
            </Paper>
          )}
        </div>
      </TreeAndDetail>
    </Stack>
  );
}
