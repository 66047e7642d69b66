import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#/api/client';
import { afterMutation, savedIds } from '#/api/queries/after-mutation';
import { organisationSummaryQuery } from '#/api/queries/organisations';
import { teamListQuery } from '#/api/queries/teams';
import type { Team } from './team-record';

/** GET api/organisation/{orgId}/team/{id}: one team. */
export const teamQuery = (orgId: string, id: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/team/{id}', { params: { path: { orgId, id } } });

/** GET api/organisation/{orgId}/team/{id}/members: the team's member links. */
export const teamMembersQuery = (orgId: string, id: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/team/{id}/members', { params: { path: { orgId, id } } });

/**
 * POST .../team/batch (the Teams grid, Edit Team): afterwards the list is stale, the organisation summary (its Teams
 * card) refreshed, a saved team's cached record replaced by the answer and the other saved or deleted teams' records
 * dropped. Replaced, not dropped: Edit Team goes on showing its team while its members are saved after it (a dropped
 * record would put the page back to loading).
 */
export function useTeamBatch(orgId: string) {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/organisation/{orgId}/team/batch', {
    onSuccess: (saved, { body }) => {
      const deleted = new Set(body.deletes ?? []);
      const answered = (saved.changes ?? []).filter(
        (team): team is Team & { teamID: string } =>
          typeof team.teamID === 'string' &&
          !deleted.has(team.teamID) &&
          queryClient.getQueryData(teamQuery(orgId, team.teamID).queryKey) !== undefined,
      );
      for (const team of answered) queryClient.setQueryData(teamQuery(orgId, team.teamID).queryKey, team);
      const replaced = new Set(answered.map((team) => team.teamID));
      return afterMutation(queryClient, {
        stale: [teamListQuery(orgId).queryKey],
        refresh: [organisationSummaryQuery(orgId).queryKey],
        drop: savedIds(body, (team) => team.teamID)
          .filter((id) => !replaced.has(id))
          .map((id) => teamQuery(orgId, id).queryKey),
      });
    },
  });
}

/**
 * POST .../team/{id}/members/batch (the Members grid, and Edit Team's Create it again for the new team): afterwards
 * that team's members and the teams list are stale, the summary refreshed.
 */
export function useTeamMembersBatch(orgId: string) {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/organisation/{orgId}/team/{id}/members/batch', {
    onSuccess: (_saved, { params }) =>
      afterMutation(queryClient, {
        stale: [teamMembersQuery(orgId, params.path.id).queryKey, teamListQuery(orgId).queryKey],
        refresh: [organisationSummaryQuery(orgId).queryKey],
      }),
  });
}
