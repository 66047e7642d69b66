import { createFileRoute } from '@tanstack/react-router';
import { InvitationApprovedScreen } from '#/features/invitation-acceptance/invitation-approved-screen';

// SPEC 2.6 Invitation approved: anonymous visitors too.
export const Route = createFileRoute('/invitations/approved')({
  staticData: {
    title: 'shell.route.invitationApproved',
    access: 'anonymous',
    breadcrumb: 'none',
    messages: ['invitationAcceptance'],
  },
  component: InvitationApprovedScreen,
});
