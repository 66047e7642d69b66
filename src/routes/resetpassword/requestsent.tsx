import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';

const ResetRequestSentScreen = lazyRouteComponent(
  () => import('#/features/password-reset/reset-request-sent-screen'),
  'ResetRequestSentScreen',
);

// SPEC 2.6 Reset sent notice.
export const Route = createFileRoute('/resetpassword/requestsent')({
  staticData: {
    title: 'shell.route.resetRequested',
    access: 'anonymous',
    breadcrumb: 'none',
    messages: ['passwordReset'],
  },
  loader: () => withScreen(ResetRequestSentScreen),
  component: ResetRequestSentScreen,
});
