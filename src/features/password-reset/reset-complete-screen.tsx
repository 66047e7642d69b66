import { IconCircleCheck } from '@tabler/icons-react';
import { PublicNotice } from '../../components/public-card/public-notice';

/** Password Reset Complete (/resetpassword/complete, SPEC 2.6): the notice with a Login button. */
export function ResetCompleteScreen() {
  return (
    <PublicNotice
      icon={<IconCircleCheck size={48} color="var(--mantine-color-green-6)" aria-hidden />}
      title="Reset Complete"
    >
      You have successfully changed your password.
    </PublicNotice>
  );
}
