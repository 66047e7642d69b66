import { $api } from '../../api/client';

/** GET /api/organisation/{orgId}/profile: the organisation profile (SPEC 7 "fetch/commit with suffix profile"). */
export const organisationProfileQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/profile', { params: { path: { orgId } } });
