import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';

const ResetRequestScreen = lazyRouteComponent(
  () => import('#/features/password-reset/reset-request-screen'),
  'ResetRequestScreen',
);

// SPEC 2.6 Password Reset Request: anonymous visitors too.
export const Route = createFileRoute('/resetpassword/')({
  staticData: {
    title: 'shell.route.resetPassword',
    access: 'anonymous',
    breadcrumb: 'none',
    messages: ['passwordReset'],
  },
  loader: () => withScreen(ResetRequestScreen),
  component: ResetRequestScreen,
});
