import { createFileRoute } from '@tanstack/react-router';
import { serviceAccountListQuery } from '#/features/service-accounts/service-accounts-queries';
import { ServiceAccountsScreen } from '#/features/service-accounts/service-accounts-screen';
import { validateGridSearch } from '#/lib/grid-search';

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
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <ServiceAccountsScreen orgId={orgId} />;
}
