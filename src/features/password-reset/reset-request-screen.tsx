import { Button, Group } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as limits from '#/api/limits.gen';
import { useEditForm } from '#/components/edit-page/use-edit-form';
import { useOneCallAtATime } from '#/components/edit-page/use-one-call-at-a-time';
import { TextField } from '#/components/form-fields/text-field';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { PublicFormCard } from '#/components/public-card/public-form-card';
import { loginUrl } from '#/lib/auth-links';
import { useSendReset } from './password-reset-queries';
import { resetEmailProblem } from './password-reset-rules';
import { resetRequestMessages } from './reset-error-messages';

const EMAIL_MAX = limits.PasswordResetSendRequest.email.maxLength;

/**
 * Password Reset Request (/resetpassword, SPEC 2.6, 5, 8): an email field (structure rule of SPEC 5) with Send and
 * Cancel. `POST passwordreset/send {email}`; success -> /resetpassword/requestsent. Errors use the request screen's
 * own short codes (and SPEC 8's long ones); the email stays. Cancel returns to the login page.
 */
export function ResetRequestScreen() {
  const t = useT('passwordReset');
  const tForms = useT('forms');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const send = useSendReset();
  const oneCall = useOneCallAtATime();
  const form = useEditForm<{ email: string }>({
    initialValues: { email: '' },
    validate: { email: (email) => resetEmailProblem(tForms, email) },
    // The message waits for the first blur (or Send): no "invalid address" while it is being typed.
    validateAfterBlur: ['email'],
  });
  const [error, setError] = useState<string | null>(null);
  const address = form.values.email.trim();

  const submit = async () => {
    if (form.validate().hasErrors) return;
    await oneCall.run(async () => {
      setError(null);
      try {
        await send.mutateAsync({ body: { email: address } });
        await navigate({ to: '/resetpassword/requestsent' });
      } catch (failure) {
        // When a failure carries no message at all.
        const failed = t('passwordReset.request.failed');
        setError(errorMessage(failure, { catalogue: resetRequestMessages, emptyFallback: failed }) || failed);
      }
    });
  };

  return (
    <PublicFormCard
      label={t('passwordReset.request.title')}
      intro={t('passwordReset.request.intro')}
      onSubmit={submit}
      error={error}
    >
      <TextField
        label={t('passwordReset.request.email')}
        type="email"
        {...form.getInputProps('email')}
        onChange={(value) => {
          form.setFieldValue('email', value);
          setError(null);
        }}
        maxLength={EMAIL_MAX}
        required
        autoComplete="email"
        autoFocus
        disabled={oneCall.busy}
      />
      <Group justify="flex-end">
        <Button component="a" href={loginUrl('/')} variant="default">
          {t('passwordReset.request.cancel')}
        </Button>
        <Button
          type="submit"
          disabled={!form.isValid()}
          loading={oneCall.busy}
          leftSection={<IconSend size={16} aria-hidden />}
        >
          {t('passwordReset.request.send')}
        </Button>
      </Group>
    </PublicFormCard>
  );
}
