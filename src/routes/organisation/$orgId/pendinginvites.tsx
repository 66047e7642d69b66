import { createFileRoute } from '@tanstack/react-router';
import { PendingInvitesScreen } from '../../../features/access/pending-invites-screen';
import { inviteListQuery } from '../../../features/access/access-queries';
import { validateGridSearch } from '../../../lib/grid-search';

export const Route = createFileRoute('/organisation/$orgId/pendinginvites')({
  validateSearch: validateGridSearch,
  // Grids show their own load failure (an Error modal whose OK refreshes), so the loader only prefetches.
  loader: ({ context, params }) => context.queryClient.prefetchQuery(inviteListQuery(params.orgId)),
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <PendingInvitesScreen key={orgId} orgId={orgId} />;
}
