import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';
import { monthlyStatisticsQuery } from '#/features/statistics/statistics-queries';
import { validateStatisticsSearch } from '#/features/statistics/statistics-search';

const StatisticsScreen = lazyRouteComponent(
  () => import('#/features/statistics/statistics-screen'),
  'StatisticsScreen',
);

export const Route = createFileRoute('/admin/statistics/')({
  staticData: { title: 'shell.route.statistics', access: 'superUser', order: 12, messages: ['statistics'] },
  validateSearch: validateStatisticsSearch,
  loaderDeps: ({ search }) => ({ month: search.month }),
  // No month, no call (SPEC 5); failures show on the page, so the loader only prefetches.
  loader: ({ context, deps }) =>
    withScreen(
      StatisticsScreen,
      deps.month ? context.queryClient.prefetchQuery(monthlyStatisticsQuery(deps.month)) : undefined,
    ),
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
