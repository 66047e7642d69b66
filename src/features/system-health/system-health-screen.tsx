import '@mantine/core/styles/Badge.css';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconBuildingStore, IconDeviceDesktop, IconFolders } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { HealthNodeType } from '#/api/schema.gen';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { LoadingOverlay } from '#/components/loading-overlay/loading-overlay';
import { useLocale } from '#/components/locale/locale';
import { Table } from '#/components/table/lazy-table';
import { Tree, type TreeRowState } from '#/components/tree/lazy-tree';
import { TreeAndDetail } from '#/components/tree-panel/tree-and-detail';
import { formatDateTime } from '#/lib/locale-format';
import type { MessageKey } from '#/lib/messages/catalogues';
import { groupStatesByVersion } from './client-state-groups';
import { systemHealthTreeQuery } from './system-health-queries';
import {
  appCountText,
  findHealthNode,
  healthChildren,
  healthHasChildren,
  healthNodeId,
  idsWithChildren,
  statesBelow,
  type LocatedState,
  type SystemHealthNode,
} from './system-health-tree';

const NODE_TYPE_NAMES = {
  [HealthNodeType.Organisation]: 'systemHealth.nodeType.organisation',
  [HealthNodeType.OutletGroup]: 'systemHealth.nodeType.outletGroup',
  [HealthNodeType.Outlet]: 'systemHealth.nodeType.outlet',
  [HealthNodeType.Terminal]: 'systemHealth.nodeType.terminal',
} as const satisfies Record<HealthNodeType, MessageKey<'systemHealth'>>;

const NODE_TYPE_ICONS: Record<HealthNodeType, ReactNode> = {
  [HealthNodeType.Organisation]: <IconBuilding size={16} aria-hidden />,
  [HealthNodeType.OutletGroup]: <IconFolders size={16} aria-hidden />,
  [HealthNodeType.Outlet]: <IconBuildingStore size={16} aria-hidden />,
  [HealthNodeType.Terminal]: <IconDeviceDesktop size={16} aria-hidden />,
};

