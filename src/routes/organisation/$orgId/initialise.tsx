import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authorisationsQuery } from '#/api/queries/authorisations';
import { accessibleTeamValuesQuery } from '#/api/queries/organisation-values';
import { withScreen } from '#/app/route-screen';
import { configTemplatesQuery } from '#/features/initialise/initialise-queries';

const InitialiseScreen = lazyRouteComponent(
  () => import('#/features/initialise/initialise-screen'),
  'InitialiseScreen',
);

export const Route = createFileRoute('/organisation/$orgId/initialise')({
  staticData: { title: 'shell.route.initialiseOrganisation', access: 'organisationAdmin', messages: ['initialise'] },
  // The form shows a failed option or app list itself, so the loader only prefetches.
  loader: ({ context, params }) =>
    withScreen(
      InitialiseScreen,
      Promise.all([
        context.queryClient.prefetchQuery(accessibleTeamValuesQuery(params.orgId)),
        context.queryClient.prefetchQuery(configTemplatesQuery(params.orgId)),
        context.queryClient.prefetchQuery(authorisationsQuery(params.orgId)),
      ]),
    ),
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <InitialiseScreen key={orgId} orgId={orgId} />;
}
