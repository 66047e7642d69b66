import { createFileRoute } from '@tanstack/react-router';
import { InvitationValidateScreen } from '#/features/invitation-acceptance/invitation-validate-screen';

// SPEC 2.6 Validate Invitation: anonymous visitors too (the router decodes the token and email).
export const Route = createFileRoute('/invitations/validate/$token/$email')({
  staticData: {
    title: 'shell.route.validateInvitation',
    access: 'anonymous',
    breadcrumb: 'none',
    messages: ['invitationAcceptance'],
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { token, email } = Route.useParams();
  return <InvitationValidateScreen key={`${token}/${email}`} token={token} email={email} />;
}
