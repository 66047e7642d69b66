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
import { siteNodesQuery } from '../../api/queries/organisation-values';
import { RootNodeType, SiteNodeType, type components } from '../../api/schema.gen';
import {
  addRestriction,
  canAddRestriction,
  removeRestriction,
  rootNodeTypeOf,
  type RestrictionMode,
  type RestrictionRef,
} from '../../lib/link-diff';
import { LoadingOverlay } from '../loading-overlay/loading-overlay';
import { Tooltip } from '../tooltip/lazy-tooltip';
import { Tree } from '../tree/lazy-tree';

export type SiteNode = components['schemas']['SiteNode'];
export type { RestrictionMode, RestrictionRef };

/** SPEC 8: the site node list failed to load. */
export const OUTLET_LIST_ERROR =
  'Outlet list could not be retrieved from POSCore for this organisation. Please try again later.';

/** Display names of the root node kinds (the contract's names). */
export const rootNodeTypeNames: Record<RootNodeType, string> = {
  [RootNodeType.OutletGroup]: 'Outlet group',
  [RootNodeType.Outlet]: 'Outlet',
  [RootNodeType.Terminal]: 'Terminal',
};

export interface SiteNodePickerProps {
  /** The organisation whose site nodes are listed; `siteNodesQuery(orgId)` lets a route loader prefetch them. */
  orgId: string;
  /** The chosen restrictions; [] means none. A service account passes its root node (or []) and reads `next[0]`. */
  value: readonly RestrictionRef[];
  /** A new array after an Add or a Remove; not called for an ignored add (a duplicate, or 'single' mode taken). */
  onChange: (next: RestrictionRef[]) => void;
  /** 'multiple' (default), or 'single': a node can be added only while none is chosen. */
  mode?: RestrictionMode;
  /** Default "Outlet restrictions". */
  label?: ReactNode;
  description?: ReactNode;
  /** Default "No restriction: access to every outlet." */
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
  label = 'Outlet restrictions',
  description,
  emptyText = 'No restriction: access to every outlet.',
  disabled = false,
  height,
  knownNames,
}: SiteNodePickerProps) {
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
          Loading outlets...
        </Text>
      </Group>
    );
  } else if (nodes.isError) {
    tree = (
      <LoadingOverlay
        error={OUTLET_LIST_ERROR}
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
          aria-label="Site nodes"
          roots={roots}
          getId={getId}
          getLabel={getLabel}
          hasChildren={hasChildren}
          getChildren={getChildren}
          defaultExpandedIds={defaultExpanded}
          emptyText="This organisation has no outlets."
          height={viewport}
          renderLabel={(item) => {
            const type = rootNodeTypeOf(item.node.nodeType);
            return (
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <NodeIcon type={type} />
                <Text size="sm" truncate="end">
                  {item.node.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {rootNodeTypeNames[type]}
                </Text>
                {chosen.has(item.node.nodeID) && (
                  <Badge size="xs" variant="light">
                    Restricted
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
              aria-label={`Restrict to ${item.node.name}`}
              disabled={disabled || !canAddRestriction(value, item.node.nodeID, mode)}
              onClick={() => add(item.node)}
            >
              Add
            </Button>
          )}
        />
      </Box>
    );
  }

  return (
    <Stack gap="xs" role="group" aria-label={typeof label === 'string' ? label : 'Outlet restrictions'}>
      <div>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        {description ? (
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        ) : null}
      </div>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="no-restriction">
          {emptyText}
        </Text>
      ) : (
        <Group gap="xs" aria-label="Chosen restrictions" role="list">
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
                  <Tooltip label="Remove" openDelay={0} closeDelay={250}>
                    <ActionIcon
                      size="xs"
                      variant="transparent"
                      aria-label={`Remove restriction ${name}`}
                      disabled={disabled}
                      onClick={() => remove(restriction.nodeID)}
                    >
                      <IconX size={12} />
                    </ActionIcon>
                  </Tooltip>
                }
                style={{ textTransform: 'none' }}
              >
                {name} ({rootNodeTypeNames[restriction.nodeType] ?? 'Node'})
              </Badge>
            );
          })}
        </Group>
      )}
      {singleTaken && !disabled && (
        <Text size="xs" c="dimmed">
          Only one restriction is allowed: remove the current one to choose another.
        </Text>
      )}
      {tree}
    </Stack>
  );
}

/** Kinds of site node, for screens that label them. */
export const siteNodeTypeNames: Record<SiteNodeType, string> = {
  [SiteNodeType.OutletGroup]: 'Outlet group',
  [SiteNodeType.Outlet]: 'Outlet',
  [SiteNodeType.Terminal]: 'Terminal',
};
