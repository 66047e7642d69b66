import { $api } from '#/api/client';

/** An organisation's option lists that more than one feature offers (pickers, names to show). */

const org = (orgId: string) => ({ params: { path: { orgId } } });

/**
 * GET api/organisation/{orgId}/users/values: the organisation's users (key userID, value name): the users a link or
 * a team member can be, and the names of who accepted a version.
 */
export const userValuesQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/users/values', org(orgId));

/**
 * GET /api/organisation/{orgId}/accessibleteams/values: the teams of the organisation and those above it (key teamID,
 * value name, group organisation), for access links and the Organisation Admin team of Initialise; an invitation
 * offers the organisation's own teams alone (`teamListQuery`).
 */
export const accessibleTeamValuesQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/accessibleteams/values', org(orgId));

/**
 * GET /api/organisation/{orgId}/outlets/nodes: the organisation's site nodes (outlet groups, outlets, terminals; flat,
 * parentID builds the tree), for the site node picker and the acceptances' node names.
 */
export const siteNodesQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/outlets/nodes', org(orgId));
