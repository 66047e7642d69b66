import { IconMailForward } from '@tabler/icons-react';
import { useT } from '#/components/i18n/i18n-context';
import { PublicNotice } from '#/components/public-card/public-notice';

/** Reset sent (/resetpassword/requestsent, SPEC 2.6): the notice with a Login button. */
export function ResetRequestSentScreen() {
  const t = useT('passwordReset');
  return (
    <PublicNotice
      icon={<IconMailForward size={48} color="var(--mantine-color-indigo-6)" aria-hidden />}
      title={t('passwordReset.sent.title')}
    >
      {t('passwordReset.sent.text')}
    </PublicNotice>
  );
}
