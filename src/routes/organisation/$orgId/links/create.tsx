import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { siteNodesQuery, userValuesQuery } from '#/api/queries/organisation-values';
import { withScreen } from '#/app/route-screen';
import { permissionGroupLookupQuery } from '#/features/access/access-queries';

const LinkCreateScreen = lazyRouteComponent(() => import('#/features/access/link-edit-screen'), 'LinkCreateScreen');

export const Route = createFileRoute('/organisation/$orgId/links/create')({
  staticData: {
    title: 'shell.route.addAccess',
    access: 'organisationAdmin',
    order: 3,
    messages: ['access', 'records'],
  },
  // Every list of this page shows its own failure, so the loader only prefetches.
  loader: ({ context, params }) =>
    withScreen(
      LinkCreateScreen,
      Promise.all([
        context.queryClient.prefetchQuery(permissionGroupLookupQuery(params.orgId)),
        context.queryClient.prefetchQuery(userValuesQuery(params.orgId)),
        context.queryClient.prefetchQuery(siteNodesQuery(params.orgId)),
      ]),
    ),
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <LinkCreateScreen key={orgId} orgId={orgId} />;
}
