import { createFileRoute } from '@tanstack/react-router';
import { ClientsScreen } from '../../../features/clients/clients-screen';
import { clientListQuery } from '../../../features/clients/clients-queries';
import { validateGridSearch } from '../../../lib/grid-search';

export const Route = createFileRoute('/admin/clients/')({
  validateSearch: validateGridSearch,
  // Grids show their own load failure (an Error modal whose OK refreshes), so the loader only prefetches.
  loader: ({ context }) => context.queryClient.prefetchQuery(clientListQuery()),
  component: ClientsScreen,
});
