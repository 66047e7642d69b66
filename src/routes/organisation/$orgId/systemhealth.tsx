import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';
import { systemHealthTreeQuery } from '#/features/system-health/system-health-queries';

const SystemHealthScreen = lazyRouteComponent(
  () => import('#/features/system-health/system-health-screen'),
  'SystemHealthScreen',
);

export const Route = createFileRoute('/organisation/$orgId/systemhealth')({
  staticData: { title: 'shell.route.systemHealth', access: 'organisationAdmin', order: 12, messages: ['systemHealth'] },
  // The screen shows a failed load itself (error state with Retry), so the loader only prefetches.
  loader: ({ context, params }) =>
    withScreen(SystemHealthScreen, context.queryClient.prefetchQuery(systemHealthTreeQuery(params.orgId))),
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <SystemHealthScreen key={orgId} orgId={orgId} />;
}
