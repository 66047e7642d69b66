import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authorisationsQuery } from '#/api/queries/authorisations';
import { withScreen } from '#/app/route-screen';
import { childAuthorisationsQuery } from '#/features/authorisations/authorisations-queries';

const AuthorisationsScreen = lazyRouteComponent(
  () => import('#/features/authorisations/authorisations-screen'),
  'AuthorisationsScreen',
);

export const Route = createFileRoute('/organisation/$orgId/authorisations')({
  staticData: {
    title: 'shell.route.versionAuthorisation',
    access: 'organisationAdmin',
    order: 10,
    messages: ['authorisations', 'records'],
  },
  // The screen shows its own load failures (error state, SPEC 8 message), so the loader only prefetches.
  loader: ({ context, params }) =>
    withScreen(
      AuthorisationsScreen,
      Promise.all([
        context.queryClient.prefetchQuery(authorisationsQuery(params.orgId)),
        context.queryClient.prefetchQuery(childAuthorisationsQuery(params.orgId)),
      ]),
    ),
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <AuthorisationsScreen key={orgId} orgId={orgId} />;
}
