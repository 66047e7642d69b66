import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorScreen } from '../../../../../app/route-error';
import { PermissionGroupEditScreen } from '../../../../../features/permission-groups/permission-group-edit-screen';
import { permissionGroupQuery } from '../../../../../features/permission-groups/permission-groups-queries';
import { permissionGroupMessages } from '../../../../../lib/permission-group-rules';

export const Route = createFileRoute('/organisation/$orgId/permissiongroups/edit/$id')({
  staticData: { title: 'shell.route.editPermissionGroup' },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(permissionGroupQuery(params.orgId, params.id)),
  errorComponent: (props) => <RouteErrorScreen {...props} loadFailedMessage={permissionGroupMessages.load} />,
  component: RouteComponent,
});

function RouteComponent() {
  const { orgId, id } = Route.useParams();
  return <PermissionGroupEditScreen key={`${orgId}/${id}`} orgId={orgId} id={id} />;
}
