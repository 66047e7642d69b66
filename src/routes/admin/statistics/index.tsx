import { createFileRoute } from '@tanstack/react-router';
import { monthlyStatisticsQuery } from '#/features/statistics/statistics-queries';
import { StatisticsScreen } from '#/features/statistics/statistics-screen';
import { validateStatisticsSearch } from '#/features/statistics/statistics-search';

export const Route = createFileRoute('/admin/statistics/')({
  staticData: { title: 'shell.route.statistics', access: 'superUser', order: 12, messages: ['statistics'] },
  validateSearch: validateStatisticsSearch,
  loaderDeps: ({ search }) => ({ month: search.month }),
  // No month, no call (SPEC 5); failures show on the page, so the loader only prefetches.
  loader: ({ context, deps }) =>
    deps.month ? context.queryClient.prefetchQuery(monthlyStatisticsQuery(deps.month)) : undefined,
  component: RouteComponent,
});

function RouteComponent() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StatisticsScreen
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace ?? false })}
    />
  );
}
