import { createFileRoute } from '@tanstack/react-router';
import { userFirstRowsQuery, userListQuery } from '../../../api/queries/users';
import { FIRST_ROWS } from '../../../components/data-grid/use-first-rows';
import { opensOnFirstRows } from '../../../components/data-grid/use-grid-query';
import { UsersScreen } from '../../../features/users/users-screen';
import { validateGridSearch } from '../../../lib/grid-search';

export const Route = createFileRoute('/admin/users/')({
  staticData: { title: 'shell.route.users', grid: true, order: 5 },
  validateSearch: validateGridSearch,
  // Grids show their own loading and load failure (an Error modal whose OK refreshes): the loader starts the call and
  // the screen does not wait for it (its toolbar paints meanwhile; 20,000 rows then only fill the grid).
  // At 100,000 users, the list's first rows come first when the grid opens on the list's own order (useGridQuery).
  loader: ({ context: { queryClient }, location, cause }) => {
    const list = userListQuery();
    const { q, order } = validateGridSearch(location.search);
    // (Not when the grid changes its own view: it opened already.)
    const first = cause !== 'stay' && opensOnFirstRows(queryClient, list.queryKey, { q, sort: order });
    void queryClient.prefetchQuery(first ? userFirstRowsQuery(FIRST_ROWS) : list);
  },
  component: UsersScreen,
});
