import { createFileRoute } from '@tanstack/react-router';
import { siteNodesQuery } from '#/api/queries/organisation-values';
import { teamListQuery } from '#/api/queries/teams';
import { permissionGroupLookupQuery } from '#/features/access/access-queries';
import { InviteScreen } from '#/features/access/invite-screen';

export const Route = createFileRoute('/organisation/$orgId/invite')({
  staticData: { title: 'shell.route.inviteUser', access: 'organisationAdmin', order: 7, messages: ['access'] },
  // Every list of this page shows its own failure, so the loader only prefetches.
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.prefetchQuery(permissionGroupLookupQuery(params.orgId)),
      context.queryClient.prefetchQuery(teamListQuery(params.orgId)),
      context.queryClient.prefetchQuery(siteNodesQuery(params.orgId)),
    ]),
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <InviteScreen key={orgId} orgId={orgId} />;
}
