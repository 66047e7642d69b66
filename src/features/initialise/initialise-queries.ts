import { $api } from '../../api/client';

const org = (orgId: string) => ({ params: { path: { orgId } } });

/** GET /api/organisation/{orgId}/accessibleteams/values: the Organisation Admin team choices (grouped). */
export const accessibleTeamsQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/accessibleteams/values', org(orgId));

/** GET /api/organisation/{orgId}/configtemplateorgs: the Default Configuration Template choices (grouped). */
export const configTemplatesQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/configtemplateorgs', org(orgId));

/**
 * GET /api/organisation/{orgId}/authorisations: the source of the app checklist. It is the contract's one list of
 * applications for an organisation with names and (through their versions) icons.
 */
export const initialiseAppsQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/authorisations', org(orgId));
