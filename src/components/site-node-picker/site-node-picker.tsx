/**
 * SiteNodePicker: the outlet / site-node restriction picker (SPEC 2.5, 3 "Root node" and "Site node", 4 "Link
 * edit"): 'multiple' for Edit/Add Access and Invite User, 'single' for Edit Service Account's root node.
 * It loads the organisation's site nodes itself; chosen restrictions stay listed, and removable, if that load fails.
 */
import '@mantine/core/styles/Badge.css';
import { ActionIcon, Badge, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconDeviceDesktop, IconFolder, IconPlus, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { siteNodesQuery } from '#/api/queries/organisation-values';
import { RootNodeType, type components } from '#/api/schema.gen';
import { useT } from '#/components/i18n/i18n-context';
import { LoadingOverlay } from '#/components/loading-overlay/loading-overlay';
import { Tooltip } from '#/components/tooltip/lazy-tooltip';
import { Tree } from '#/components/tree/lazy-tree';
import {
  addRestriction,
  canAddRestriction,
  removeRestriction,
  rootNodeTypeOf,
  type RestrictionMode,
  type RestrictionRef,
} from '#/lib/link-diff';
import type { MessageKey } from '#/lib/messages/catalogues';

export type SiteNode = components['schemas']['SiteNode'];
export type { RestrictionMode, RestrictionRef };

/** The messages naming the root node kinds (the contract's names). */
export const rootNodeTypeNames = {
  [RootNodeType.OutletGroup]: 'blocks.siteNodeType.outletGroup',
  [RootNodeType.Outlet]: 'blocks.siteNodeType.outlet',
  [RootNodeType.Terminal]: 'blocks.siteNodeType.terminal',
} as const satisfies Record<RootNodeType, MessageKey<'blocks'>>;

/** The message naming a root node kind; a kind the contract does not name is a "Node". */
function typeName(type: RootNodeType): MessageKey<'blocks'> {
  return type in rootNodeTypeNames ? rootNodeTypeNames[type] : 'blocks.siteNodeType.unknown';
}

export interface SiteNodePickerProps {
  /** The organisation whose site nodes are listed; `siteNodesQuery(orgId)` lets a route loader prefetch them. */
  orgId: string;
  /** The chosen restrictions; [] means none. A service account passes its root node (or []) and reads `next[0]`. */
  value: readonly RestrictionRef[];
  /** A new array after an Add or a Remove; not called for an ignored add (a duplicate, or 'single' mode taken). */
  onChange: (next: RestrictionRef[]) => void;
  /** 'multiple' (default), or 'single': a node can be added only while none is chosen. */
  mode?: RestrictionMode;
  /** Default "Outlet restrictions" (the catalogue's). */
  label?: ReactNode;
  description?: ReactNode;
  /** Default "No restriction: access to every outlet." (the catalogue's). */
  emptyText?: ReactNode;
  /** No Add or Remove. */
  disabled?: boolean;
  /** The tree viewport's height; by default it fits the rows, up to 280 px. */
  height?: number;
  /** Names of chosen nodes missing from the loaded list (e.g. a service account's rootNodeName). */
  knownNames?: Readonly<Record<string, string>>;
}

interface TreeItem {
  node: SiteNode;
  children: TreeItem[];
}

const ROW_HEIGHT = 34;
/** Above this many nodes only the top level starts expanded. */
const EXPAND_ALL_UP_TO = 200;

function NodeIcon({ type }: { type: RootNodeType }) {
  if (type === RootNodeType.OutletGroup) return <IconFolder size={16} aria-hidden />;
  if (type === RootNodeType.Terminal) return <IconDeviceDesktop size={16} aria-hidden />;
  return <IconBuildingStore size={16} aria-hidden />;
}

/** The tree of site nodes; a node whose parent is not in the list becomes a top-level node. */
function buildItems(nodes: readonly SiteNode[]): TreeItem[] {
  const items = new Map<string, TreeItem>();
  for (const node of nodes) items.set(node.nodeID, { node, children: [] });
  const roots: TreeItem[] = [];
  for (const item of items.values()) {
    const parent = item.node.parentID ? items.get(item.node.parentID) : undefined;
    if (parent && parent !== item) parent.children.push(item);
    else roots.push(item);
  }
  return roots;
}

const getId = (item: TreeItem) => item.node.nodeID;
const getLabel = (item: TreeItem) => item.node.name;
const hasChildren = (item: TreeItem) => item.children.length > 0;
const getChildren = (item: TreeItem) => item.children;

export function SiteNodePicker({
  orgId,
  value,
  onChange,
  mode = 'multiple',
  label,
  description,
  emptyText,
  disabled = false,
  height,
  knownNames,
}: SiteNodePickerProps) {
  const t = useT('blocks');
  const groupLabel = t('blocks.siteNodePicker.label');
  const nodes = useQuery(siteNodesQuery(orgId));
  const list = nodes.data;

  const byId = useMemo(() => new Map((list ?? []).map((node) => [node.nodeID, node])), [list]);
  const roots = useMemo(() => buildItems(list ?? []), [list]);
  const defaultExpanded = useMemo(() => {
    const all = list ?? [];
    const parents = new Set(all.map((node) => node.parentID).filter((id): id is string => Boolean(id)));
    return all.length <= EXPAND_ALL_UP_TO ? [...parents] : roots.map(getId);
  }, [list, roots]);
  const chosen = useMemo(() => new Set(value.map((restriction) => restriction.nodeID)), [value]);

  const nameOf = (nodeID: string) => byId.get(nodeID)?.name ?? knownNames?.[nodeID] ?? nodeID;
  const add = (node: SiteNode) => {
    const next = addRestriction(value, { nodeID: node.nodeID, nodeType: rootNodeTypeOf(node.nodeType) }, mode);
    if (next !== value) onChange([...next]);
  };
  const remove = (nodeID: string) => {
    const next = removeRestriction(value, nodeID);
    if (next !== value) onChange([...next]);
  };
  const singleTaken = mode === 'single' && value.length > 0;
  const viewport = height ?? Math.min(Math.max((list?.length ?? 0) * ROW_HEIGHT + 4, ROW_HEIGHT * 2), 280);

  let tree: ReactNode;
  if (nodes.isPending) {
    tree = (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('blocks.siteNodePicker.loading')}
        </Text>
      </Group>
    );
  } else if (nodes.isError) {
    tree = (
      <LoadingOverlay
        error={t('blocks.siteNodePicker.loadFailed')}
        failure={nodes.error}
        onRetry={() => void nodes.refetch()}
        retrying={nodes.isFetching}
        minHeight={110}
      />
    );
  } else {
    tree = (
      <Box
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <Tree<TreeItem>
          aria-label={t('blocks.siteNodePicker.tree')}
          roots={roots}
          getId={getId}
          getLabel={getLabel}
          hasChildren={hasChildren}
          getChildren={getChildren}
          defaultExpandedIds={defaultExpanded}
          emptyText={t('blocks.siteNodePicker.noOutlets')}
          height={viewport}
          renderLabel={(item) => {
            const type = rootNodeTypeOf(item.node.nodeType);
            return (
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <NodeIcon type={type} />
                <Text size="sm" truncate="end">
                  {item.node.name}
                </Text>
                {/* On a phone the icon alone shows the type, and the name keeps the room. */}
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }} visibleFrom="xs">
                  {t(typeName(type))}
                </Text>
                {/* The name gives way on a narrow screen, not the badge ("Eingeschränkt" runs long). */}
                {chosen.has(item.node.nodeID) && (
                  <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
                    {t('blocks.siteNodePicker.restricted')}
                  </Badge>
                )}
              </Group>
            );
          }}
          renderActions={(item) => (
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconPlus size={12} />}
              aria-label={t('blocks.siteNodePicker.restrictTo', { name: item.node.name })}
              disabled={disabled || !canAddRestriction(value, item.node.nodeID, mode)}
              onClick={() => add(item.node)}
            >
              {/* On a phone the button is its plus sign (named by its aria-label), so the row fits the screen. */}
              <Box component="span" visibleFrom="xs">
                {t('blocks.siteNodePicker.add')}
              </Box>
            </Button>
          )}
        />
      </Box>
    );
  }

  return (
    <Stack gap="xs" role="group" aria-label={typeof label === 'string' ? label : groupLabel}>
      <div>
        <Text size="sm" fw={500}>
          {label ?? groupLabel}
        </Text>
        {description ? (
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        ) : null}
      </div>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="no-restriction">
          {emptyText ?? t('blocks.siteNodePicker.empty')}
        </Text>
      ) : (
        <Group gap="xs" aria-label={t('blocks.siteNodePicker.chosen')} role="list">
          {value.map((restriction) => {
            const name = nameOf(restriction.nodeID);
            return (
              <Badge
                key={restriction.nodeID}
                role="listitem"
                size="lg"
                variant="light"
                leftSection={<NodeIcon type={restriction.nodeType} />}
                rightSection={
                  <Tooltip label={t('blocks.siteNodePicker.remove')} openDelay={0} closeDelay={250}>
                    <ActionIcon
                      size="xs"
                      variant="transparent"
                      aria-label={t('blocks.siteNodePicker.removeRestriction', { name })}
                      disabled={disabled}
                      onClick={() => remove(restriction.nodeID)}
                    >
                      <IconX size={12} />
                    </ActionIcon>
                  </Tooltip>
                }
                style={{ textTransform: 'none' }}
              >
                {t('blocks.siteNodePicker.chosenItem', { name, type: t(typeName(restriction.nodeType)) })}
              </Badge>
            );
          })}
        </Group>
      )}
      {singleTaken && !disabled && (
        <Text size="xs" c="dimmed">
          {t('blocks.siteNodePicker.singleTaken')}
        </Text>
      )}
      {tree}
    </Stack>
  );
}
