import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';
import { integrationServerListQuery } from '#/features/servers/servers-queries';
import { validateGridSearch } from '#/lib/grid-search';

const IntegrationServersScreen = lazyRouteComponent(
  () => import('#/features/servers/integration-servers-screen'),
  'IntegrationServersScreen',
);

export const Route = createFileRoute('/admin/integrationserver/')({
  staticData: {
    title: 'shell.route.integrationServerInstances',
    access: 'superUser',
    grid: true,
    order: 8,
    messages: ['records', 'servers'],
  },
  validateSearch: validateGridSearch,
  // Grids show their own loading and load failure (an Error modal whose OK refreshes): the loader starts the call and
  // the screen does not wait for it (its toolbar paints meanwhile; 20,000 rows then only fill the grid).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(integrationServerListQuery());
    return withScreen(IntegrationServersScreen);
  },
  component: IntegrationServersScreen,
});
