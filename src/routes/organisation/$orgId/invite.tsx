import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { siteNodesQuery } from '#/api/queries/organisation-values';
import { teamListQuery } from '#/api/queries/teams';
import { withScreen } from '#/app/route-screen';
import { permissionGroupLookupQuery } from '#/features/access/access-queries';

const InviteScreen = lazyRouteComponent(() => import('#/features/access/invite-screen'), 'InviteScreen');

export const Route = createFileRoute('/organisation/$orgId/invite')({
  staticData: { title: 'shell.route.inviteUser', access: 'organisationAdmin', order: 7, messages: ['access'] },
  // Every list of this page shows its own failure, so the loader only prefetches.
  loader: ({ context, params }) =>
    withScreen(
      InviteScreen,
      Promise.all([
        context.queryClient.prefetchQuery(permissionGroupLookupQuery(params.orgId)),
        context.queryClient.prefetchQuery(teamListQuery(params.orgId)),
        context.queryClient.prefetchQuery(siteNodesQuery(params.orgId)),
      ]),
    ),
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <InviteScreen key={orgId} orgId={orgId} />;
}
