import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';
import { organisationProfileQuery } from '#/features/organisation-profile/organisation-profile-queries';

const OrganisationProfileScreen = lazyRouteComponent(
  () => import('#/features/organisation-profile/organisation-profile-screen'),
  'OrganisationProfileScreen',
);

export const Route = createFileRoute('/organisation/$orgId/profile')({
  staticData: {
    title: 'shell.route.organisationProfile',
    access: 'organisationAdmin',
    order: 9,
    messages: ['organisationProfile'],
  },
  loader: ({ context, params }) =>
    withScreen(OrganisationProfileScreen, context.queryClient.ensureQueryData(organisationProfileQuery(params.orgId))),
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <OrganisationProfileScreen key={orgId} orgId={orgId} />;
}
