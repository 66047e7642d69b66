import { $api } from '../../api/client';

/** GET api/organisation/{orgId}/team: the organisation's teams (SPEC 7). */
export const teamListQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/team', { params: { path: { orgId } } });

/** GET api/organisation/{orgId}/team/{id}: one team. */
export const teamQuery = (orgId: string, id: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/team/{id}', { params: { path: { orgId, id } } });

/** GET api/organisation/{orgId}/team/{id}/members: the team's member links. */
export const teamMembersQuery = (orgId: string, id: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/team/{id}/members', { params: { path: { orgId, id } } });

