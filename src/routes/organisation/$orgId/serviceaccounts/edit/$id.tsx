import { createFileRoute } from '@tanstack/react-router';
import { siteNodesQuery } from '../../../../../api/queries/organisation-values';
import { RouteErrorScreen } from '../../../../../app/route-error';
import { ServiceAccountEditScreen } from '../../../../../features/service-accounts/service-account-edit-screen';
import { serviceAccountQuery } from '../../../../../features/service-accounts/service-accounts-queries';
import { serviceAccountMessages } from '../../../../../lib/service-account-rules';

export const Route = createFileRoute('/organisation/$orgId/serviceaccounts/edit/$id')({
  staticData: { title: 'shell.route.editServiceAccount' },
  loader: ({ context, params }) => {
    // The site nodes load alongside (the picker shows its own failure); the account is needed to show the page.
    void context.queryClient.prefetchQuery(siteNodesQuery(params.orgId));
    return context.queryClient.ensureQueryData(serviceAccountQuery(params.orgId, params.id));
  },
  errorComponent: (props) => <RouteErrorScreen {...props} loadFailedMessage={serviceAccountMessages.load} />,
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId, id } = Route.useParams();
  return <ServiceAccountEditScreen key={`${orgId}/${id}`} orgId={orgId} id={id} />;
}
