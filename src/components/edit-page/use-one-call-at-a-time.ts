/**
 * useOneCallAtATime: every button that sends something runs its action through `run`, which ignores a second
 * activation (a double-click, Enter again) while the first is running. The guard is a ref set in the activating
 * event, because a mutation's `isPending` changes only after a task, too late for a double-click.
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

  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
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
