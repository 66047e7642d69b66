/**
 * Toast helpers on @mantine/notifications (the app mounts <Notifications/> once).
 * notifySuccess(message, title?) shows a green toast with a check icon; notifyError(message, title?) a red one.
 */
import type { ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';

export function notifySuccess(message: ReactNode, title?: ReactNode): string {
  return notifications.show({ message, title, color: 'green', icon: <IconCheck size={18} />, autoClose: 4000 });
}

export function notifyError(message: ReactNode, title?: ReactNode): string {
  return notifications.show({ message, title, color: 'red', icon: <IconAlertTriangle size={18} />, autoClose: 8000 });
}
