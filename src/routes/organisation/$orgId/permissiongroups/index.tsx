import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';
import { permissionGroupListQuery } from '#/features/permission-groups/permission-groups-queries';
import { validateGridSearch } from '#/lib/grid-search';

const PermissionGroupsScreen = lazyRouteComponent(
  () => import('#/features/permission-groups/permission-groups-screen'),
  'PermissionGroupsScreen',
);

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
    return withScreen(PermissionGroupsScreen);
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <PermissionGroupsScreen orgId={orgId} />;
}
