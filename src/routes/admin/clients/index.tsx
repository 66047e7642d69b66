import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';
import { clientListQuery } from '#/features/clients/clients-queries';
import { validateGridSearch } from '#/lib/grid-search';

const ClientsScreen = lazyRouteComponent(() => import('#/features/clients/clients-screen'), 'ClientsScreen');

export const Route = createFileRoute('/admin/clients/')({
  staticData: { title: 'shell.route.clients', access: 'superUser', grid: true, order: 4, messages: ['clients'] },
  validateSearch: validateGridSearch,
  // Grids show their own loading and load failure (an Error modal whose OK refreshes): the loader starts the call and
  // the screen does not wait for it (its toolbar paints meanwhile; 20,000 rows then only fill the grid).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(clientListQuery());
    return withScreen(ClientsScreen);
  },
  component: ClientsScreen,
});
