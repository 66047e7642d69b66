import { createFileRoute } from '@tanstack/react-router';
import { permissionGroupListQuery } from '#/features/permission-groups/permission-groups-queries';
import { PermissionGroupsScreen } from '#/features/permission-groups/permission-groups-screen';
import { validateGridSearch } from '#/lib/grid-search';

export const Route = createFileRoute('/organisation/$orgId/permissiongroups/')({
  staticData: {
    title: 'shell.route.permissionGroups',
    access: 'organisationAdmin',
    grid: true,
    order: 6,
    messages: ['permissionGroups'],
  },
  validateSearch: validateGridSearch,
  // Grids show their own loading and load failure (an Error modal whose OK refreshes): the loader starts the call and
  // the screen does not wait for it (its toolbar paints meanwhile; 20,000 rows then only fill the grid).
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(permissionGroupListQuery(params.orgId));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <PermissionGroupsScreen orgId={orgId} />;
}
