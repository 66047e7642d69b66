import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '#/features/users/profile-screen';
import { profileQuery } from '#/features/users/users-queries';

// SPEC 2.6 Edit My Profile: signed-in users only.
export const Route = createFileRoute('/profile/')({
  staticData: {
    title: 'shell.route.editMyProfile',
    access: 'signedIn',
    breadcrumb: 'none',
    order: 2,
    messages: ['users'],
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQuery()),
  component: ProfileScreen,
});
