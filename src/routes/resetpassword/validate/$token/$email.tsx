import { createFileRoute } from '@tanstack/react-router';
import { ResetValidateScreen } from '#/features/password-reset/reset-validate-screen';

// SPEC 2.1: /resetpassword/validate/:token/:email, not exact (see $email/$.tsx for trailing segments).
export const Route = createFileRoute('/resetpassword/validate/$token/$email')({
  staticData: {
    title: 'shell.route.validatingReset',
    access: 'anonymous',
    breadcrumb: 'none',
    messages: ['passwordReset'],
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { token, email } = Route.useParams();
  return <ResetValidateScreen key={`${token}/${email}`} token={token} email={email} />;
}
