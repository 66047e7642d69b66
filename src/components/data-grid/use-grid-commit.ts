import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { isOutcomeUnknown, isSessionEnded } from '../../lib/call-outcome';
import type { GridBatch } from '../../lib/grid-changes';
import { useSessionRetry } from '../session-ended/use-session-retry';

/**
 * Sending the grid's changes: one commit at a time, the grid busy (read-only) meanwhile and the focus given back
 * after it; a 401 offers the save to the session-ended dialog's Retry, another failure is kept for the Error modal.
 */
export function useGridCommit<T>(
  onCommit: (batch: GridBatch<T>) => Promise<unknown>,
  onRefresh: () => void,
  tableHost: RefObject<HTMLElement | null>,
) {
  const [busy, setBusy] = useState(false);
  const [commitError, setCommitError] = useState<{ error: unknown } | null>(null);
  const committing = useRef(false);
  // The refused save the session-ended dialog may send again (withdrawn once saved, or when the grid goes).
  const sessionRetry = useSessionRetry();
  // The focus when a save began (the grid is read-only meanwhile), given back after it.
  const focusBeforeSave = useRef<HTMLElement | null>(null);
  // The screen's latest onCommit and onRefresh, for the cells' actions: screens pass new functions on every render
  // (e.g. when the URL's sort changes), which would otherwise re-render every cell.
  const latestOnCommit = useRef(onCommit);
  const latestOnRefresh = useRef(onRefresh);
  useLayoutEffect(() => {
    latestOnCommit.current = onCommit;
    latestOnRefresh.current = onRefresh;
  });
  const refreshList = useCallback(() => latestOnRefresh.current(), []);

  /**
   * Sends a batch; `retry` is what the session-ended dialog sends again if the session had ended (the same change,
   * as it stands then). Resolves whether it was saved.
   */
  const commit = useCallback(
    async (batch: GridBatch<T>, retry: () => void) => {
      if (committing.current) return false;
      committing.current = true;
      const active = document.activeElement;
      focusBeforeSave.current = active instanceof HTMLElement && tableHost.current?.contains(active) ? active : null;
      setBusy(true);
      try {
        await latestOnCommit.current(batch);
        sessionRetry.withdraw();
        return true;
      } catch (caught) {
        if (isSessionEnded(caught)) {
          // The shell's dialog says so and offers Retry; the changes stay pending.
          sessionRetry.offer(retry);
        } else {
          setCommitError({ error: caught });
          // No answer: the changes may have been saved. The list loads again to show what was.
          if (isOutcomeUnknown(caught)) latestOnRefresh.current();
        }
        return false;
      } finally {
        committing.current = false;
        setBusy(false);
      }
    },
    [sessionRetry, tableHost],
  );

  // The focus goes back where it was when the save began (its fields were disabled meanwhile).
  useEffect(() => {
    if (busy) return;
    const before = focusBeforeSave.current;
    focusBeforeSave.current = null;
    if (before?.isConnected && document.activeElement !== before) before.focus();
  }, [busy]);

  const clearCommitError = useCallback(() => setCommitError(null), []);
  return { busy, commit, commitError, clearCommitError, refreshList };
}
