/**
 * useOneCallAtATime: the one-call-at-a-time wiring of every button that sends something (Save, Send, Initialise,
 * Accept, Authorise...). `run(action)` starts `action` unless one is still running: a second activation before
 * the first has settled (a double-click, Enter pressed again) is ignored, whatever React has rendered by then.
 * `busy` is true while an action runs (for the button's loading state and disabling the form).
 *
 * The guard is a ref set in the same event as the activation, so it holds even when the second activation comes
 * before the re-render that disables the button (a mutation's own `isPending` only changes after a task, too late
 * for a double-click). `run` resolves with what the action resolved to, or `undefined` when it was skipped; a
 * rejection is passed on (the guard is released first).
 */
import { useCallback, useRef, useState } from 'react';

export interface OneCallAtATime {
  /** An action is running. */
  busy: boolean;
  /** Runs `action` unless one is running (then resolves undefined at once). */
  run: <T>(action: () => Promise<T>) => Promise<T | undefined>;
}

export function useOneCallAtATime(): OneCallAtATime {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  const run = useCallback(async <T,>(action: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  return { busy, run };
}
