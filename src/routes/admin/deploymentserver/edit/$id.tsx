import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';
import { deploymentServerListQuery } from '#/features/servers/servers-queries';

const DeploymentServerEditScreen = lazyRouteComponent(
  () => import('#/features/servers/deployment-server-edit-screen'),
  'DeploymentServerEditScreen',
);

export const Route = createFileRoute('/admin/deploymentserver/edit/$id')({
  staticData: {
    title: 'shell.route.editDeploymentServer',
    access: 'superUser',
    section: 'shell.route.deploymentServer',
    messages: ['servers'],
  },
  // There is no single fetch of a deployment server: the list is loaded and the page picks the id.
  loader: ({ context }) =>
    withScreen(DeploymentServerEditScreen, context.queryClient.ensureQueryData(deploymentServerListQuery())),
  component: RouteComponent,
});

function RouteComponent() {
  const { id } = Route.useParams();
  return <DeploymentServerEditScreen key={id} id={id} />;
}
