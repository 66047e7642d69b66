import { createFileRoute } from '@tanstack/react-router';
import { UsersScreen } from '../../../features/users/users-screen';
import { userListQuery } from '../../../features/users/users-queries';

export const Route = createFileRoute('/admin/users/')({
  // Grids show their own load failure (an Error modal whose OK refreshes), so the loader only prefetches.
  loader: ({ context }) => context.queryClient.prefetchQuery(userListQuery()),
  component: UsersScreen,
});
