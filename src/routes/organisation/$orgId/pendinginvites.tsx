import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';
import { inviteListQuery } from '#/features/access/access-queries';
import { validateGridSearch } from '#/lib/grid-search';

const PendingInvitesScreen = lazyRouteComponent(
  () => import('#/features/access/pending-invites-screen'),
  'PendingInvitesScreen',
);

export const Route = createFileRoute('/organisation/$orgId/pendinginvites')({
  staticData: {
    title: 'shell.route.pendingInvitations',
    access: 'organisationAdmin',
    grid: true,
    order: 8,
    messages: ['access'],
  },
  validateSearch: validateGridSearch,
  // Grids show their own loading and load failure (an Error modal whose OK refreshes): the loader starts the call and
  // the screen does not wait for it (its toolbar paints meanwhile; 20,000 rows then only fill the grid).
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(inviteListQuery(params.orgId));
    return withScreen(PendingInvitesScreen);
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <PendingInvitesScreen key={orgId} orgId={orgId} />;
}
