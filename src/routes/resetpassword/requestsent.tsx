import { createFileRoute } from '@tanstack/react-router';
import { ResetRequestSentScreen } from '#/features/password-reset/reset-request-sent-screen';

// SPEC 2.6 Reset sent notice.
export const Route = createFileRoute('/resetpassword/requestsent')({
  staticData: {
    title: 'shell.route.resetRequested',
    access: 'anonymous',
    breadcrumb: 'none',
    messages: ['passwordReset'],
  },
  component: ResetRequestSentScreen,
});
