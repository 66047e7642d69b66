import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { userListQuery } from '#/api/queries/users';
import { withScreen } from '#/app/route-screen';
import { validateGridSearch } from '#/lib/grid-search';

const UsersScreen = lazyRouteComponent(() => import('#/features/users/users-screen'), 'UsersScreen');

export const Route = createFileRoute('/admin/users/')({
  staticData: { title: 'shell.route.users', access: 'superUser', grid: true, order: 5, messages: ['users'] },
  validateSearch: validateGridSearch,
  // Grids show their own loading and load failure (an Error modal whose OK refreshes): the loader starts the call and
  // the screen does not wait for it (its toolbar paints meanwhile; 20,000 rows then only fill the grid).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(userListQuery());
    return withScreen(UsersScreen);
  },
  component: UsersScreen,
});
