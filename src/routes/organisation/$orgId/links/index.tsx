import { createFileRoute } from '@tanstack/react-router';
import { LinksScreen } from '../../../../features/access/links-screen';
import { linkListQuery } from '../../../../features/access/access-queries';
import { validateGridSearch } from '../../../../lib/grid-search';

export const Route = createFileRoute('/organisation/$orgId/links/')({
  validateSearch: validateGridSearch,
  // Grids show their own load failure (an Error modal whose OK refreshes), so the loader only prefetches.
  loader: ({ context, params }) => context.queryClient.prefetchQuery(linkListQuery(params.orgId)),
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <LinksScreen key={orgId} orgId={orgId} />;
}
