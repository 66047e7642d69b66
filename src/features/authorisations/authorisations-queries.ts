import { $api } from '#/api/client';

/** GET /api/organisation/{orgId}/childauthorisations: the package each child organisation has, per app. */
export const childAuthorisationsQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/childauthorisations', { params: { path: { orgId } } });

/** GET /api/organisation/{orgId}/packageauthorisations/{appId}: every package of an app (loaded per app). */
export const packageAuthorisationsQuery = (orgId: string, appId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/packageauthorisations/{appId}', {
    params: { path: { orgId, appId } },
  });

/** Query-key prefixes of every call of the page, to reload after a batch. */
export const authorisationKeys = [
  ['get', '/api/organisation/{orgId}/authorisations'],
  ['get', '/api/organisation/{orgId}/childauthorisations'],
  ['get', '/api/organisation/{orgId}/packageauthorisations/{appId}'],
] as const;

/** POST .../packageauthorisations/{appId}/batch: no cache effect; the screen loads its calls again afterwards. */
export function usePackageAuthorisationBatch() {
  return $api.useMutation('post', '/api/organisation/{orgId}/packageauthorisations/{appId}/batch');
}
