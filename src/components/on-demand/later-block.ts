import { useEffect, useSyncExternalStore } from 'react';
import type { OnDemandState } from './on-demand-block';

/** A block loaded on demand only when asked for (`laterBlock`). */
export interface LaterBlock<Module> {
  /** Starts the download, if it has not started (or failed: then it is tried again). */
  start: () => void;
  /** Where the block stands; a component reading it starts the download once mounted. */
  useBlock: () => OnDemandState<Module>;
}

/**
 * A block loaded on demand, like `onDemandBlock`, but not when the calling module is evaluated: only once `start()`
 * is called (e.g. after the first paint, when the browser is idle: `whenIdle`) or a wrapper that shows it is
 * mounted. For blocks that a screen shows only in a rare state (someone else's save), which must not compete with its
 * first paint. A failed download is tried again by the next `start()`.
 */
export function laterBlock<Module>(load: () => Promise<Module>): LaterBlock<Module> {
  let state: OnDemandState<Module> | null = null;
  const listeners = new Set<() => void>();
  function settle(next: OnDemandState<Module>) {
    state = next;
    for (const notify of listeners) notify();
  }
  function start() {
    if (state !== null && state.status !== 'failed') return;
    settle({ status: 'loading' });
    void load().then(
      (module) => settle({ status: 'loaded', module }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
  }
  function subscribe(notify: () => void) {
    listeners.add(notify);
    return () => {
      listeners.delete(notify);
    };
  }
  const loading: OnDemandState<Module> = { status: 'loading' };
  const read = () => state ?? loading;
  return {
    start,
    useBlock() {
      useEffect(() => {
        if (state === null) start();
      }, []);
      return useSyncExternalStore(subscribe, read, read);
    },
  };
}

/**
 * Runs `task` after the first paint once the browser is idle (at the latest after `timeout` ms); returns the cancel
 * for an effect's cleanup. Where `requestIdleCallback` is missing (Safari), a short timer stands in.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