function StatesWidget({ node, states }: { node: SystemHealthNode; states: readonly LocatedState[] }) {
  const t = useT('systemHealth');
  const locale = useLocale();
  const groups = groupStatesByVersion(states);
  return (
    <Paper withBorder p="md" component="section" aria-label={t('systemHealth.states.label')}>
      <Stack gap="md">
        <Group gap="xs">
          {NODE_TYPE_ICONS[node.nodeType]}
          <Title order={3}>{node.name}</Title>
          <Badge variant="filled" autoContrast color="gray.3">
            {t(NODE_TYPE_NAMES[node.nodeType])}
          </Badge>
        </Group>
        {groups.length === 0 ? (
          <Text size="sm" fs="italic">
            {t('systemHealth.states.empty')}
          </Text>
        ) : (
          groups.map((group) => (
            <Stack key={`${group.applicationName} ${group.applicationVersion}`} gap={6}>
              <Group gap="xs">
                <Title order={4}>
                  {group.applicationName} {group.applicationVersion}
                </Title>
                <Badge variant="filled" autoContrast color="blue.3">
                  {t('systemHealth.states.deviceCount', { count: group.states.length })}
                </Badge>
              </Group>
              {/* The table scrolls sideways on narrow screens: its viewport takes focus so keyboard users can scroll it. */}
              <Table.ScrollContainer
                minWidth={760}
                scrollAreaProps={{
                  viewportProps: {
                    tabIndex: 0,
                    role: 'region',
                    'aria-label': t('systemHealth.states.scrollRegion', {
                      application: group.applicationName,
                      version: group.applicationVersion,
                    }),
                  },
                }}
              >
                <Table striped withTableBorder aria-label={`${group.applicationName} ${group.applicationVersion}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('systemHealth.states.column.name')}</Table.Th>
                      <Table.Th>{t('systemHealth.states.column.version')}</Table.Th>
                      <Table.Th>{t('systemHealth.states.column.type')}</Table.Th>
                      <Table.Th>{t('systemHealth.states.column.device')}</Table.Th>
                      <Table.Th>{t('systemHealth.states.column.location')}</Table.Th>
                      <Table.Th>{t('systemHealth.states.column.osRegionCulture')}</Table.Th>
                      <Table.Th>{t('systemHealth.states.column.updated')}</Table.Th>
                      <Table.Th>{t('systemHealth.states.column.details')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {group.states.map((state) => (
                      <Table.Tr key={`${state.deviceIdentifier}:${state.nodeID}:${state.applicationName}`}>
                        <Table.Td>{state.applicationName}</Table.Td>
                        <Table.Td>{state.applicationVersion}</Table.Td>
                        <Table.Td>{state.applicationType}</Table.Td>
                        <Table.Td>{state.deviceIdentifier}</Table.Td>
                        <Table.Td>{state.nodeName}</Table.Td>
                        <Table.Td>
                          {state.osRegionName}/{state.osCultureName}
                        </Table.Td>
                        <Table.Td>{formatDateTime(state.dateTimeUpdated, locale)}</Table.Td>
                        <Table.Td>
                          {state.clientApplicationStateDetails.length === 0 ? (
                            <Text size="sm" fs="italic">
                              {t('systemHealth.states.noDetails')}
                            </Text>
                          ) : (
                            <Stack gap={0}>
                              {state.clientApplicationStateDetails.map((detail) => (
                                <Text size="xs" key={detail.name}>
                                  <Text span size="xs" fw={600}>
                                    {detail.name}:
                                  </Text>{' '}
                                  {detail.value}
                                </Text>
                              ))}
                            </Stack>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          ))
        )}
      </Stack>
    </Paper>
  );
}

/**
 * System Health (SPEC 2.5, 9): the tree of the organisation, its outlet groups, outlets and terminals (all expanded
 * at first), each with badges for its type and the number of applications reporting on it and below it; the right
 * widget lists the application states of the selected node (and the nodes below it) per application version.
 * States older than 14 days are dropped.
 */
export function SystemHealthScreen({ orgId }: { orgId: string }) {
  const t = useT('systemHealth');
  const errorMessage = useErrorMessage();
  const health = useQuery(systemHealthTreeQuery(orgId));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const root = health.data;

  const states = useMemo(() => (root ? statesBelow(root, new Date()) : new Map<string, LocatedState[]>()), [root]);
  const roots = useMemo(() => (root ? [root] : []), [root]);
  const expandedIds = useMemo(() => (root ? idsWithChildren(root) : []), [root]);
  const selected = root ? (findHealthNode(root, selectedId ?? root.nodeID) ?? root) : undefined;

  // The accessible name is what the row shows: "Till 1 Terminal 1 app".
  const getLabel = useCallback(
    (node: SystemHealthNode) =>
      t('systemHealth.tree.rowLabel', {
        name: node.name,
        type: t(NODE_TYPE_NAMES[node.nodeType]),
        apps: appCountText(states.get(node.nodeID)?.length ?? 0, t),
      }),
    [states, t],
  );

  // The badges keep their whole words; the node's name gives way. On a phone the type's badge
  // ("Verkaufsstellengruppe") leaves the row to the name and the count: the icon shows the type, the row's accessible
  // name says it, and so does the selected node's panel.
  const renderLabel = useCallback(
    (node: SystemHealthNode, state: TreeRowState) => {
      const count = states.get(node.nodeID)?.length ?? 0;
      return (
        <Group gap={8} wrap="nowrap" miw={0}>
          {NODE_TYPE_ICONS[node.nodeType]}
          <Text size="sm" fw={state.selected ? 600 : 400} truncate="end">
            {node.name}
          </Text>
          <Badge size="sm" variant="filled" autoContrast color="gray.3" flex="none" visibleFrom="xs">
            {t(NODE_TYPE_NAMES[node.nodeType])}
          </Badge>
          <Badge
            size="sm"
            variant="filled"
            autoContrast
            color={count > 0 ? 'green.5' : 'gray.3'}
            flex="none"
            data-testid="app-count"
          >
            {appCountText(count, t)}
          </Badge>
        </Group>
      );
    },
    [states, t],
  );

  return (
    <Stack gap="md">
      <Title order={2}>{t('systemHealth.title')}</Title>
      <TreeAndDetail align="start">
        <div>
          <Paper withBorder p="xs">
            <LoadingOverlay
              loading={health.isPending}
              error={health.error ? errorMessage(health.error, { emptyFallback: t('systemHealth.loadFailed') }) : null}
              failure={health.error}
              onRetry={() => void health.refetch()}
              retrying={health.isFetching}
              minHeight={200}
            >
              {root && (
                <Tree<SystemHealthNode>
                  aria-label={t('systemHealth.tree.label')}
                  roots={roots}
                  getId={healthNodeId}
                  getLabel={getLabel}
                  renderLabel={renderLabel}
                  hasChildren={healthHasChildren}
                  getChildren={healthChildren}
                  defaultExpandedIds={expandedIds}
                  selectedId={selected?.nodeID ?? null}
                  onSelect={(node) => setSelectedId(node.nodeID)}
                  height={560}
                />
              )}
            </LoadingOverlay>
          </Paper>
        </div>
        <div>{selected && <StatesWidget node={selected} states={states.get(selected.nodeID) ?? []} />}</div>
      </TreeAndDetail>
    </Stack>
  );
}
