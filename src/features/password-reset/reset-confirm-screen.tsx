import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useEditForm } from '#/components/edit-page/use-edit-form';
import { PasswordFields } from '#/components/form-fields/password-fields';
import { SECRET_MUTATION_OPTIONS, useSecretSubmit } from '#/components/form-fields/use-secret-submit';
import { useT } from '#/components/i18n/i18n-context';
import { PublicFormCard } from '#/components/public-card/public-form-card';
import { ButtonLink } from '#/components/router-links/router-links';
import { newPasswordRules, type NewPasswordValues } from '#/lib/password-strength';
import { useConfirmReset } from './password-reset-queries';
import { INVALID_RESET_LINK_MESSAGE, isResetLinkUsable } from './password-reset-rules';
import { resetConfirmMessages } from './reset-error-messages';

/**
 * Confirm Reset (/resetpassword/confirm/{token}/{email}, not exact; SPEC 2.6, 5, 8): new and confirm password
 * (policy, strength meter, exact equality) with Accept. `POST passwordreset/confirm {email, token, userPassword}`;
 * success -> /resetpassword/complete. Errors use the confirm screen's codes; others are shown as received; what was
 * typed stays.
 */
export function ResetConfirmScreen({ token, email }: { token: string; email: string }) {
  const t = useT('passwordReset', 'errors', 'forms');
  const acceptHintId = useId();
  const navigate = useNavigate();
  const confirmReset = useConfirmReset(SECRET_MUTATION_OPTIONS);
  const form = useEditForm<NewPasswordValues>({
    initialValues: { password: '', confirm: '' },
    validate: newPasswordRules(t),
  });
  const { password, confirm } = form.values;
  const {
    error,
    setError,
    submit: send,
  } = useSecretSubmit(confirmReset, {
    // When a failure carries no message at all.
    failedMessage: t('passwordReset.confirm.failed'),
    catalogue: resetConfirmMessages,
  });

  const usable = isResetLinkUsable(token, email);
  const ready = usable && form.isValid();

  const submit = async () => {
    if (!ready) return;
    await send(
      { body: { email, token, userPassword: password } },
      { onSuccess: () => navigate({ to: '/resetpassword/complete', replace: true }) },
    );
  };

  return (
    <PublicFormCard
      label={t('passwordReset.confirm.label')}
      title={t('passwordReset.confirm.title')}
      intro={t('passwordReset.confirm.intro')}
      onSubmit={submit}
      autoComplete="off"
      linkProblem={
        usable ? null : (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t(INVALID_RESET_LINK_MESSAGE)}</Text>
            <ButtonLink to="/resetpassword" variant="light" size="xs">
              {t('passwordReset.sendNewRequest')}
            </ButtonLink>
          </Stack>
        )
      }
      error={error}
      email={email}
    >
      <PasswordFields
        password={password}
        onPasswordChange={(value) => {
          form.setFieldValue('password', value);
          setError(null);
        }}
        confirm={confirm}
        onConfirmChange={(value) => form.setFieldValue('confirm', value)}
        disabled={confirmReset.isPending}
        autoFocus
      />
      <Group justify="flex-end">
        {/* SPEC 2.6 names the button Accept; its description says what it does. */}
        <Button type="submit" disabled={!ready} loading={confirmReset.isPending} aria-describedby={acceptHintId}>
          {t('passwordReset.confirm.accept')}
        </Button>
        <VisuallyHidden id={acceptHintId}>{t('passwordReset.confirm.acceptHint')}</VisuallyHidden>
      </Group>
    </PublicFormCard>
  );
}
