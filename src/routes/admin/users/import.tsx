import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';

const ImportUsersScreen = lazyRouteComponent(() => import('#/features/users/import-users-screen'), 'ImportUsersScreen');

// No loader: the screen asks for the user list when it opens, long before its preview matches the file's emails.
export const Route = createFileRoute('/admin/users/import')({
  staticData: { title: 'shell.route.importUsers', access: 'superUser', messages: ['users'] },
  loader: () => withScreen(ImportUsersScreen),
  component: ImportUsersScreen,
});
