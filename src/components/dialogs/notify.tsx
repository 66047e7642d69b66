/**
 * Toast helpers on @mantine/notifications (the app mounts <Notifications/> once).
 * notifySuccess(message, title?) shows a green toast with a check icon; notifyError(message, title?) a red one;
 * notifyInfo(message, { title, id }) a blue one.
 */
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function notifySuccess(message: ReactNode, title?: ReactNode): string {
  return notifications.show({ message, title, color: 'green', icon: <IconCheck size={18} />, autoClose: 4000 });
}

export function notifyError(message: ReactNode, title?: ReactNode): string {
  return notifications.show({ message, title, color: 'red', icon: <IconAlertTriangle size={18} />, autoClose: 8000 });
}

/** A blue toast with an info icon; a given `id` shows it once however often it is raised while it shows. */
export function notifyInfo(message: ReactNode, options: { title?: ReactNode; id?: string } = {}): string {
  return notifications.show({
    ...options,
    message,
    color: 'blue',
    icon: <IconInfoCircle size={18} />,
    autoClose: 4000,
  });
}
