import { useSyncExternalStore } from 'react';
import { onApiFailure } from '../api/transport';

/**
 * Login Required after start-up: any call answered 401 means the session has ended (SPEC 7: failures are
 * signalled to listeners with status and error; the shell listens here).
 */
let loginRequired = false;
const subscribers = new Set<() => void>();

export function markLoginRequired(): void {
  if (loginRequired) return;
  loginRequired = true;
  for (const notify of subscribers) notify();
}

/** Back to "signed in as the start-up found" (the e2e build's visit between sweep cases, src/app/e2e-hooks.ts). */
export function clearLoginRequired(): void {
  if (!loginRequired) return;
  loginRequired = false;
  for (const notify of subscribers) notify();
}

export function listenForLoginRequired(): () => void {
  return onApiFailure(({ status }) => {
    if (status === 401) markLoginRequired();
  });
}

export function useLoginRequired(): boolean {
  return useSyncExternalStore(
    (notify) => {
      subscribers.add(notify);
      return () => subscribers.delete(notify);
    },
    () => loginRequired,
  );
}
