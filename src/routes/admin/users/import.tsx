import { createFileRoute } from '@tanstack/react-router';
import { ImportUsersScreen } from '#/features/users/import-users-screen';

// No loader: the screen asks for the user list when it opens, long before its preview matches the file's emails.
export const Route = createFileRoute('/admin/users/import')({
  staticData: { title: 'shell.route.importUsers', access: 'superUser', messages: ['users'] },
  component: ImportUsersScreen,
});
