import { createFileRoute } from '@tanstack/react-router';
import { ResetRequestScreen } from '#/features/password-reset/reset-request-screen';

// SPEC 2.6 Password Reset Request: anonymous visitors too.
export const Route = createFileRoute('/resetpassword/')({
  staticData: {
    title: 'shell.route.resetPassword',
    access: 'anonymous',
    breadcrumb: 'none',
    messages: ['passwordReset'],
  },
  component: ResetRequestScreen,
});
