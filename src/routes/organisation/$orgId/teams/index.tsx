import { createFileRoute } from '@tanstack/react-router';
import { TeamsScreen } from '../../../../features/teams/teams-screen';
import { teamListQuery } from '../../../../features/teams/teams-queries';
import { validateGridSearch } from '../../../../lib/grid-search';

export const Route = createFileRoute('/organisation/$orgId/teams/')({
  validateSearch: validateGridSearch,
  // Grids show their own load failure (an Error modal whose OK refreshes), so the loader only prefetches.
  loader: ({ context, params }) => context.queryClient.prefetchQuery(teamListQuery(params.orgId)),
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <TeamsScreen key={orgId} orgId={orgId} />;
}
