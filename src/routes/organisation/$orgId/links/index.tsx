import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';
import { linkListQuery } from '#/features/access/access-queries';
import { validateGridSearch } from '#/lib/grid-search';

const LinksScreen = lazyRouteComponent(() => import('#/features/access/links-screen'), 'LinksScreen');

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
    return withScreen(LinksScreen);
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <LinksScreen key={orgId} orgId={orgId} />;
}
