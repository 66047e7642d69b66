import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * The toast container (SPEC: notifications top right). Loaded lazily by the app: nothing shows in it at first
 * paint, and a toast raised before it mounts waits in @mantine/notifications' store and appears once it does.
 */
export function NotificationsHost() {
  return <Notifications position="top-right" />;
}
