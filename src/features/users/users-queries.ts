import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../api/client';
import { afterMutation, savedIds } from '../../api/queries/after-mutation';
import { userListQuery } from '../../api/queries/users';

/** GET api/user/{id}: one user. */
export const userQuery = (id: string) => $api.queryOptions('get', '/api/user/{id}', { params: { path: { id } } });

/** The query keys of every user call, to refresh after a batch. */
export const userListKey = userListQuery().queryKey;

/** POST api/user/batch (the Users grid, Edit User): afterwards the list is stale and the saved users' records dropped. */
export function useUserBatch() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/user/batch', {
    onSuccess: (_saved, { body }) =>
      afterMutation(queryClient, {
        stale: [userListKey],
        drop: savedIds(body, (user) => user.userID).map((id) => userQuery(id).queryKey),
      }),
  });
}

/** GET api/user/profile: the signed-in user's own record (Edit My Profile). */
export const profileQuery = () => $api.queryOptions('get', '/api/user/profile');

/** POST api/user/profile: afterwards the saved record is the cached profile. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/user/profile', {
    onSuccess: (saved) => queryClient.setQueryData(profileQuery().queryKey, saved),
  });
}
