/**
 * Promise-based confirmation dialog on @mantine/modals (needs the app's <ModalsProvider>).
 *
 *   if (await confirmAction({ title, message, confirmLabel: t('...'), cancelLabel: t('forms.dialog.cancel') })) ...
 *
 * Resolves true when the confirm button is pressed, false on Cancel, the close button, Escape or a click outside.
 * SPEC 4 "Grid editing": deleting asks in a modal (title Delete Row, buttons Cancel/Delete). The texts are the
 * caller's, translated: the modal renders outside the language provider, so it has no defaults of its own.
 */
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

export interface ConfirmActionOptions {
  title: ReactNode;
  message: ReactNode;
  /** Confirm button text. */
  confirmLabel: string;
  /** Cancel button text (usually `t('forms.dialog.cancel')`). */
  cancelLabel: string;
  /** Shows the confirm button in red (destructive actions). */
  danger?: boolean;
}

export function confirmAction({
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
}: ConfirmActionOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const settle = (confirmed: boolean) => {
      if (settled) return;
      settled = true;
      resolve(confirmed);
    };
    modals.openConfirmModal({
      title,
      centered: true,
      children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: danger ? { color: 'red' } : {},
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
