import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';

const ResetCompleteScreen = lazyRouteComponent(
  () => import('#/features/password-reset/reset-complete-screen'),
  'ResetCompleteScreen',
);

// SPEC 2.6 Password Reset Complete.
export const Route = createFileRoute('/resetpassword/complete')({
  staticData: {
    title: 'shell.route.resetComplete',
    access: 'anonymous',
    breadcrumb: 'none',
    messages: ['passwordReset'],
  },
  loader: () => withScreen(ResetCompleteScreen),
  component: ResetCompleteScreen,
});
