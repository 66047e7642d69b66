import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { LinkValidationCard } from '#/components/link-validation/link-validation-card';
import { invitationCheckQuery } from './invitation-acceptance-queries';
import { INVALID_INVITATION_MESSAGE, isInvitationLinkUsable } from './invitation-rules';

/**
 * Validate Invitation (/invitations/validate/{token}/{email}, SPEC 2.6, 4): shows "Validating..." while
 * `POST invitations/validate` runs. Result Ok_NewUser -> the accept form; any other success posts an accept with
 * placeholder values and goes to /invitations/approved; an error shows its message, and a failed check offers Try
 * again (the same check once more). Token and email come decoded from the URL and are only ever rendered as text.
 */
export function InvitationValidateScreen({ token, email }: { token: string; email: string }) {
  const t = useT('errors', 'invitationAcceptance');
  const navigate = useNavigate();
  const usable = isInvitationLinkUsable(token, email);
  const check = useQuery({ ...invitationCheckQuery(token, email), enabled: usable });

  useEffect(() => {
    if (check.data === 'newUser') {
      void navigate({ to: '/invitations/accept/$token/$email', params: { token, email }, replace: true });
    } else if (check.data === 'accepted') {
      void navigate({ to: '/invitations/approved', replace: true });
    }
  }, [check.data, navigate, token, email]);

  return (
    <LinkValidationCard
      title={t('invitationAcceptance.validate.title')}
      usable={usable}
      invalidMessage={t(INVALID_INVITATION_MESSAGE)}
      check={check}
      // When a failure carries no message at all.
      failedMessage={t('invitationAcceptance.validate.failed')}
    />
  );
}
