import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useHoldNavigation } from './use-hold-navigation';
import { useUnsavedChangesGuard, type UnsavedChangesGuard } from './use-unsaved-changes-guard';

export interface EditPageGuard {
  guard: UnsavedChangesGuard;
  /** Loads again every active query (what the page shows). */
  reload: () => void;
  /** Tell the guard a call started or settled (from `useSaveDelete`'s `onBusyChange`). */
  setBusy: (busy: boolean) => void;
}

/**
 * The guard of an editing page: leaving with unsaved changes asks, and leaving while a call is in flight is held
 * (its answer is shown where it concerns). `changes`: the page holds unsaved changes; `saving`: a call of its own.
 */
export function useEditPageGuard(changes: boolean, saving = false): EditPageGuard {
  const [busy, setBusy] = useState(false);
  const guard = useUnsavedChangesGuard(changes, { suspended: saving || busy });
  useHoldNavigation(saving || busy);
  const queryClient = useQueryClient();
  return { guard, reload: () => void queryClient.invalidateQueries(), setBusy };
}

/** The guard of a page rendered without one (no router: a block embedded elsewhere, a test). */
export const NO_EDIT_PAGE_GUARD: EditPageGuard = {
  guard: { blocked: false, allowNavigation: () => undefined, restoreGuard: () => undefined },
  reload: () => undefined,
  setBusy: () => undefined,
};
