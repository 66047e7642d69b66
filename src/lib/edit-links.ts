import { linkOptions } from '@tanstack/react-router';

/** The hash of an edit page's URL that opens its History section and scrolls to it (Audit Logs links with it). */
export const HISTORY_HASH = 'history';

/**
 * SPEC 2.3: a grid's edit redirect goes to the list's path plus /edit/{id}: the edit route of each list, as typed
 * link options (route template + params; the router encodes the ids).
 */
export const editLinks = {
  user: (id: string) => linkOptions({ to: '/admin/users/edit/$id', params: { id } }),
  client: (id: string) => linkOptions({ to: '/admin/clients/edit/$id', params: { id } }),
  posCoreInstance: (id: string) => linkOptions({ to: '/admin/poscoreinstances/edit/$id', params: { id } }),
  integrationServer: (id: string) => linkOptions({ to: '/admin/integrationserver/edit/$id', params: { id } }),
  deploymentServer: (id: string) => linkOptions({ to: '/admin/deploymentserver/edit/$id', params: { id } }),
  team: (orgId: string, id: string) =>
    linkOptions({ to: '/organisation/$orgId/teams/edit/$id', params: { orgId, id } }),
  link: (orgId: string, id: string) =>
    linkOptions({ to: '/organisation/$orgId/links/edit/$id', params: { orgId, id } }),
  permissionGroup: (orgId: string, id: string) =>
    linkOptions({ to: '/organisation/$orgId/permissiongroups/edit/$id', params: { orgId, id } }),
  serviceAccount: (orgId: string, id: string) =>
    linkOptions({ to: '/organisation/$orgId/serviceaccounts/edit/$id', params: { orgId, id } }),
};
