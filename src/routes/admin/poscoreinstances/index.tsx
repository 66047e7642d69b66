import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';
import { posCoreInstanceListQuery } from '#/features/servers/servers-queries';
import { validateGridSearch } from '#/lib/grid-search';

const PosCoreInstancesScreen = lazyRouteComponent(
  () => import('#/features/servers/pos-core-instances-screen'),
  'PosCoreInstancesScreen',
);

export const Route = createFileRoute('/admin/poscoreinstances/')({
  staticData: {
    title: 'shell.route.posCoreInstances',
    access: 'superUser',
    grid: true,
    order: 2,
    messages: ['servers'],
  },
  validateSearch: validateGridSearch,
  // Grids show their own loading and load failure (an Error modal whose OK refreshes): the loader starts the call and
  // the screen does not wait for it (its toolbar paints meanwhile; 20,000 rows then only fill the grid).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(posCoreInstanceListQuery());
    return withScreen(PosCoreInstancesScreen);
  },
  component: PosCoreInstancesScreen,
});
