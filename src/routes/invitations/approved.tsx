import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withScreen } from '#/app/route-screen';

const InvitationApprovedScreen = lazyRouteComponent(
  () => import('#/features/invitation-acceptance/invitation-approved-screen'),
  'InvitationApprovedScreen',
);

// SPEC 2.6 Invitation approved: anonymous visitors too.
export const Route = createFileRoute('/invitations/approved')({
  staticData: {
    title: 'shell.route.invitationApproved',
    access: 'anonymous',
    breadcrumb: 'none',
    messages: ['invitationAcceptance'],
  },
  loader: () => withScreen(InvitationApprovedScreen),
  component: InvitationApprovedScreen,
});
