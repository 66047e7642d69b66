import { createFileRoute } from '@tanstack/react-router';
import { ResetCompleteScreen } from '#/features/password-reset/reset-complete-screen';

// SPEC 2.6 Password Reset Complete.
export const Route = createFileRoute('/resetpassword/complete')({
  staticData: {
    title: 'shell.route.resetComplete',
    access: 'anonymous',
    breadcrumb: 'none',
    messages: ['passwordReset'],
  },
  component: ResetCompleteScreen,
});
