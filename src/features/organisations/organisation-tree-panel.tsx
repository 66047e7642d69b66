import '@mantine/core/styles/ThemeIcon.css';
import { ActionIcon, Box, Button, Group, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleX,
  IconPlus,
  IconPower,
  IconSearch,
  IconSettings,
  IconUserPlus,
  IconX,
} from '@tabler/icons-react';
import { useMemo } from 'react';
import { useDraft } from '#/components/draft/use-draft';
import { useT } from '#/components/i18n/i18n-context';
import { LoadingOverlay } from '#/components/loading-overlay/loading-overlay';
import { ActionIconLink } from '#/components/router-links/router-links';
import { HoverTooltip, HoverTooltips } from '#/components/tooltip/hover-tooltips';
import { Tree } from '#/components/tree/lazy-tree';
import { searchText } from '#/lib/search-text';
import { idOf } from '#/lib/tree-model';
import { organisationNodeAt, type OrganisationFlatTree } from './organisation-flat-tree';
import type { Organisation } from './organisation-record';
import {
  marksOf,
  organisationNodeChildren,
  organisationNodeHasChildren,
  type OrganisationMarks,
  type OrganisationTreeNode,
} from './organisation-tree';
import { filterBoxText } from './organisations-search';

export interface OrganisationTreePanelProps {
  /** The loaded roots; undefined while loading or when a filter is applied. */
  roots: readonly OrganisationTreeNode[] | undefined;
  /**
   * The filtered tree, flat, when a filter is applied: whole, or its top while a large tree is read (under the loading
   * overlay); undefined while loading or without a filter.
   */
  flat?: OrganisationFlatTree | undefined;
  /** `flat` is the top of a tree still read: shown, but neither focused nor used (inert) until the whole is in. */
  partial?: boolean;
  loading: boolean;
  /** The tree's load failure message, when it failed. */
  error: string | null;
  /** The applied filter (from the URL). */
  filter: string | undefined;
  onFilter: (filter: string | undefined) => void;
  /** Changes whenever the tree must start afresh (reload after a create or a re-parent). */
  treeKey: string;
  selectedId: string | null;
  onSelect: (node: OrganisationTreeNode) => void;
  onCreate: () => void;
  loadChildren: (node: OrganisationTreeNode) => Promise<readonly OrganisationTreeNode[]>;
  /** The latest record of a node's organisation (a save updates the node in place). */
  organisationOf: (node: OrganisationTreeNode) => Organisation | null | undefined;
}

/**
 * Left panel of the organisations page (SPEC 2.4): Create new organisation, the filter box ("Filter
 * name/code/kapow"; Enter or the search button applies it) and the organisation tree. Initially the roots are
 * expanded and children load on first expansion; after a filter every node is expanded (SPEC 4). Each row shows
 * Active (green/red), Initialised (green, or a red link to /organisation/{id}/initialise), configure
 * (/organisation/{id}) and invite (/organisation/{id}/invite); clicking a row selects it, the expander toggles it.
 */
