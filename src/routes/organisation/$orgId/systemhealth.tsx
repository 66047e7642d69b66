import { createFileRoute } from '@tanstack/react-router';
import { systemHealthTreeQuery } from '#/features/system-health/system-health-queries';
import { SystemHealthScreen } from '#/features/system-health/system-health-screen';

export const Route = createFileRoute('/organisation/$orgId/systemhealth')({
  staticData: { title: 'shell.route.systemHealth', access: 'organisationAdmin', order: 12, messages: ['systemHealth'] },
  // The screen shows a failed load itself (error state with Retry), so the loader only prefetches.
  loader: ({ context, params }) => context.queryClient.prefetchQuery(systemHealthTreeQuery(params.orgId)),
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <SystemHealthScreen key={orgId} orgId={orgId} />;
}
