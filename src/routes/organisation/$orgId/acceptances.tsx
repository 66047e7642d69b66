import { createFileRoute } from '@tanstack/react-router';
import { siteNodesQuery } from '#/api/queries/organisation-values';
import { acceptancesTreeQuery } from '#/features/acceptances/acceptances-queries';
import { AcceptancesScreen } from '#/features/acceptances/acceptances-screen';

export const Route = createFileRoute('/organisation/$orgId/acceptances')({
  staticData: {
    title: 'shell.route.installVersions',
    access: 'organisationAdmin',
    order: 11,
    messages: ['acceptances', 'records'],
  },
  // The screen shows its own load failures ("Unable to fetch acceptances", "Unable to fetch nodes").
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.prefetchQuery(acceptancesTreeQuery(params.orgId)),
      context.queryClient.prefetchQuery(siteNodesQuery(params.orgId)),
    ]),
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <AcceptancesScreen key={orgId} orgId={orgId} />;
}
