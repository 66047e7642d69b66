import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { organisationSummaryQuery } from '#/api/queries/organisations';
import { withScreen } from '#/app/route-screen';

const OrganisationSummaryScreen = lazyRouteComponent(
  () => import('#/features/organisation-summary/organisation-summary-screen'),
  'OrganisationSummaryScreen',
);

export const Route = createFileRoute('/organisation/$orgId/')({
  staticData: {
    title: 'shell.route.organisationSummary',
    access: 'organisationAdmin',
    order: 1,
    messages: ['organisationSummary', 'records'],
  },
  // The summary shows its own error state (SPEC 8), so the loader only prefetches.
  loader: ({ context, params }) =>
    withScreen(OrganisationSummaryScreen, context.queryClient.prefetchQuery(organisationSummaryQuery(params.orgId))),
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <OrganisationSummaryScreen key={orgId} orgId={orgId} />;
}
