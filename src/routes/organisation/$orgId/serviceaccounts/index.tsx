import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';
import { serviceAccountListQuery } from '#/features/service-accounts/service-accounts-queries';
import { validateGridSearch } from '#/lib/grid-search';

const ServiceAccountsScreen = lazyRouteComponent(
  () => import('#/features/service-accounts/service-accounts-screen'),
  'ServiceAccountsScreen',
);

export const Route = createFileRoute('/organisation/$orgId/serviceaccounts/')({
  staticData: {
    title: 'shell.route.serviceAccounts',
    access: 'organisationAdmin',
    grid: true,
    order: 4,
    messages: ['records', 'serviceAccounts'],
  },
  validateSearch: validateGridSearch,
  // Grids show their own loading and load failure (an Error modal whose OK refreshes): the loader starts the call and
  // the screen does not wait for it (its toolbar paints meanwhile; 20,000 rows then only fill the grid).
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(serviceAccountListQuery(params.orgId));
    return withScreen(ServiceAccountsScreen);
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <ServiceAccountsScreen orgId={orgId} />;
}
