import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { lacksReadOfOne, organisationListQuery, organisationQuery } from '#/api/queries/organisations';
import { ApiFailure } from '#/api/transport';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { LoadingOverlay } from '#/components/loading-overlay/loading-overlay';
import { TreeAndDetail } from '#/components/tree-panel/tree-and-detail';
import { fieldOf, indexOfId } from '#/lib/flat-tree';
import { organisationNodeAt } from './organisation-flat-tree';
import { OrganisationForm, type OrganisationFormOptions } from './organisation-form';
import { needsTreeReload, type Organisation, type OrganisationChange } from './organisation-record';
import { entitiesOf, nodeIn, type OrganisationTreeNode } from './organisation-tree';
import { OrganisationTreePanel } from './organisation-tree-panel';
import {
  integrationServerValuesQuery,
  loadOrganisationTreeChildren,
  organisationTreeRootsQuery,
  parentValuesQuery,
  posCoreInstanceValuesQuery,
  useFilteredOrganisationTree,
} from './organisations-queries';
import { CREATE_SELECTION, type OrganisationsSearch } from './organisations-search';

export interface OrganisationsScreenProps {
  search: OrganisationsSearch;
  /**
   * Changes the URL search params. `guarded: false` passes the unsaved-changes guard (filter changes, the
   * selection that follows a save); a new selection is guarded.
   */
  onSearchChange: (search: OrganisationsSearch, options: { guarded: boolean }) => void;
}

/**
 * Admin > Organisations (SPEC 2.4 "Organisations page", SPEC 4 "Organisation form"): the organisation tree on the
 * left, the selected organisation's form (or a new one's) on the right. The selection (`org`, or `new` while
 * creating) and the filter live in the URL, so the view survives a reload. Failed tree or option loads put the
 * page in an error state with a Retry.
 */
