import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../api/client';

/** GET /api/User/summary/{userId}: My Account (SPEC 2.6, 7). */
export const userSummaryQuery = (userId: string) =>
  $api.queryOptions('get', '/api/User/summary/{userId}', { params: { path: { userId } } });

/** GET api/user/profile: the signed-in user's own record (Edit My Profile). */
export const profileQuery = () => $api.queryOptions('get', '/api/user/profile');

/** POST api/user/profile: afterwards the saved record is the cached profile. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/user/profile', {
    onSuccess: (saved) => queryClient.setQueryData(profileQuery().queryKey, saved),
  });
}
