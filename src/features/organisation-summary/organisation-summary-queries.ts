import { $api } from '../../api/client';

/** GET /api/Organisation/summary/{orgId}: the content of the Organisation Summary cards (SPEC 2.5, 7). */
export const organisationSummaryQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/Organisation/summary/{orgId}', { params: { path: { orgId } } });
