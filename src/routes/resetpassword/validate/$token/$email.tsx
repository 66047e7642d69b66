import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';

const ResetValidateScreen = lazyRouteComponent(
  () => import('#/features/password-reset/reset-validate-screen'),
  'ResetValidateScreen',
);

// SPEC 2.1: /resetpassword/validate/:token/:email, not exact (see $email/$.tsx for trailing segments).
export const Route = createFileRoute('/resetpassword/validate/$token/$email')({
  staticData: {
    title: 'shell.route.validatingReset',
    access: 'anonymous',
    breadcrumb: 'none',
    messages: ['passwordReset'],
  },
  loader: () => withScreen(ResetValidateScreen),
  component: RouteComponent,
});

function RouteComponent() {
  const { token, email } = Route.useParams();
  return <ResetValidateScreen key={`${token}/${email}`} token={token} email={email} />;
}
