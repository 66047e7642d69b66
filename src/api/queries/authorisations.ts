import { $api } from '#/api/client';

/**
 * GET /api/organisation/{orgId}/authorisations: the apps with this organisation's current and latest versions. Version
 * Authorisation shows it; Initialise takes its app checklist from it (the contract's one list of an organisation's
 * applications with names and, through their versions, icons).
 */
export const authorisationsQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/authorisations', { params: { path: { orgId } } });
