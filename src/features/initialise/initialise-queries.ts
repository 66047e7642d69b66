import { $api } from '#/api/client';

const org = (orgId: string) => ({ params: { path: { orgId } } });

/** GET /api/organisation/{orgId}/configtemplateorgs: the Default Configuration Template choices (grouped). */
export const configTemplatesQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/configtemplateorgs', org(orgId));

/** POST /api/organisation/{orgId}/initialise: no cache effect; the screen leaves for the organisation afterwards. */
export function useInitialise() {
  return $api.useMutation('post', '/api/organisation/{orgId}/initialise');
}
