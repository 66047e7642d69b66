import { createFileRoute } from '@tanstack/react-router';
import { UsersScreen } from '../../../features/users/users-screen';
import { userListQuery } from '../../../api/queries/users';
import { validateGridSearch } from '../../../lib/grid-search';

export const Route = createFileRoute('/admin/users/')({
  validateSearch: validateGridSearch,
  // Grids show their own load failure (an Error modal whose OK refreshes), so the loader only prefetches.
  loader: ({ context }) => context.queryClient.prefetchQuery(userListQuery()),
  component: UsersScreen,
});
