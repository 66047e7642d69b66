import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pathIds } from '#/api/path-ids.gen';
import { userValuesQuery } from '#/api/queries/organisation-values';
import { contractIds } from '#/app/guards';
import { withScreen } from '#/app/route-screen';
import { teamMembersQuery, teamQuery } from '#/features/teams/teams-queries';

const TeamEditScreen = lazyRouteComponent(() => import('#/features/teams/team-edit-screen'), 'TeamEditScreen');

export const Route = createFileRoute('/organisation/$orgId/teams/edit/$id')({
  staticData: {
    title: 'shell.route.editTeam',
    record: 'team',
    access: 'organisationAdmin',
    grid: true,
    messages: ['teams'],
  },
  params: contractIds({ id: pathIds['/api/organisation/{orgId}/team/{id}'].id }),
  loader: async ({ context, params }) => {
    // The members grid and the user picker show their own failures, so they are only prefetched.
    void context.queryClient.prefetchQuery(teamMembersQuery(params.orgId, params.id));
    void context.queryClient.prefetchQuery(userValuesQuery(params.orgId));
    return withScreen(TeamEditScreen, context.queryClient.ensureQueryData(teamQuery(params.orgId, params.id)));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId, id } = Route.useParams();
  return <TeamEditScreen key={`${orgId}/${id}`} orgId={orgId} id={id} />;
}
