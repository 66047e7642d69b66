import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '#/components/i18n/i18n-context';
import { LinkValidationCard } from '#/components/link-validation/link-validation-card';
import { ButtonLink } from '#/components/router-links/router-links';
import {
  confirmEmailMessages,
  INVALID_EMAIL_CHANGE_LINK_MESSAGE,
  isEmailChangeLinkUsable,
} from './confirm-email-rules';
import { emailChangeConfirmQuery } from './users-queries';

/**
 * Confirm Email (/profile/confirmemail/{token}/{email}, beyond SPEC 2.1: docs/deviations.md): the link mailed to the
 * new address of a profile save, opened signed in. "Confirming your new email address..." while `POST
 * api/user/profile/confirmemail {token, email}` runs, then "Your email address is now ..." with a link to the
 * profile, or the refusal's message (expired or used, someone else's address, another address than the link's) with a
 * link to the profile to save the address again, and Try again (the same call once more).
 * Token and email come decoded from the URL and are only ever rendered as text.
 */
export function ConfirmEmailScreen({ token, email }: { token: string; email: string }) {
  const t = useT('users', 'errors');
  const usable = isEmailChangeLinkUsable(token, email);
  const check = useQuery({ ...emailChangeConfirmQuery(token, email), enabled: usable });
  const toProfile = (variant: 'filled' | 'light') => (
    <ButtonLink to="/profile" variant={variant}>
      {t('users.confirmEmail.toProfile')}
    </ButtonLink>
  );
  return (
    <LinkValidationCard
      title={t('users.confirmEmail.title')}
      usable={usable}
      invalidMessage={t(INVALID_EMAIL_CHANGE_LINK_MESSAGE)}
      check={check}
      catalogue={confirmEmailMessages}
      // When a failure carries no message at all.
      failedMessage={t('users.confirmEmail.failed')}
      checkingText={t('users.confirmEmail.confirming')}
      result={
        check.isSuccess ? (
          <Stack gap="md" align="center">
            <Text role="status" ta="center" style={{ overflowWrap: 'anywhere' }}>
              {t('users.confirmEmail.done', { email: check.data.email ?? email })}
            </Text>
            {toProfile('filled')}
          </Stack>
        ) : undefined
      }
      actions={toProfile('light')}
    />
  );
}
