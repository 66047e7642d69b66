import { $api } from '../../api/client';
import { SECRET_MUTATION_OPTIONS } from '../../components/form-fields/use-secret-submit';

/** GET /api/User/summary/{userId}: My Account (SPEC 2.6, 7). */
export const userSummaryQuery = (userId: string) =>
  $api.queryOptions('get', '/api/User/summary/{userId}', { params: { path: { userId } } });

/** POST api/user/batch/changepassword: Change Password (SPEC 4); the passwords are kept in no cache. */
export const useChangePassword = () =>
  $api.useMutation('post', '/api/user/batch/changepassword', SECRET_MUTATION_OPTIONS);
