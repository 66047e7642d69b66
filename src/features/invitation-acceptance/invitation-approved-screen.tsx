import { IconCircleCheck } from '@tabler/icons-react';
import { useT } from '#/components/i18n/i18n-context';
import { PublicNotice } from '#/components/public-card/public-notice';

/** Invitation approved (/invitations/approved, SPEC 2.6): the welcome and a Login button (return url /). */
export function InvitationApprovedScreen() {
  const t = useT('invitationAcceptance');
  return (
    <PublicNotice
      icon={<IconCircleCheck size={48} color="var(--mantine-color-green-6)" aria-hidden />}
      title={t('invitationAcceptance.approved.title')}
    >
      {t('invitationAcceptance.approved.text')}
    </PublicNotice>
  );
}
