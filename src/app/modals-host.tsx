import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { releaseModalEvents } from './modal-events';

/**
 * The app's modal manager (@mantine/modals), loaded lazily by the app. Modal content never depended on the
 * provider wrapping the page (it renders in a portal, outside the router and query providers), so it is mounted
 * beside the page. Its listeners are attached in a layout effect, before this effect replays held events.
 */
export function ModalsHost() {
  useEffect(releaseModalEvents, []);
  return <ModalsProvider />;
}
