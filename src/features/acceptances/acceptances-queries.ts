import { $api } from '#/api/client';

const org = (orgId: string) => ({ params: { path: { orgId } } });

/** GET /api/organisation/{orgId}/acceptancestree: the apps with their settings and current versions. */
export const acceptancesTreeQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/acceptancestree', org(orgId));

/** GET .../acceptancestree/oldversions/{appId}: an app's older versions (loaded when "Older versions" expands). */
export const oldVersionsQuery = (orgId: string, appId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/acceptancestree/oldversions/{appId}', {
    params: { path: { orgId, appId } },
  });

/** GET .../acceptancestree/acceptances/{packageId}: a version's acceptances (loaded when the version expands). */
export const packageAcceptancesQuery = (orgId: string, packageId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/acceptancestree/acceptances/{packageId}', {
    params: { path: { orgId, packageId } },
  });

/** Query-key prefixes of the tree's calls, to reload after a save. */
export const acceptanceTreeKeys = [
  ['get', '/api/organisation/{orgId}/acceptancestree'],
  ['get', '/api/organisation/{orgId}/acceptancestree/oldversions/{appId}'],
  ['get', '/api/organisation/{orgId}/acceptancestree/acceptances/{packageId}'],
] as const;
