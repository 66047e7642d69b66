import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';

const InvitationValidateScreen = lazyRouteComponent(
  () => import('#/features/invitation-acceptance/invitation-validate-screen'),
  'InvitationValidateScreen',
);

// SPEC 2.6 Validate Invitation: anonymous visitors too (the router decodes the token and email).
export const Route = createFileRoute('/invitations/validate/$token/$email')({
  staticData: {
    title: 'shell.route.validateInvitation',
    access: 'anonymous',
    breadcrumb: 'none',
    messages: ['invitationAcceptance'],
  },
  loader: () => withScreen(InvitationValidateScreen),
  component: RouteComponent,
});

function RouteComponent() {
  const { token, email } = Route.useParams();
  return <InvitationValidateScreen key={`${token}/${email}`} token={token} email={email} />;
}
