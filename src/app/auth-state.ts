import { useSyncExternalStore } from 'react';
import { onApiFailure } from '#/api/transport';
import { endSession, resetSessionEnded, sessionEndedState } from '#/components/session-ended/session-ended';
import { hasUnsavedWork, onUnsavedWorkChange } from '#/components/unsaved-work/unsaved-work';

/**
 * Login Required after start-up: any call answered 401 means the session has ended (SPEC 7: failures are
 * signalled to listeners with status and error; the shell listens here). While the page holds unsaved work
 * (src/components/unsaved-work) the page stays instead, with everything typed, and the session-ended dialog says
 * the change was not saved (src/components/session-ended); once no unsaved work is left (saved after signing in
 * again, discarded, or the page left) and the session is still ended, Login Required takes over.
 */
let loginRequired = false;
const subscribers = new Set<() => void>();

export function markLoginRequired(): void {
  resetSessionEnded();
  if (loginRequired) return;
  loginRequired = true;
  for (const notify of subscribers) notify();
}

/** Back to "signed in as the start-up found" (the e2e build's visit between sweep cases, src/app/e2e-hooks.ts). */
export function clearLoginRequired(): void {
  resetSessionEnded();
  if (!loginRequired) return;
  loginRequired = false;
  for (const notify of subscribers) notify();
}

/** What a 401 does: keeps a page with unsaved work (the session-ended dialog), else Login Required. */
export function sessionEndedBy401(): void {
  if (loginRequired) return;
  if (hasUnsavedWork()) endSession();
  else markLoginRequired();
}

export function listenForLoginRequired(): () => void {
  const stopFailures = onApiFailure(({ status }) => {
    if (status === 401) sessionEndedBy401();
  });
  // Checked once the change has settled: a block that unmounts and another that mounts in the same update (a new
  // record, a re-keyed form) leave no moment without unsaved work.
  const stopWork = onUnsavedWorkChange(() => {
    queueMicrotask(() => {
      if (sessionEndedState().ended && !hasUnsavedWork()) markLoginRequired();
    });
  });
  return () => {
    stopFailures();
    stopWork();
  };
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
