import { createFileRoute } from '@tanstack/react-router';
import { linkListQuery } from '#/features/access/access-queries';
import { LinksScreen } from '#/features/access/links-screen';
import { validateGridSearch } from '#/lib/grid-search';

export const Route = createFileRoute('/organisation/$orgId/links/')({
  staticData: {
    title: 'shell.route.organisationAccess',
    access: 'organisationAdmin',
    grid: true,
    order: 2,
    messages: ['access', 'records'],
  },
  validateSearch: validateGridSearch,
  // Grids show their own loading and load failure (an Error modal whose OK refreshes): the loader starts the call and
  // the screen does not wait for it (its toolbar paints meanwhile; 20,000 rows then only fill the grid).
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(linkListQuery(params.orgId));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <LinksScreen key={orgId} orgId={orgId} />;
}
