import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconKey, IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { CopyButton } from '#/components/copy-button/copy-button';
import { confirmAction } from '#/components/dialogs/confirm-action';
import { Modal } from '#/components/dialogs/lazy-modal';
import { useOneCallAtATime } from '#/components/edit-page/use-one-call-at-a-time';
import { SECRET_MUTATION_OPTIONS } from '#/components/form-fields/use-secret-submit';
import { useT } from '#/components/i18n/i18n-context';
import { useResetServiceAccountPassword } from './service-accounts-queries';

export interface ResetPasswordProps {
  orgId: string;
  id: string;
  /** Disables the button (e.g. while the page saves). */
  disabled?: boolean;
  /** The reset is in flight (the screen covers the form). */
  onBusyChange: (busy: boolean) => void;
  /** The reset started (clear old errors) or failed (the failure). */
  onFailure: (failure: unknown) => void;
}

/**
 * "Reset service account password" (SPEC 2.5, 4): a confirmation dialog, then loading while
 * `POST .../serviceaccounts/{id}/resetpassword` (empty body) runs, then a dialog showing the generated password
 * once with a copy button. The password lives only in this component's state: it is never cached, stored, logged
 * or put in the URL, and closing the dialog discards it. The call is a mutation of the typed client, so the page's
 * navigation hold (useHoldNavigation, through EditPage's `saving`) sees it in flight; the mutation is created with
 * SECRET_MUTATION_OPTIONS and reset after the call, so the generated password never stays in TanStack Query's
 * MutationCache.
 */
export function ResetPassword({ orgId, id, disabled = false, onBusyChange, onFailure }: ResetPasswordProps) {
  const t = useT('serviceAccounts');
  const tForms = useT('forms');
  const oneCall = useOneCallAtATime();
  const resetCall = useResetServiceAccountPassword(SECRET_MUTATION_OPTIONS);
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState<string | null>(null);

  const setWorking = (working: boolean) => {
    setBusy(working);
    onBusyChange(working);
  };

  // One reset at a time, the confirmation included: a double-click asks once and resets once.
  const reset = () => oneCall.run(resetOnce);
  async function resetOnce() {
    const confirmed = await confirmAction({
      title: t('serviceAccounts.resetPassword.button'),
      message: t('serviceAccounts.resetPassword.confirm'),
      confirmLabel: t('serviceAccounts.resetPassword.confirmButton'),
      cancelLabel: tForms('forms.dialog.cancel'),
      danger: true,
    });
    if (!confirmed) return;
    onFailure(null);
    setWorking(true);
    try {
      const result = await resetCall.mutateAsync({ params: { path: { orgId, id } } });
      setPassword(result.generatedPassword);
    } catch (failure) {
      onFailure(failure);
    } finally {
      resetCall.reset();
      setWorking(false);
    }
  }

  const close = () => setPassword(null);

  return (
    <>
      <Button
        color="red"
        // A long label (longer in other languages) wraps where the screen is too narrow (a phone), not past its edge;
        // inline, as a CSS file of its own would add its name to every route's cold open, whose budget is tight.
        styles={{
          root: { height: 'auto', minHeight: 'var(--button-height)', maxWidth: '100%', paddingBlock: 6 },
          label: { whiteSpace: 'normal' },
        }}
        leftSection={<IconKey size={16} />}
        loading={busy}
        disabled={disabled}
        onClick={() => void reset()}
      >
        {t('serviceAccounts.resetPassword.button')}
      </Button>
      <Modal
        opened={password !== null}
        onClose={close}
        title={t('serviceAccounts.resetPassword.newTitle')}
        centered
        closeOnClickOutside={false}
        // Its one way out is its Close button (and Esc): a second button named Close, the ×, would be ambiguous.
        withCloseButton={false}
        size="lg"
      >
        {password !== null ? (
          <Stack gap="md">
            <Alert
              color="yellow"
              icon={<IconAlertTriangle size={18} />}
              title={t('serviceAccounts.resetPassword.onceTitle')}
            >
              {t('serviceAccounts.resetPassword.onceText')}
            </Alert>
            <TextInput
              label={t('serviceAccounts.resetPassword.newPassword')}
              value={password}
              readOnly
              autoComplete="off"
              spellCheck={false}
              data-autofocus
              onFocus={(event) => event.currentTarget.select()}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              rightSection={<CopyButton value={password} label={t('serviceAccounts.resetPassword.copyLabel')} />}
            />
            <Text size="xs" c="dimmed">
              {t('serviceAccounts.resetPassword.discarded')}
            </Text>
            <Group justify="flex-end">
              <Button onClick={close}>{t('serviceAccounts.resetPassword.close')}</Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
