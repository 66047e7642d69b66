import { $api } from '#/api/client';

/** GET /api/organisation/{orgId}/systemhealthtree: the organisation's nodes with their client application states. */
export const systemHealthTreeQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/systemhealthtree', { params: { path: { orgId } } });