export function OrganisationTreePanel(props: OrganisationTreePanelProps) {
  const {
    roots,
    flat,
    partial = false,
    loading,
    error,
    filter,
    onFilter,
    treeKey,
    selectedId,
    onSelect,
    onCreate,
    loadChildren,
    organisationOf,
  } = props;
  const t = useT('organisations');
  // The URL is the source of truth (back/forward, a shared link): a new filter there replaces what was typed.
  const [text, setText] = useDraft(filter, filterBoxText);

  // A filtered tree shows every node expanded (SPEC 4), which the tree finds as it builds itself; else the roots.
  const expandedIds = useMemo(() => (filter ? 'all' : (roots ?? []).map(idOf)), [roots, filter]);

  const flatSource = useMemo(
    () => (flat ? { tree: flat.flat, nodeAt: (index: number) => organisationNodeAt(flat, index) } : undefined),
    [flat],
  );

  const apply = () => onFilter(searchText(text));

  const labelOf = (node: OrganisationTreeNode) => {
    const organisation = organisationOf(node);
    return { name: organisation?.name ?? node.name, code: organisation?.organisationCode ?? node.nameSuffix ?? '' };
  };

  return (
    <Stack gap="sm">
      <Button leftSection={<IconPlus size={16} />} onClick={onCreate} w="fit-content">
        {t('organisations.tree.create')}
      </Button>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label={t('organisations.tree.filterLabel')}
          placeholder={t('organisations.tree.filterPlaceholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          style={{ flex: 1 }}
          rightSection={
            text !== '' ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('organisations.tree.clearFilter')}
                onClick={() => {
                  setText('');
                  onFilter(undefined);
                }}
              >
                <IconX size={14} />
              </ActionIcon>
            ) : undefined
          }
        />
        <ActionIcon size="lg" variant="filled" aria-label={t('organisations.tree.search')} onClick={apply}>
          <IconSearch size={16} />
        </ActionIcon>
      </Group>
      <LoadingOverlay loading={loading} error={error ?? false} minHeight={240}>
        {roots || flatSource ? (
          <Box inert={partial}>
            <Tree<OrganisationTreeNode>
              key={treeKey}
              aria-label={t('organisations.tree.label')}
              roots={roots ?? []}
              flat={flatSource}
              getId={idOf}
              hasChildren={organisationNodeHasChildren}
              getChildren={organisationNodeChildren}
              loadChildren={loadChildren}
              defaultExpandedIds={expandedIds}
              selectedId={selectedId}
              onSelect={onSelect}
              height="max(320px, calc(100vh - 330px))"
              emptyText={t(filter ? 'organisations.tree.noMatch' : 'organisations.tree.empty')}
              getLabel={(node) => {
                const { name, code } = labelOf(node);
                return code ? `${name} (${code})` : name;
              }}
              renderLabel={(node) => {
                const { name, code } = labelOf(node);
                return (
                  <Group gap={6} wrap="nowrap" miw={0}>
                    <Text size="sm" truncate="end">
                      {name}
                    </Text>
                    {/* On a phone the name keeps the room beside the marks and actions; the code is in its panel. */}
                    {code ? (
                      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }} visibleFrom="xs">
                        {code}
                      </Text>
                    ) : null}
                  </Group>
                );
              }}
              renderActions={(node) => <RowActions node={node} marks={marksOf(node, organisationOf(node))} />}
            />
          </Box>
        ) : null}
      </LoadingOverlay>
    </Stack>
  );
}

function RowActions({ node, marks }: { node: OrganisationTreeNode; marks: OrganisationMarks | undefined }) {
  const t = useT('organisations');
  const params = { orgId: node.id };
  const activeLabel = t(marks?.active ? 'organisations.tree.active' : 'organisations.tree.inactive');
  // Their tooltips are mounted when a mouse first moves over them: a screenful of rows mounts none.
  return (
    <HoverTooltips>
      <Group gap={4} wrap="nowrap">
        {marks ? (
          <>
            <HoverTooltip label={activeLabel}>
              <ThemeIcon
                size="md"
                variant="light"
                color={marks.active ? 'green' : 'red'}
                role="img"
                aria-label={activeLabel}
                data-state={marks.active ? 'on' : 'off'}
              >
                <IconPower size={15} />
              </ThemeIcon>
            </HoverTooltip>
            {marks.initialised ? (
              <HoverTooltip label={t('organisations.tree.initialised')}>
                <ThemeIcon
                  size="md"
                  variant="light"
                  color="green"
                  role="img"
                  aria-label={t('organisations.tree.initialised')}
                  data-state="on"
                >
                  <IconCircleCheck size={15} />
                </ThemeIcon>
              </HoverTooltip>
            ) : (
              <HoverTooltip label={t('organisations.tree.notInitialisedTooltip')}>
                <ActionIconLink
                  to="/organisation/$orgId/initialise"
                  params={params}
                  size="md"
                  variant="light"
                  color="red"
                  aria-label={t('organisations.tree.notInitialisedLabel')}
                  data-state="off"
                >
                  <IconCircleX size={15} />
                </ActionIconLink>
              </HoverTooltip>
            )}
          </>
        ) : null}
        <HoverTooltip label={t('organisations.tree.configure')}>
          <ActionIconLink
            to="/organisation/$orgId"
            params={params}
            size="md"
            variant="subtle"
            aria-label={t('organisations.tree.configure')}
          >
            <IconSettings size={16} />
          </ActionIconLink>
        </HoverTooltip>
        <HoverTooltip label={t('organisations.tree.inviteTooltip')}>
          <ActionIconLink
            to="/organisation/$orgId/invite"
            params={params}
            size="md"
            variant="subtle"
            aria-label={t('organisations.tree.invite')}
          >
            <IconUserPlus size={16} />
          </ActionIconLink>
        </HoverTooltip>
      </Group>
    </HoverTooltips>
  );
}
