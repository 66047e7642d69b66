import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';
import { consentDocumentsQuery } from '#/features/invitation-acceptance/invitation-acceptance-queries';

const InvitationAcceptScreen = lazyRouteComponent(
  () => import('#/features/invitation-acceptance/invitation-accept-screen'),
  'InvitationAcceptScreen',
);

// SPEC 2.6 Accept Invitation: anonymous visitors too. The screen shows a failed consent document load itself.
export const Route = createFileRoute('/invitations/accept/$token/$email')({
  staticData: {
    title: 'shell.route.acceptInvitation',
    access: 'anonymous',
    breadcrumb: 'none',
    messages: ['invitationAcceptance'],
  },
  loader: ({ context }) =>
    withScreen(InvitationAcceptScreen, context.queryClient.prefetchQuery(consentDocumentsQuery())),
  component: RouteComponent,
});

function RouteComponent() {
  const { token, email } = Route.useParams();
  return <InvitationAcceptScreen key={`${token}/${email}`} token={token} email={email} />;
}
