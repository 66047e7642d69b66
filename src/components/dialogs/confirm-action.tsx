/**
 * Promise-based confirmation dialog on @mantine/modals (needs the app's <ModalsProvider>).
 *
 *   if (await confirmAction({ title: 'Delete Row', message: 'Are you sure?', confirmLabel: 'Delete', danger: true })) ...
 *
 * Resolves true when the confirm button is pressed, false on Cancel, the close button, Escape or a click outside.
 * SPEC 4 "Grid editing": deleting asks in a modal (title Delete Row, buttons Cancel/Delete).
 */
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

export interface ConfirmActionOptions {
  title: ReactNode;
  message: ReactNode;
  /** Confirm button text; default "OK". */
  confirmLabel?: string;
  /** Cancel button text; default "Cancel". */
  cancelLabel?: string;
  /** Shows the confirm button in red (destructive actions). */
  danger?: boolean;
}

export function confirmAction({
  title,
  message,
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
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
