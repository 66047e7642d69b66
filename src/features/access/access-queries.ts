import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { $api } from '#/api/client';
import { afterMutation } from '#/api/queries/after-mutation';
import { organisationSummaryQuery } from '#/api/queries/organisations';

/** GET /api/organisation/{orgId}/links: the organisation's access links (SPEC 7). */
export const linkListQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/links', { params: { path: { orgId } } });

/** GET .../links/{id}/assignments: the permission groups assigned to a link. */
export const linkAssignmentsQuery = (orgId: string, id: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/links/{id}/assignments', { params: { path: { orgId, id } } });

/** GET .../links/{id}/RootNodes: the outlet restrictions of a link. */
export const linkRootNodesQuery = (orgId: string, id: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/links/{id}/RootNodes', { params: { path: { orgId, id } } });

/** GET api/organisation/{orgId}/permissiongroups: the permission groups offered as checkboxes. */
export const permissionGroupLookupQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/permissiongroups', { params: { path: { orgId } } });

/** GET api/organisation/{orgId}/invite: the pending invitations. */
export const inviteListQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/invite', { params: { path: { orgId } } });

/**
 * Loads what Edit Access needs before it renders: the link (from the links list; the contract has no single-link
 * call), its assignments and its root nodes. A failure does not fail the route: Edit Access shows SPEC 8's "There
 * was an error loading this organisation link. Please try refreshing your browser." in the console's language, with
 * Try again.
 */
export async function ensureLinkForEdit(queryClient: QueryClient, orgId: string, id: string): Promise<void> {
  await Promise.allSettled([
    queryClient.ensureQueryData(linkListQuery(orgId)),
    queryClient.ensureQueryData(linkAssignmentsQuery(orgId, id)),
    queryClient.ensureQueryData(linkRootNodesQuery(orgId, id)),
  ]);
}

/**
 * POST .../links/batch (the Access grid, Add/Edit Access): afterwards the links list is stale, the organisation
 * summary (its Access card) refreshed, and a deleted link's assignments and root nodes dropped.
 */
export function useLinksBatch(orgId: string) {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/organisation/{orgId}/links/batch', {
    onSuccess: (_saved, { body }) =>
      afterMutation(queryClient, {
        stale: [linkListQuery(orgId).queryKey],
        refresh: [organisationSummaryQuery(orgId).queryKey],
        drop: (body.deletes ?? []).flatMap((id) => [
          linkAssignmentsQuery(orgId, id).queryKey,
          linkRootNodesQuery(orgId, id).queryKey,
        ]),
      }),
  });
}

/** POST .../links/{id}/assignments/batch: afterwards the link's assignments are dropped (Edit Access loads them afresh). */
export function useLinkAssignmentsBatch() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/organisation/{orgId}/links/{id}/assignments/batch', {
    onSuccess: (_saved, { params }) =>
      afterMutation(queryClient, { drop: [linkAssignmentsQuery(params.path.orgId, params.path.id).queryKey] }),
  });
}

/** POST .../links/{id}/RootNodes/batch: afterwards the link's root nodes are dropped (Edit Access loads them afresh). */
export function useLinkRootNodesBatch() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/organisation/{orgId}/links/{id}/RootNodes/batch', {
    onSuccess: (_saved, { params }) =>
      afterMutation(queryClient, { drop: [linkRootNodesQuery(params.path.orgId, params.path.id).queryKey] }),
  });
}

/** POST .../sendinvite: afterwards the pending invitations are stale and the organisation summary refreshed. */
export function useSendInvite(orgId: string) {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/organisation/{orgId}/sendinvite', {
    onSuccess: () =>
      afterMutation(queryClient, {
        stale: [inviteListQuery(orgId).queryKey],
        refresh: [organisationSummaryQuery(orgId).queryKey],
      }),
  });
}

/** POST .../invite/batch (deleting pending invitations): afterwards the list is stale and the summary refreshed. */
export function useInvitesBatch(orgId: string) {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/organisation/{orgId}/invite/batch', {
    onSuccess: () =>
      afterMutation(queryClient, {
        stale: [inviteListQuery(orgId).queryKey],
        refresh: [organisationSummaryQuery(orgId).queryKey],
      }),
  });
}

/**
 * After Invite User sent a list (each call already marked the pending invitations stale): they load again now, so the
 * list's states and Pending Invitations show the invitations just sent, and a call without an answer is read back.
 */
export function useRefreshInvites(orgId: string) {
  const queryClient = useQueryClient();
  return () => afterMutation(queryClient, { refresh: [inviteListQuery(orgId).queryKey] });
}
