import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#/api/client';
import { afterMutation } from '#/api/queries/after-mutation';
import { organisationListQuery, organisationQuery } from '#/api/queries/organisations';

/** GET /api/organisation/{orgId}/profile: the organisation profile (SPEC 7 "fetch/commit with suffix profile"). */
export const organisationProfileQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/organisation/{orgId}/profile', { params: { path: { orgId } } });

/**
 * POST /api/organisation/{orgId}/profile: afterwards the saved profile is the cached one, and the organisation list
 * and the organisation read by itself (the crumb's name and the switcher's value) are refreshed.
 */
export function useSaveOrganisationProfile(orgId: string) {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/organisation/{orgId}/profile', {
    onSuccess: (saved) => {
      queryClient.setQueryData(organisationProfileQuery(orgId).queryKey, saved);
      return afterMutation(queryClient, {
        refresh: [organisationListQuery().queryKey, organisationQuery(orgId).queryKey],
      });
    },
  });
}
