/**
 * useHoldNavigation(holding) - keeps the user on a page while its call (a save, a delete, a send) is in flight,
 * so the call's outcome, above all a failure, is shown where the user can act on it (a save that failed
 * after Back was lost silently).
 *
 * While `holding` is true and a call is pending (TanStack Query counts a mutation as pending until its answer
 * arrives), every navigation is cancelled: links, router navigations, Back and Forward (TanStack Router's
 * `useBlocker`), and reloading or closing the tab asks first (beforeunload). A cancelled navigation shows the
 * notice `HELD_NAVIGATION_MESSAGE`. The page's own navigation after a successful call passes: it starts once the
 * answer has arrived, when no call is pending any more. Once the call has settled the user may leave again (the
 * unsaved-changes guard then asks as usual if a failed save left changes behind).
 * Must be used inside a TanStack RouterProvider and a QueryClientProvider.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { notifyInfo } from '../dialogs/notify';

export const HELD_NAVIGATION_MESSAGE = 'Please wait: the changes are being sent. You can leave once they are done.';

export function useHoldNavigation(holding: boolean): void {
  const queryClient = useQueryClient();
  const holdingRef = useRef(holding);
  useEffect(() => {
    holdingRef.current = holding;
  }, [holding]);

  const callPending = useCallback(() => holdingRef.current && queryClient.isMutating() > 0, [queryClient]);
  const shouldBlockFn = useCallback(() => {
    if (!callPending()) return false;
    notifyInfo(HELD_NAVIGATION_MESSAGE, { id: 'navigation-held' });
    return true;
  }, [callPending]);

  useBlocker({ shouldBlockFn, enableBeforeUnload: callPending, withResolver: false });
}
