import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { $api, api, dataOf } from '#/api/client';
import { afterMutation, savedIds } from '#/api/queries/after-mutation';
import { userListQuery } from '#/api/queries/users';
import { failureCodeOf } from '#/lib/call-outcome';
import { emailKey } from '#/lib/email-rule';

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

/**
 * GET api/user, read now and not cached: the users as they are at this moment (Import Users checks its rows against
 * them just before sending, while its preview keeps the versions it showed).
 */
export async function readUsersAfresh() {
  return dataOf(await api.GET('/api/user'));
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

/**
 * POST api/user/profile/confirmemail {token, email}: the link mailed to a new address, run once per visit of the link
 * (a query, so a second render or StrictMode's second mount shares the one call). The answer is the cached profile.
 * A link already used (a confirmation without an answer tried again, or opened twice) is refused as not found: when
 * the profile's email is the link's address by now, the change was made, and that is the outcome.
 */
export const emailChangeConfirmQuery = (token: string, email: string) =>
  queryOptions({
    queryKey: ['users', 'confirmEmail', token, email] as const,
    queryFn: async ({ client }) => {
      let profile;
      try {
        profile = dataOf(await api.POST('/api/user/profile/confirmemail', { body: { token, email } }));
      } catch (failure) {
        if (failureCodeOf(failure) !== 'NotFound_EmailChangeExpiredOrMissing') throw failure;
        profile = dataOf(await api.GET('/api/user/profile'));
        if (emailKey(profile.email) !== emailKey(email)) throw failure;
      }
      client.setQueryData(profileQuery().queryKey, profile);
      return profile;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
