import { IconCircleCheck } from '@tabler/icons-react';
import { useT } from '#/components/i18n/i18n-context';
import { PublicNotice } from '#/components/public-card/public-notice';

/** Password Reset Complete (/resetpassword/complete, SPEC 2.6): the notice with a Login button. */
export function ResetCompleteScreen() {
  const t = useT('passwordReset');
  return (
    <PublicNotice
      icon={<IconCircleCheck size={48} color="var(--mantine-color-green-6)" aria-hidden />}
      title={t('passwordReset.complete.title')}
    >
      {t('passwordReset.complete.text')}
    </PublicNotice>
  );
}
