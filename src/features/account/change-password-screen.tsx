import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/PasswordInput.css';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { ErrorAlert } from '#/components/dialogs/error-alert';
import { notifySuccess } from '#/components/dialogs/notify';
import { useEditForm } from '#/components/edit-page/use-edit-form';
import { useUnsavedChangesGuard } from '#/components/edit-page/use-unsaved-changes-guard';
import { PasswordFields } from '#/components/form-fields/password-fields';
import { SECRET_MUTATION_OPTIONS, useSecretSubmit } from '#/components/form-fields/use-secret-submit';
import { useT } from '#/components/i18n/i18n-context';
import { useSignedInSession } from '#/components/session/session-context';
import { newPasswordRules, type NewPasswordValues } from '#/lib/password-strength';
import { editsOwnProfile } from '#/lib/session';
import { useChangePassword } from './account-queries';
import { safeRedirectTarget } from './redirect-target';

/** SPEC 2.1: the screen returns to /profile unless the caller supplied a target. */
export const DEFAULT_PASSWORD_REDIRECT = '/profile';

interface PasswordChange extends NewPasswordValues {
  oldPassword: string;
}

const noPasswords: PasswordChange = { oldPassword: '', password: '', confirm: '' };

/**
 * Change Password (/changeprofilepassword, SPEC 2.6, 4 "Password change", 5): old, new and confirm password with
 * Change and Cancel. Change is enabled only when the old password is filled, the new one passes the policy and the
 * confirm equals it exactly. `POST api/user/batch/changepassword` with `{userID, oldPassword,
 * newPassword}`; success returns to the caller's target (`?redirect=`, a same-origin path only; /profile by
 * default). On error all three fields clear and the message shows; editing the old password clears it.
 */
export function ChangePasswordScreen({ redirect }: { redirect: string | undefined }) {
  const t = useT('account', 'forms');
  const session = useSignedInSession();
  const navigate = useNavigate();
  const change = useChangePassword(SECRET_MUTATION_OPTIONS);
  const form = useEditForm<PasswordChange>({
    initialValues: noPasswords,
    validate: {
      oldPassword: (value) => (value === '' ? t('account.changePassword.oldPasswordRequired') : null),
      ...newPasswordRules(t),
    },
  });
  const { oldPassword, password: newPassword, confirm } = form.values;
  const {
    error,
    setError,
    submit: send,
  } = useSecretSubmit(change, {
    // SPEC 8: a failed change without a message.
    failedMessage: t('account.changePassword.failed'),
  });
  // Passwords typed and not yet sent are guarded as on edit pages (leaving asks; a 401 keeps the page). Cancel and
  // the return after a change leave without asking.
  const guard = useUnsavedChangesGuard(form.isDirty(), { suspended: change.isPending });

  const target = safeRedirectTarget(redirect, DEFAULT_PASSWORD_REDIRECT);
  const userID = session.user.userID;
  const valid = form.isValid() && userID !== undefined;
  const goBack = () => {
    guard.allowNavigation();
    void navigate({ href: target });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || userID === undefined) return;
    await send(
      { body: { userID, oldPassword, newPassword } },
      {
        onSuccess: () => {
          notifySuccess(t('account.changePassword.changed'));
          goBack();
        },
        onFailure: () => {
          form.setValues(noPasswords);
        },
      },
    );
  };

  // An anonymous session has no password of its own (as its profile, it is not offered to change it).
  if (!editsOwnProfile(session))
    return (
      <Stack gap="md" maw={560}>
        <Title order={2}>{t('account.changePassword.title')}</Title>
        <Alert color="gray" role="status" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('account.changePassword.anonymous')}
        </Alert>
        <Group>
          <Button variant="default" onClick={goBack}>
            {t('account.changePassword.back')}
          </Button>
        </Group>
      </Stack>
    );

  return (
    <Stack gap="md" maw={560}>
      <Title order={2}>{t('account.changePassword.title')}</Title>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <Paper withBorder p="md" radius="md">
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          autoComplete="off"
          aria-label={t('account.changePassword.title')}
        >
          <Stack gap="sm">
            <PasswordInput
              label={t('account.changePassword.oldPassword')}
              value={oldPassword}
              onChange={(event) => {
                form.setFieldValue('oldPassword', event.currentTarget.value);
                setError(null);
              }}
              autoComplete="current-password"
              required
              autoFocus
              disabled={change.isPending}
            />
            <PasswordFields
              password={newPassword}
              onPasswordChange={(value) => form.setFieldValue('password', value)}
              confirm={confirm}
              onConfirmChange={(value) => form.setFieldValue('confirm', value)}
              disabled={change.isPending}
            />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={goBack} disabled={change.isPending}>
                {t('account.changePassword.cancel')}
              </Button>
              <Button type="submit" disabled={!valid} loading={change.isPending}>
                {t('account.changePassword.change')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
