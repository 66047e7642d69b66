import { useEffect, useMemo, useRef } from 'react';
import { offerRetry, type Retry } from './session-ended';

export interface SessionRetry {
  /** The session ended before this call got through: the session-ended dialog's Retry runs `retry`. */
  offer: (retry: Retry) => void;
  /** The block sent it itself meanwhile (or gave up): Retry no longer runs it. */
  withdraw: () => void;
}

/**
 * A block's refused call (a save, a delete, a send) offered to the session-ended dialog's Retry (./session-ended.ts):
 * one at a time per block, withdrawn when the block unmounts. `retry` sends the change as the page then stands.
 */
export function useSessionRetry(): SessionRetry {
  const offered = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      offered.current?.();
      offered.current = null;
    },
    [],
  );
  return useMemo(
    () => ({
      offer(retry) {
        offered.current?.();
        offered.current = offerRetry(retry);
      },
      withdraw() {
        offered.current?.();
        offered.current = null;
      },
    }),
    [],
  );
}
