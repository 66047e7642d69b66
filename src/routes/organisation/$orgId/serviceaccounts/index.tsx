import { createFileRoute } from '@tanstack/react-router';
import { ServiceAccountsScreen } from '../../../../features/service-accounts/service-accounts-screen';
import { serviceAccountListQuery } from '../../../../features/service-accounts/service-accounts-queries';
import { validateGridSearch } from '../../../../lib/grid-search';

export const Route = createFileRoute('/organisation/$orgId/serviceaccounts/')({
  validateSearch: validateGridSearch,
  // Grids show their own load failure (an Error modal whose OK refreshes), so the loader only prefetches.
  loader: ({ context, params }) => context.queryClient.prefetchQuery(serviceAccountListQuery(params.orgId)),
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <ServiceAccountsScreen orgId={orgId} />;
}
