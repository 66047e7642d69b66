import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#/api/client';
import { afterMutation, type MutationExtras } from '#/api/queries/after-mutation';

/** GET api/organisation/{orgId}/serviceaccounts: the Service Accounts list (SPEC 7). */
export const serviceAccountListQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/serviceaccounts', { params: { path: { orgId } } });

/** GET api/organisation/{orgId}/serviceaccounts/{id}: one service account (Edit Service Account). */
export const serviceAccountQuery = (orgId: string, id: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/serviceaccounts/{id}', { params: { path: { orgId, id } } });

/** Prefix of every single-account query key (openapi-react-query keys are [method, path, init]), to drop after a save. */
export const serviceAccountItemKeyPrefix = ['get', '/api/organisation/{orgId}/serviceaccounts/{id}'] as const;

/** POST .../serviceaccounts/batch (the grid, the edit page): afterwards the list is stale, every account's record dropped. */
export function useServiceAccountBatch(orgId: string) {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/organisation/{orgId}/serviceaccounts/batch', {
    onSuccess: () =>
      afterMutation(queryClient, {
        stale: [serviceAccountListQuery(orgId).queryKey],
        drop: [serviceAccountItemKeyPrefix],
      }),
  });
}

/**
 * POST .../serviceaccounts/{id}/resetpassword: a new generated password, no cache effect. The caller passes
 * SECRET_MUTATION_OPTIONS, so the routes' loaders, which import this module, do not load the secret-submit block.
 */
export function useResetServiceAccountPassword(extras: MutationExtras) {
  return $api.useMutation('post', '/api/organisation/{orgId}/serviceaccounts/{id}/resetpassword', extras);
}
