import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminSummaryQuery } from '#/api/queries/admin-summary';
import { withScreen } from '#/app/route-screen';

const AdminSummaryScreen = lazyRouteComponent(
  () => import('#/features/admin-summary/admin-summary-screen'),
  'AdminSummaryScreen',
);

export const Route = createFileRoute('/admin/')({
  staticData: {
    title: 'shell.route.administration',
    access: 'superUser',
    order: 1,
    messages: ['adminSummary', 'records'],
  },
  // The summary shows its own load failure (the error state, SPEC 2.4), so the loader only prefetches; always
  // afresh, so counts changed on another admin screen show at once.
  loader: ({ context }) =>
    withScreen(AdminSummaryScreen, context.queryClient.prefetchQuery({ ...adminSummaryQuery(), staleTime: 0 })),
  component: AdminSummaryScreen,
});
