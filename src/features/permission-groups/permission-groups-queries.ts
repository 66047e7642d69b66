import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#/api/client';
import { afterMutation } from '#/api/queries/after-mutation';

/** GET /api/organisation/{orgId}/userpermissiongroup: the User Permission Groups list (SPEC 7). */
export const permissionGroupListQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/userpermissiongroup', { params: { path: { orgId } } });

/** GET /api/organisation/{orgId}/userpermissiongroup/{id}: one group (Edit Permission Group). */
export const permissionGroupQuery = (orgId: string, id: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/userpermissiongroup/{id}', { params: { path: { orgId, id } } });

/** Prefix of every single-group query key (openapi-react-query keys are [method, path, init]), to drop after a save. */
export const permissionGroupItemKeyPrefix = ['get', '/api/organisation/{orgId}/userpermissiongroup/{id}'] as const;

/** POST .../userpermissiongroup/batch (the grid, the edit page): afterwards the list is stale, every group's record dropped. */
export function usePermissionGroupBatch(orgId: string) {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/organisation/{orgId}/userpermissiongroup/batch', {
    onSuccess: () =>
      afterMutation(queryClient, {
        stale: [permissionGroupListQuery(orgId).queryKey],
        drop: [permissionGroupItemKeyPrefix],
      }),
  });
}
