import { $api } from '../../api/client';

/** GET /api/User/summary/{userId}: My Account (SPEC 2.6, 7). */
export const userSummaryQuery = (userId: string) =>
  $api.queryOptions('get', '/api/User/summary/{userId}', { params: { path: { userId } } });
