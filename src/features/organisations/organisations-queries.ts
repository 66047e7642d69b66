import { useQueryClient } from '@tanstack/react-query';
import { $api, api, dataOf } from '#/api/client';
import { afterMutation } from '#/api/queries/after-mutation';
import {
  everyOrganisationSummaryKey,
  organisationListQuery,
  organisationTreeFilteredBytesQuery,
} from '#/api/queries/organisations';
import { readOrganisationTree } from './organisation-flat-tree';

/** GET /api/OrganisationTree: the root nodes of the organisation tree (children load lazily). */
export const organisationTreeRootsQuery = () => $api.queryOptions('get', '/api/OrganisationTree');

/** GET /api/OrganisationTree/filtered: the filtered tree (SPEC 7), read flat off the page's thread. */
export const organisationTreeFilteredFlatQuery = (filter: string) =>
  organisationTreeFilteredBytesQuery(filter, readOrganisationTree);

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
