import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';

const ResetConfirmScreen = lazyRouteComponent(
  () => import('#/features/password-reset/reset-confirm-screen'),
  'ResetConfirmScreen',
);

// SPEC 2.1: /resetpassword/confirm/:token/:email, not exact (see $email/$.tsx for trailing segments).
export const Route = createFileRoute('/resetpassword/confirm/$token/$email')({
  staticData: {
    title: 'shell.route.confirmReset',
    access: 'anonymous',
    breadcrumb: 'none',
    messages: ['passwordReset'],
  },
  loader: () => withScreen(ResetConfirmScreen),
  component: RouteComponent,
});

function RouteComponent() {
  const { token, email } = Route.useParams();
  return <ResetConfirmScreen key={`${token}/${email}`} token={token} email={email} />;
}
