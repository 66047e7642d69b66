import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { recordConflictsOf, type RecordConflict } from '#/components/record-conflicts/record-conflict';
import { useSessionRetry } from '#/components/session-ended/use-session-retry';
import { apiFailureOf, isOutcomeUnknown, isSessionEnded } from '#/lib/call-outcome';
import type { GridBatch } from '#/lib/grid-changes';

/**
 * What a commit came to: saved; refused because records changed meanwhile (409 with the records, left to the caller,
 * whose message `showFailure` shows); or failed otherwise (already shown, or offered to the session-ended dialog).
 */
export type CommitOutcome =
  { readonly saved: true; readonly refused?: undefined } | { readonly saved: false; readonly refused?: Refusal };

/** A batch refused for records someone else saved or deleted meanwhile: each as it stands now, and the failure. */
export interface Refusal {
  readonly conflicts: readonly RecordConflict[];
  readonly failure: unknown;
}

/**
 * Sending the grid's changes: one commit at a time, the grid busy (read-only) meanwhile and, after a save, until the
 * list has loaded again, and the focus given back after it; a 401 offers the save to the session-ended dialog's Retry,
 * a refusal for records changed meanwhile goes back to the caller, another failure is kept for the Error modal.
 */
export function useGridCommit<T>(
  onCommit: (batch: GridBatch<T>) => Promise<unknown>,
  onRefresh: () => unknown,
  tableHost: RefObject<HTMLElement | null>,
) {
  const [saving, setSaving] = useState(false);
  // The reloads after saves still on their way (see reloadAfterSave).
  const [reloads, setReloads] = useState(0);
  const busy = saving || reloads > 0;
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
   * as it stands then).
   */
  const commit = useCallback(
    async (batch: GridBatch<T>, retry: () => void): Promise<CommitOutcome> => {
      if (committing.current) return { saved: false };
      committing.current = true;
      const active = document.activeElement;
      focusBeforeSave.current = active instanceof HTMLElement && tableHost.current?.contains(active) ? active : null;
      setSaving(true);
      try {
        await latestOnCommit.current(batch);
        sessionRetry.withdraw();
        return { saved: true };
      } catch (caught) {
        // A screen's own message may wrap the transport's failure (`cause`): its status and body are read there.
        const failure = apiFailureOf(caught);
        const conflicts = recordConflictsOf(failure);
        if (conflicts?.length) return { saved: false, refused: { conflicts, failure } };
        if (isSessionEnded(caught)) {
          // The shell's dialog says so and offers Retry; the changes stay pending.
          sessionRetry.offer(retry);
        } else {
          setCommitError({ error: caught });
          // No answer: the changes may have been saved. The list loads again to show what was.
          if (isOutcomeUnknown(caught)) latestOnRefresh.current();
        }
        return { saved: false };
      } finally {
        committing.current = false;
        setSaving(false);
      }
    },
    [sessionRetry, tableHost],
  );

  /**
   * The list loaded again after a save or delete. Until it is here the grid stays read-only: its rows still show the
   * records as they were before the save, and an edit begun on one would name the version the save replaced (the next
   * save refused as changed by someone else, for the admin's own change). A screen's `onRefresh` that returns a
   * promise ends it once the list is on screen (`useGridQuery`'s does).
   */
  const reloadAfterSave = useCallback(() => {
    setReloads((count) => count + 1);
    // (A refresh that throws at once ends it too: the grid never stays read-only for good.)
    void new Promise((resolve) => resolve(latestOnRefresh.current()))
      .catch(() => undefined)
      .finally(() => setReloads((count) => count - 1));
  }, []);

  // The focus goes back where it was when the save began (its fields were disabled meanwhile).
  useEffect(() => {
    if (busy) return;
    const before = focusBeforeSave.current;
    focusBeforeSave.current = null;
    if (before?.isConnected && document.activeElement !== before) before.focus();
  }, [busy]);

  const clearCommitError = useCallback(() => setCommitError(null), []);
  const showFailure = useCallback((error: unknown) => setCommitError({ error }), []);
  return { busy, saving, commit, commitError, clearCommitError, showFailure, refreshList, reloadAfterSave };
}
