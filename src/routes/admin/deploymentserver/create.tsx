import { createFileRoute } from '@tanstack/react-router';
import { DeploymentServerCreateScreen } from '#/features/servers/deployment-server-edit-screen';
import { deploymentServerListQuery } from '#/features/servers/servers-queries';

export const Route = createFileRoute('/admin/deploymentserver/create')({
  staticData: {
    title: 'shell.route.createDeploymentServer',
    access: 'superUser',
    section: 'shell.route.deploymentServer',
    order: 7,
    messages: ['servers'],
  },
  // The service has one deployment server: the page asks the list afresh (one deleted or added a moment ago counts).
  loader: ({ context }) => context.queryClient.fetchQuery({ ...deploymentServerListQuery(), staleTime: 0 }),
  component: DeploymentServerCreateScreen,
});
