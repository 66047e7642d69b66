import { $api } from '#/api/client';

/**
 * GET api/organisation/{orgId}/team: the organisation's own teams (SPEC 7): the Teams grid, and the teams an
 * invitation may make the user join (`sendinvite`'s `teamMembershipIDs` names only these, x-reference).
 */
export const teamListQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/team', { params: { path: { orgId } } });
