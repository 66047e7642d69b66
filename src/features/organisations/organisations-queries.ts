import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { $api, api, dataOf } from '#/api/client';
import { afterMutation } from '#/api/queries/after-mutation';
import { firstRowsOf, useFirstRows } from '#/api/queries/first-rows';
import {
  everyOrganisationSummaryKey,
  organisationListQuery,
  organisationTreeFilteredQuery,
} from '#/api/queries/organisations';
import type { OrganisationFlatTree } from './organisation-flat-tree';

/** GET /api/OrganisationTree: the root nodes of the organisation tree (children load lazily). */
export const organisationTreeRootsQuery = () => $api.queryOptions('get', '/api/OrganisationTree');

/** How the Organisations page reads the filtered tree's bytes, and what it starts as the call goes out. */
export interface TreeBytesReader<T> {
  /** Called as the call goes out (the reader's worker starts while the server answers). */
  start: () => void;
  /** The answer's bytes read; `onFirst` gets the top of a large tree before the whole is read, until `signal` aborts. */
  read: (bytes: ArrayBuffer, onFirst: (top: T) => void, signal: AbortSignal) => Promise<T>;
}

/**
 * GET /api/OrganisationTree/filtered, its answer's bytes as they came (`parseAs: 'arrayBuffer'`, through the one
 * client and its middleware), read off the page's thread (100,000 organisations are 18 MB) under the filtered tree's
 * key with `read` added. The top of a large tree is published meanwhile as its first rows (first-rows.ts), dropped at
 * each load's start and when it fails.
 */
export const organisationTreeFilteredBytesQuery = <T>(query: string, reader: TreeBytesReader<T>) => {
  const queryKey = [...organisationTreeFilteredQuery(query).queryKey, 'read'] as const;
  return queryOptions({
    queryKey,
    queryFn: async ({ signal, client }) => {
      const first = firstRowsOf<T>(client, queryKey);
      first.drop();
      reader.start();
      try {
        const { data, error } = await api.GET('/api/OrganisationTree/filtered', {
          params: { query: { query, entities: false } },
          parseAs: 'arrayBuffer',
          signal,
        });
        if (error !== undefined) throw error;
        return await reader.read(data, first.show, signal);
      } catch (failure) {
        // A load given up for a newer one of the same filter leaves that one's top.
        if (!signal.aborted) first.drop();
        throw failure;
      }
    },
  });
};

/** The filtered tree's reader, loaded with the first filter (a page without one does not need it). */
const treeReader = () => import('./organisation-tree-reader');

/**
 * GET /api/OrganisationTree/filtered: the filtered tree (SPEC 7), read flat off the page's thread; the top of a large
 * tree is its first rows (`firstRowsKey`) while the rest is read.
 */
export const organisationTreeFilteredFlatQuery = (filter: string) =>
  organisationTreeFilteredBytesQuery<OrganisationFlatTree>(filter, {
    // A reader that cannot load fails the read below, with the reason.
    start: () =>
      void treeReader().then(
        (reader) => reader.startOrganisationTreeReader(),
        () => undefined,
      ),
    read: async (bytes, onFirst, signal) => (await treeReader()).readOrganisationTree(bytes, onFirst, signal),
  });

/**
 * The filtered tree of the Organisations page when `filter` is applied: its query (the whole tree, once read) and
 * what the tree shows: the whole, or while a large tree is read its top, under the loading overlay (never selected
 * from). `shownPart` names which, so that the whole replaces the top as a new tree, every node of it expanded.
 */
export function useFilteredOrganisationTree(filter: string | undefined) {
  const options = organisationTreeFilteredFlatQuery(filter ?? '');
  const query = useQuery({ ...options, enabled: Boolean(filter) });
  const shownTop = useFirstRows<OrganisationFlatTree>(options.queryKey, Boolean(filter) && query.isPending);
  return {
    query,
    shown: shownTop ?? (filter ? query.data : undefined),
    shownPart: shownTop ? ('top' as const) : ('whole' as const),
  };
}

/** GET /api/OrganisationTree/{id}: the children of a node (lazy loading on first expansion). */
export async function loadOrganisationTreeChildren(id: string) {
  return dataOf(await api.GET('/api/OrganisationTree/{id}', { params: { path: { id } } }));
}

/** GET /api/POSCoreInstance/values: the POS Core selector's options. */
export const posCoreInstanceValuesQuery = () => $api.queryOptions('get', '/api/POSCoreInstance/values');

/** GET /api/integrationServerInstance/values: the options of the four integration server selectors. */
export const integrationServerValuesQuery = () => $api.queryOptions('get', '/api/integrationServerInstance/values');

/** GET /api/organisation/parentvalues: the parent selector's options. */
export const parentValuesQuery = () => $api.queryOptions('get', '/api/organisation/parentvalues');

/**
 * POST api/organisation/batch: afterwards the parent selector's options, the organisation list (the breadcrumb's
 * switcher), the organisations read by themselves and the summaries load again, since names and parents feed them. The save does not
 * wait for them.
 */
export function useOrganisationBatch() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/organisation/batch', {
    onSuccess: () => {
      void afterMutation(queryClient, {
        // Every organisation read by itself too: the page may come back to one within its cache's time. And every
        // summary, which lists its organisation's children.
        refresh: [
          parentValuesQuery().queryKey,
          organisationListQuery().queryKey,
          ['get', '/api/Organisation/{orgId}'],
          everyOrganisationSummaryKey,
        ],
      });
    },
  });
}
