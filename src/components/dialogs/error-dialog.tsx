/**
 * Error modal with a single OK button (SPEC 4: "A failed load or commit shows an Error modal with OK; OK refreshes
 * the view"). `onOk` runs exactly once when the dialog is dismissed (OK, the close button or Escape), so the
 * caller can refresh. Returns the modal id. Needs the app's <ModalsProvider>. The texts are the caller's,
 * translated (`t('forms.dialog.errorTitle')`, `t('forms.dialog.ok')`): the modal renders outside the language
 * provider.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

export interface ErrorDialogOptions {
  /** Usually "Error" (`t('forms.dialog.errorTitle')`). */
  title: ReactNode;
  message: ReactNode;
  /** Called once when the dialog is dismissed. */
  onOk?: () => void;
  /** Usually "OK" (`t('forms.dialog.ok')`). */
  okLabel: string;
}

export function showErrorDialog({ title, message, onOk, okLabel }: ErrorDialogOptions): string {
  let done = false;
  const dismissed = () => {
    if (done) return;
    done = true;
    onOk?.();
  };
  const modalId = `error-dialog-${Math.random().toString(36).slice(2)}`;
  modals.open({
    modalId,
    title,
    centered: true,
    closeOnClickOutside: false,
    onClose: dismissed,
    children: (
      <Stack gap="md">
        {typeof message === 'string' ? (
          <Text size="sm" role="alert" style={{ whiteSpace: 'pre-wrap' }}>
            {message}
          </Text>
        ) : (
          message
        )}
        <Group justify="flex-end">
          <Button data-autofocus onClick={() => modals.close(modalId)}>
            {okLabel}
          </Button>
        </Group>
      </Stack>
    ),
  });
  return modalId;
}
