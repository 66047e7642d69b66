import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { LinkValidationCard } from '#/components/link-validation/link-validation-card';
import { ButtonLink } from '#/components/router-links/router-links';
import { resetLinkCheckQuery } from './password-reset-queries';
import { INVALID_RESET_LINK_MESSAGE, isResetLinkUsable, resetConfirmLink } from './password-reset-rules';
import { resetConfirmMessages } from './reset-error-messages';

/**
 * Validating a reset link (/resetpassword/validate/{token}/{email}, not exact; SPEC 2.1, 4): `POST
 * passwordreset/validate {email, token}`, then on to /resetpassword/confirm/{token}/{email}. Errors use the confirm
 * screen's catalogue (SPEC 8), with a way to send a new request (and Try again: the same check once more). Token
 * and email are only rendered as text.
 */
export function ResetValidateScreen({ token, email }: { token: string; email: string }) {
  const t = useT('passwordReset', 'errors');
  const navigate = useNavigate();
  const usable = isResetLinkUsable(token, email);
  const check = useQuery({ ...resetLinkCheckQuery(token, email), enabled: usable });

  useEffect(() => {
    if (check.isSuccess) {
      void navigate({ ...resetConfirmLink(token, email), replace: true });
    }
  }, [check.isSuccess, navigate, token, email]);

  return (
    <LinkValidationCard
      title={t('passwordReset.validate.title')}
      usable={usable}
      invalidMessage={t(INVALID_RESET_LINK_MESSAGE)}
      check={check}
      catalogue={resetConfirmMessages}
      // When a failure carries no message at all.
      failedMessage={t('passwordReset.validate.failed')}
      retryVariant="default"
      actions={
        <ButtonLink to="/resetpassword" variant="light">
          {t('passwordReset.sendNewRequest')}
        </ButtonLink>
      }
    />
  );
}
