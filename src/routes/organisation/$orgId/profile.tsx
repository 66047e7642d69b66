import { createFileRoute } from '@tanstack/react-router';
import { organisationProfileQuery } from '#/features/organisation-profile/organisation-profile-queries';
import { OrganisationProfileScreen } from '#/features/organisation-profile/organisation-profile-screen';

export const Route = createFileRoute('/organisation/$orgId/profile')({
  staticData: {
    title: 'shell.route.organisationProfile',
    access: 'organisationAdmin',
    order: 9,
    messages: ['organisationProfile'],
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(organisationProfileQuery(params.orgId)),
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId } = Route.useParams();
  return <OrganisationProfileScreen key={orgId} orgId={orgId} />;
}
