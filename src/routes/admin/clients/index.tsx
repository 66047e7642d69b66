import { createFileRoute } from '@tanstack/react-router';
import { clientListQuery } from '#/features/clients/clients-queries';
import { ClientsScreen } from '#/features/clients/clients-screen';
import { validateGridSearch } from '#/lib/grid-search';

export const Route = createFileRoute('/admin/clients/')({
  staticData: { title: 'shell.route.clients', access: 'superUser', grid: true, order: 4, messages: ['clients'] },
  validateSearch: validateGridSearch,
  // Grids show their own loading and load failure (an Error modal whose OK refreshes): the loader starts the call and
  // the screen does not wait for it (its toolbar paints meanwhile; 20,000 rows then only fill the grid).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(clientListQuery());
  },
  component: ClientsScreen,
});
