import { createFileRoute } from '@tanstack/react-router';
import { userListQuery } from '../../../api/queries/users';
import { ImportUsersScreen } from '../../../features/users/import-users-screen';

export const Route = createFileRoute('/admin/users/import')({
  staticData: { title: 'shell.route.importUsers', access: 'superUser', messages: ['users'] },
  // The preview matches the file's emails with the users there are: their list starts loading with the page.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(userListQuery());
  },
  component: ImportUsersScreen,
});