export function OrganisationsScreen({ search, onSearchChange }: OrganisationsScreenProps) {
  const t = useT('organisations');
  const errorMessage = useErrorMessage();
  const { org: selection, filter } = search;
  // The filtered tree when a filter is applied (read flat off the page's thread: it may hold every organisation), else
  // the roots.
  const rootsQuery = useQuery({ ...organisationTreeRootsQuery(), enabled: !filter });
  const { query: filteredQuery, shown: shownTree, shownPart } = useFilteredOrganisationTree(filter);
  const tree = filter ? filteredQuery : rootsQuery;
  const roots = filter ? undefined : rootsQuery.data;
  const flatTree = filter ? filteredQuery.data : undefined;
  const posCores = useQuery(posCoreInstanceValuesQuery());
  const integration = useQuery(integrationServerValuesQuery());
  const parents = useQuery(parentValuesQuery());
  const selectedId = selection && selection !== CREATE_SELECTION ? selection : null;
  const [treeVersion, setTreeVersion] = useState(0);
  const [loadedEntities, setLoadedEntities] = useState<ReadonlyMap<string, Organisation>>(() => new Map());
  const [saved, setSaved] = useState<ReadonlyMap<string, Organisation>>(() => new Map());

  // The selected organisation's node in the tree's answer, looked up when chosen (not a map of 100,000 records).
  const selectedNode = useMemo(() => {
    if (selectedId === null) return undefined;
    if (flatTree === undefined) return nodeIn(roots ?? [], selectedId);
    const index = indexOfId(flatTree.flat, selectedId);
    return index === undefined ? undefined : organisationNodeAt(flatTree, index);
  }, [roots, flatTree, selectedId]);
  const inTree = selectedNode?.entity ?? undefined;
  // A node that came without its organisation (a filtered tree asked without entities): the server reads one.
  const readsOne = selectedNode !== undefined && inTree === undefined && selectedNode.active !== undefined;
  const known = selectedId === null ? undefined : (saved.get(selectedId) ?? inTree ?? loadedEntities.get(selectedId));
  const one = useQuery({ ...organisationQuery(selectedId ?? ''), enabled: readsOne && known === undefined });
  // Once read by itself, the selection is read so again (also while another filter's tree loads, without nodes).
  const usesOne = readsOne || one.data !== undefined;
  // The server has no read of one organisation (it answered one the list holds with 405 or an uncoded 404): reading
  // the selection again uses the list.
  const [noReadOfOne, setNoReadOfOne] = useState(false);
  // Every organisation (over 40 MB at 100,000) only for a selection the tree does not hold (an address with its id);
  // reading the selection again uses it too on a server without the read of one.
  const organisations = useQuery({
    ...organisationListQuery(),
    staleTime: 60_000,
    enabled: selectedId !== null && known === undefined && !usesOne,
  });

  const loadChildren = useCallback(async (node: OrganisationTreeNode) => {
    const children = await loadOrganisationTreeChildren(node.id);
    setLoadedEntities((previous) => entitiesOf(children, new Map(previous)));
    return children;
  }, []);

  const organisationOf = useCallback((node: OrganisationTreeNode) => saved.get(node.id) ?? node.entity, [saved]);

  const selected: Organisation | undefined = selectedId
    ? (known ??
      (usesOne ? one.data : organisations.data?.find((organisation) => organisation.organisationID === selectedId)))
    : undefined;

  // The selected organisation read again by itself, also when it came with the tree's answer (not the whole list), and
  // from the list only on a server without the read of one: the form merges what changed. A failed read changes
  // nothing (its result still holds the last record read, which may be older than the admin's own save).
  const reloadSelected = async () => {
    if (selectedId === null) return;
    let fresh: Organisation | undefined;
    let fromList = noReadOfOne && !usesOne;
    if (!fromList) {
      const read = await one.refetch();
      fresh = read.isSuccess ? read.data : undefined;
      // No such call: 405, or a 404 without SPEC 8's code (a coded 404 is the organisation gone, which the list would
      // not hold either: it is not downloaded on every return for that).
      const { error } = read;
      fromList = !usesOne && lacksReadOfOne(error);
    }
    if (fromList) {
      const read = await organisations.refetch();
      fresh = read.isSuccess ? read.data.find((organisation) => organisation.organisationID === selectedId) : undefined;
      // Listed, yet not read by itself: the server has no such call (not a deleted organisation).
      if (fresh) setNoReadOfOne(true);
    }
    if (fresh) setSaved((previous) => new Map(previous).set(selectedId, fresh));
  };

  const select = (org: string | undefined, guarded = true) => onSearchChange({ ...search, org }, { guarded });
  const firstRootId = flatTree ? (flatTree.flat.count > 0 ? fieldOf(flatTree.flat, 0, 0) : undefined) : roots?.[0]?.id;

  const onSaved = async (record: Organisation, before: OrganisationChange | null) => {
    const id = record.organisationID;
    setSaved((previous) => new Map(previous).set(id, record));
    if (needsTreeReload(before, record)) {
      await tree.refetch();
      setLoadedEntities(new Map());
      setTreeVersion((version) => version + 1);
    }
    if (before === null) select(id, false);
  };

  const optionFailures = [posCores, integration, parents].filter((query) => query.isError);
  const failures = [tree, ...optionFailures].filter((query) => query.isError);
  const optionsLoading = posCores.isPending || integration.isPending || parents.isPending;
  const options: OrganisationFormOptions | null =
    posCores.data && integration.data && parents.data
      ? { posCoreInstances: posCores.data, integrationServers: integration.data, parents: parents.data }
      : null;

  const retry = () => {
    for (const query of failures) void query.refetch();
  };

  const rightPanel = () => {
    if (selection === undefined) {
      return (
        <Text c="dimmed" ta="center" py="xl">
          {t('organisations.selectPrompt')}
        </Text>
      );
    }
    if (optionFailures.length > 0) {
      return (
        <LoadingOverlay
          error={t('organisations.formLoadFailed', { reason: errorMessage(optionFailures[0]?.error) })}
          minHeight={200}
        />
      );
    }
    if (optionsLoading || options === null) return <LoadingOverlay loading minHeight={200} />;
    if (selection === CREATE_SELECTION) {
      return (
        <OrganisationForm
          key={CREATE_SELECTION}
          original={null}
          options={options}
          onSaved={onSaved}
          onDiscardCreate={() => select(firstRootId, false)}
          onClose={() => select(undefined, false)}
        />
      );
    }
    if (selected === undefined) {
      const reading = usesOne ? one : organisations;
      if (reading.isPending || tree.isPending) return <LoadingOverlay loading minHeight={200} />;
      // The one organisation's read failed (a 404 is "not found" below): SPEC 8's message, and Retry.
      if (usesOne && one.isError && !(one.error instanceof ApiFailure && one.error.status === 404)) {
        return (
          <LoadingOverlay
            error={errorMessage(one.error)}
            onRetry={() => void one.refetch()}
            retrying={one.isFetching}
            minHeight={200}
          />
        );
      }
      return (
        <Stack align="center" py="xl" gap="xs">
          <Text c="dimmed">{t('organisations.notFound')}</Text>
          <Button variant="default" onClick={() => select(undefined, false)}>
            {t('organisations.clearSelection')}
          </Button>
        </Stack>
      );
    }
    return (
      <OrganisationForm
        key={selectedId ?? ''}
        original={selected}
        options={options}
        onSaved={onSaved}
        onDiscardCreate={() => select(firstRootId, false)}
        onClose={() => select(undefined)}
        reloadRecord={reloadSelected}
      />
    );
  };

  return (
    <Stack gap="md">
      <Title order={2}>{t('organisations.title')}</Title>
      {failures.length > 0 ? (
        <LoadingOverlay
          error={errorMessage(failures[0]?.error, { emptyFallback: t('organisations.loadFailed') })}
          failure={failures[0]?.error}
          errorTitle={t('organisations.loadFailedTitle')}
          onRetry={retry}
          retrying={failures.some((query) => query.isFetching)}
        />
      ) : null}
      <TreeAndDetail>
        <div>
          <Paper withBorder p="sm">
            <OrganisationTreePanel
              roots={roots}
              flat={shownTree}
              partial={shownPart === 'top'}
              loading={tree.isPending}
              error={tree.isError ? errorMessage(tree.error, { emptyFallback: t('organisations.treeFailed') }) : null}
              filter={filter}
              onFilter={(next) => onSearchChange({ ...search, filter: next }, { guarded: false })}
              treeKey={`${filter ?? ''}|${treeVersion}|${shownPart}`}
              selectedId={selectedId}
              onSelect={(node) => {
                if (node.id !== selectedId) select(node.id);
              }}
              onCreate={() => {
                if (selection !== CREATE_SELECTION) select(CREATE_SELECTION);
              }}
              loadChildren={loadChildren}
              organisationOf={organisationOf}
            />
          </Paper>
        </div>
        <div>
          <Paper withBorder p="md">
            {rightPanel()}
          </Paper>
        </div>
      </TreeAndDetail>
    </Stack>
  );
}
