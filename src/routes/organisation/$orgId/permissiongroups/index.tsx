import { createFileRoute } from '@tanstack/react-router';
import { PermissionGroupsScreen } from '../../../../features/permission-groups/permission-groups-screen';
import { permissionGroupListQuery } from '../../../../features/permission-groups/permission-groups-queries';
import { validateGridSearch } from '../../../../lib/grid-search';

export const Route = createFileRoute('/organisation/$orgId/permissiongroups/')({
  validateSearch: validateGridSearch,
  // Grids show their own load failure (an Error modal whose OK refreshes), so the loader only prefetches.
  loader: ({ context, params }) => context.queryClient.prefetchQuery(permissionGroupListQuery(params.orgId)),
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <PermissionGroupsScreen orgId={orgId} />;
}
