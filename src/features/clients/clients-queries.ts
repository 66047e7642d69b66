import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#/api/client';
import { afterMutation, savedIds, type MutationExtras } from '#/api/queries/after-mutation';

/** GET api/client: every client (SPEC 7). */
export const clientListQuery = () => $api.queryOptions('get', '/api/client');

/** GET api/client/{id}: one client (id = the clientID code). */
export const clientQuery = (id: string) => $api.queryOptions('get', '/api/client/{id}', { params: { path: { id } } });

/**
 * POST api/client/batch (the Clients grid, Edit Client; `extras` e.g. SECRET_MUTATION_OPTIONS when it carries a
 * secret): afterwards the list is stale and the saved clients' records dropped.
 */
export function useClientBatch(extras: MutationExtras = {}) {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/client/batch', {
    ...extras,
    onSuccess: (_saved, { body }) =>
      afterMutation(queryClient, {
        stale: [clientListQuery().queryKey],
        drop: savedIds(body, (client) => client.clientID).map((id) => clientQuery(id).queryKey),
      }),
  });
}
