import { createFileRoute, lazyRouteComponent, type ErrorComponentProps } from '@tanstack/react-router';
import { pathIds } from '#/api/path-ids.gen';
import { contractIds } from '#/app/guards';
import { RouteErrorScreen } from '#/app/route-error';
import { withScreen } from '#/app/route-screen';
import { useT } from '#/components/i18n/i18n-context';
import { permissionGroupMessages } from '#/features/permission-groups/permission-group-rules';
import { permissionGroupQuery } from '#/features/permission-groups/permission-groups-queries';

const PermissionGroupEditScreen = lazyRouteComponent(
  () => import('#/features/permission-groups/permission-group-edit-screen'),
  'PermissionGroupEditScreen',
);

export const Route = createFileRoute('/organisation/$orgId/permissiongroups/edit/$id')({
  staticData: {
    title: 'shell.route.editPermissionGroup',
    record: 'permissionGroup',
    access: 'organisationAdmin',
    messages: ['permissionGroups', 'records'],
  },
  params: contractIds({ id: pathIds['/api/organisation/{orgId}/userpermissiongroup/{id}'].id }),
  loader: ({ context, params }) =>
    withScreen(
      PermissionGroupEditScreen,
      context.queryClient.ensureQueryData(permissionGroupQuery(params.orgId, params.id)),
    ),
  errorComponent: PermissionGroupLoadFailed,
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId, id } = Route.useParams();
  return <PermissionGroupEditScreen key={`${orgId}/${id}`} orgId={orgId} id={id} />;
}

/** SPEC 8's message of the screen for a failed load, in the console's language. */
function PermissionGroupLoadFailed(props: ErrorComponentProps) {
  const t = useT('permissionGroups');
  return <RouteErrorScreen {...props} loadFailedMessage={t(permissionGroupMessages.load)} />;
}
