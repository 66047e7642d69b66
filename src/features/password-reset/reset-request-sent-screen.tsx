import { IconMailForward } from '@tabler/icons-react';
import { PublicNotice } from '../../components/public-card/public-notice';

/** Reset sent (/resetpassword/requestsent, SPEC 2.6): the notice with a Login button. */
export function ResetRequestSentScreen() {
  return (
    <PublicNotice
      icon={<IconMailForward size={48} color="var(--mantine-color-indigo-6)" aria-hidden />}
      title="Reset Requested"
    >
      Your password reset request has been sent. Please check your email and follow the link in it to choose a new
      password.
    </PublicNotice>
  );
}
