import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';

const ConfirmEmailScreen = lazyRouteComponent(
  () => import('#/features/users/confirm-email-screen'),
  'ConfirmEmailScreen',
);

// The link mailed to a new email of the own profile (beyond SPEC 2.1, docs/deviations.md): signed-in users only,
// without a breadcrumb, as /profile.
export const Route = createFileRoute('/profile/confirmemail/$token/$email')({
  staticData: {
    title: 'shell.route.confirmEmail',
    access: 'signedIn',
    breadcrumb: 'none',
    messages: ['users'],
  },
  loader: () => withScreen(ConfirmEmailScreen),
  component: RouteComponent,
});

function RouteComponent() {
  const { token, email } = Route.useParams();
  return <ConfirmEmailScreen key={`${token}/${email}`} token={token} email={email} />;
}
