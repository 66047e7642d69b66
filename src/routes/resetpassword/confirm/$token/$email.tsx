import { createFileRoute } from '@tanstack/react-router';
import { ResetConfirmScreen } from '#/features/password-reset/reset-confirm-screen';

// SPEC 2.1: /resetpassword/confirm/:token/:email, not exact (see $email/$.tsx for trailing segments).
export const Route = createFileRoute('/resetpassword/confirm/$token/$email')({
  staticData: {
    title: 'shell.route.confirmReset',
    access: 'anonymous',
    breadcrumb: 'none',
    messages: ['passwordReset'],
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { token, email } = Route.useParams();
  return <ResetConfirmScreen key={`${token}/${email}`} token={token} email={email} />;
}
