import { createFileRoute, lazyRouteComponent, type ErrorComponentProps } from '@tanstack/react-router';
import { pathIds } from '#/api/path-ids.gen';
import { siteNodesQuery } from '#/api/queries/organisation-values';
import { contractIds } from '#/app/guards';
import { RouteErrorScreen } from '#/app/route-error';
import { withScreen } from '#/app/route-screen';
import { useT } from '#/components/i18n/i18n-context';
import { serviceAccountMessages } from '#/features/service-accounts/service-account-rules';
import { serviceAccountQuery } from '#/features/service-accounts/service-accounts-queries';

const ServiceAccountEditScreen = lazyRouteComponent(
  () => import('#/features/service-accounts/service-account-edit-screen'),
  'ServiceAccountEditScreen',
);

export const Route = createFileRoute('/organisation/$orgId/serviceaccounts/edit/$id')({
  staticData: {
    title: 'shell.route.editServiceAccount',
    record: 'serviceAccount',
    access: 'organisationAdmin',
    messages: ['records', 'serviceAccounts'],
  },
  params: contractIds({ id: pathIds['/api/organisation/{orgId}/serviceaccounts/{id}'].id }),
  loader: ({ context, params }) => {
    // The site nodes load alongside (the picker shows its own failure); the account is needed to show the page.
    void context.queryClient.prefetchQuery(siteNodesQuery(params.orgId));
    return withScreen(
      ServiceAccountEditScreen,
      context.queryClient.ensureQueryData(serviceAccountQuery(params.orgId, params.id)),
    );
  },
  errorComponent: ServiceAccountLoadFailed,
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId, id } = Route.useParams();
  return <ServiceAccountEditScreen key={`${orgId}/${id}`} orgId={orgId} id={id} />;
}

/** SPEC 8's message of the screen for a failed load, in the console's language. */
function ServiceAccountLoadFailed(props: ErrorComponentProps) {
  const t = useT('serviceAccounts');
  return <RouteErrorScreen {...props} loadFailedMessage={t(serviceAccountMessages.load)} />;
}
