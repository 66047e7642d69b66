import { createFileRoute } from '@tanstack/react-router';
import { DeploymentServerCreateScreen } from '../../../features/servers/deployment-server-edit-screen';

export const Route = createFileRoute('/admin/deploymentserver/create')({
  staticData: {
    title: 'shell.route.createDeploymentServer',
    access: 'superUser',
    section: 'shell.route.deploymentServer',
    order: 7,
    messages: ['servers'],
  },
  component: DeploymentServerCreateScreen,
});
