import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';

const ChangePasswordScreen = lazyRouteComponent(
  () => import('#/features/account/change-password-screen'),
  'ChangePasswordScreen',
);

interface ChangePasswordSearch {
  /** Where to return after the change; the screen accepts only a same-origin path (default /profile). */
  redirect?: string;
}

// SPEC 2.6 Change Password: signed-in users only.
export const Route = createFileRoute('/changeprofilepassword')({
  staticData: {
    title: 'shell.route.changePassword',
    access: 'signedIn',
    breadcrumb: 'none',
    order: 3,
    messages: ['account'],
  },
  validateSearch: (search: Record<string, unknown>): ChangePasswordSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  loader: () => withScreen(ChangePasswordScreen),
  component: RouteComponent,
});

function RouteComponent() {
  const { redirect } = Route.useSearch();
  return <ChangePasswordScreen redirect={redirect} />;
}
