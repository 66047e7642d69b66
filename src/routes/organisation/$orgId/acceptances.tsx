import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { siteNodesQuery } from '#/api/queries/organisation-values';
import { withScreen } from '#/app/route-screen';
import { acceptancesTreeQuery } from '#/features/acceptances/acceptances-queries';

const AcceptancesScreen = lazyRouteComponent(
  () => import('#/features/acceptances/acceptances-screen'),
  'AcceptancesScreen',
);

export const Route = createFileRoute('/organisation/$orgId/acceptances')({
  staticData: {
    title: 'shell.route.installVersions',
    access: 'organisationAdmin',
    order: 11,
    messages: ['acceptances', 'records'],
  },
  // The screen shows its own load failures ("Unable to fetch acceptances", "Unable to fetch nodes").
  loader: ({ context, params }) =>
    withScreen(
      AcceptancesScreen,
      Promise.all([
        context.queryClient.prefetchQuery(acceptancesTreeQuery(params.orgId)),
        context.queryClient.prefetchQuery(siteNodesQuery(params.orgId)),
      ]),
    ),
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <AcceptancesScreen key={orgId} orgId={orgId} />;
}
