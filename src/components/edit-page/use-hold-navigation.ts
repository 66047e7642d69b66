/**
 * useHoldNavigation(holding): keeps the user on the page while its call is in flight, so the outcome shows where the
 * user can act on it. Needs a RouterProvider and a QueryClientProvider.
 */
// Why: docs/decisions/080-editing-guards.md
import { useQueryClient } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
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
