import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { teamListQuery } from '#/api/queries/teams';
import { withScreen } from '#/app/route-screen';
import { validateGridSearch } from '#/lib/grid-search';

const TeamsScreen = lazyRouteComponent(() => import('#/features/teams/teams-screen'), 'TeamsScreen');

export const Route = createFileRoute('/organisation/$orgId/teams/')({
  staticData: { title: 'shell.route.teams', access: 'organisationAdmin', grid: true, order: 5, messages: ['teams'] },
  validateSearch: validateGridSearch,
  // Grids show their own loading and load failure (an Error modal whose OK refreshes): the loader starts the call and
  // the screen does not wait for it (its toolbar paints meanwhile; 20,000 rows then only fill the grid).
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(teamListQuery(params.orgId));
    return withScreen(TeamsScreen);
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <TeamsScreen key={orgId} orgId={orgId} />;
}
