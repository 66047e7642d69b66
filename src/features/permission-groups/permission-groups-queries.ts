import { $api } from '../../api/client';

/** GET /api/organisation/{orgId}/userpermissiongroup: the User Permission Groups list (SPEC 7). */
export const permissionGroupListQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/userpermissiongroup', { params: { path: { orgId } } });

/** GET /api/organisation/{orgId}/userpermissiongroup/{id}: one group (Edit Permission Group). */
export const permissionGroupQuery = (orgId: string, id: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/userpermissiongroup/{id}', { params: { path: { orgId, id } } });

/** Prefix of every single-group query key (openapi-react-query keys are [method, path, init]), to drop after a save. */
export const permissionGroupItemKeyPrefix = ['get', '/api/organisation/{orgId}/userpermissiongroup/{id}'] as const;
