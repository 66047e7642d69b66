import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../app/guards';
import { profileQuery } from '../features/account/account-queries';
import { ProfileScreen } from '../features/account/profile-screen';

// SPEC 2.6 Edit My Profile: signed-in users only.
export const Route = createFileRoute('/profile')({
  staticData: { title: 'shell.route.editMyProfile', breadcrumb: 'none', order: 2, messages: ['account'] },
  beforeLoad: ({ context }) => {
    requireSession(context);
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQuery()),
  component: ProfileScreen,
});
