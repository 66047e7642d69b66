import { $api } from '#/api/client';
import type { MutationExtras } from '#/api/queries/after-mutation';

/** GET /api/User/summary/{userId}: My Account (SPEC 2.6, 7). */
export const userSummaryQuery = (userId: string) =>
  $api.queryOptions('get', '/api/User/summary/{userId}', { params: { path: { userId } } });

/**
 * POST api/user/batch/changepassword: Change Password (SPEC 4). The screen passes SECRET_MUTATION_OPTIONS, so the route's
 * loader, which imports this module, does not load the secret-submit block.
 */
export function useChangePassword(extras: MutationExtras) {
  return $api.useMutation('post', '/api/user/batch/changepassword', extras);
}
