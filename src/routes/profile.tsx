import { createFileRoute } from '@tanstack/react-router';
import { profileQuery } from '../features/account/account-queries';
import { ProfileScreen } from '../features/account/profile-screen';

// SPEC 2.6 Edit My Profile: signed-in users only.
export const Route = createFileRoute('/profile')({
  staticData: {
    title: 'shell.route.editMyProfile',
    access: 'signedIn',
    breadcrumb: 'none',
    order: 2,
    messages: ['account'],
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQuery()),
  component: ProfileScreen,
});
