import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';
import { profileQuery } from '#/features/users/users-queries';

const ProfileScreen = lazyRouteComponent(() => import('#/features/users/profile-screen'), 'ProfileScreen');

// SPEC 2.6 Edit My Profile: signed-in users only.
export const Route = createFileRoute('/profile/')({
  staticData: {
    title: 'shell.route.editMyProfile',
    access: 'signedIn',
    breadcrumb: 'none',
    order: 2,
    messages: ['users'],
  },
  loader: ({ context }) => withScreen(ProfileScreen, context.queryClient.ensureQueryData(profileQuery())),
  component: ProfileScreen,
});
