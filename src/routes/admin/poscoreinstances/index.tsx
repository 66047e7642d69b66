import { createFileRoute } from '@tanstack/react-router';
import { PosCoreInstancesScreen } from '../../../features/servers/pos-core-instances-screen';
import { posCoreInstanceListQuery } from '../../../features/servers/servers-queries';
import { validateGridSearch } from '../../../lib/grid-search';

export const Route = createFileRoute('/admin/poscoreinstances/')({
  validateSearch: validateGridSearch,
  // Grids show their own load failure (an Error modal whose OK refreshes), so the loader only prefetches.
  loader: ({ context }) => context.queryClient.prefetchQuery(posCoreInstanceListQuery()),
  component: PosCoreInstancesScreen,
});
