/**
 * useHoldNavigation(holding): keeps the user on the page while its call is in flight, so the outcome shows where the
 * user can act on it. Needs a RouterProvider and a QueryClientProvider.
 */
// Why: docs/decisions/080-editing-guards.md
import { useQueryClient } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { notifyInfo } from '#/components/dialogs/notify';
import { useT } from '#/components/i18n/i18n-context';

export function useHoldNavigation(holding: boolean): void {
  const t = useT('forms');
  const queryClient = useQueryClient();
  const holdingRef = useRef(holding);
  useEffect(() => {
    holdingRef.current = holding;
  }, [holding]);

  const callPending = useCallback(() => holdingRef.current && queryClient.isMutating() > 0, [queryClient]);
  const shouldBlockFn = useCallback(() => {
    if (!callPending()) return false;
    notifyInfo(t('forms.editPage.navigationHeld'), { id: 'navigation-held' });
    return true;
  }, [callPending, t]);

  useBlocker({ shouldBlockFn, enableBeforeUnload: callPending, withResolver: false });
}
