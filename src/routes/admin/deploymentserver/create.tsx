import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';
import { deploymentServerListQuery } from '#/features/servers/servers-queries';

const DeploymentServerCreateScreen = lazyRouteComponent(
  () => import('#/features/servers/deployment-server-edit-screen'),
  'DeploymentServerCreateScreen',
);

export const Route = createFileRoute('/admin/deploymentserver/create')({
  staticData: {
    title: 'shell.route.createDeploymentServer',
    access: 'superUser',
    section: 'shell.route.deploymentServer',
    order: 7,
    messages: ['servers'],
  },
  // The service has one deployment server: the page asks the list afresh (one deleted or added a moment ago counts).
  loader: ({ context }) =>
    withScreen(
      DeploymentServerCreateScreen,
      context.queryClient.fetchQuery({ ...deploymentServerListQuery(), staleTime: 0 }),
    ),
  component: DeploymentServerCreateScreen,
});
