import { IconCircleCheck } from '@tabler/icons-react';
import { PublicNotice } from '../../components/public-card/public-notice';

/** Invitation approved (/invitations/approved, SPEC 2.6): the welcome and a Login button (return url /). */
export function InvitationApprovedScreen() {
  return (
    <PublicNotice
      icon={<IconCircleCheck size={48} color="var(--mantine-color-green-6)" aria-hidden />}
      title="Invitation Approved"
    >
      Welcome, your invitation has been approved!
    </PublicNotice>
  );
}
