import { useSyncExternalStore } from 'react';

/** Where a block loaded on demand stands: its module once downloaded, or why it could not be. */
export type OnDemandState<Module> =
  { status: 'loading' } | { status: 'loaded'; module: Module } | { status: 'failed'; error: unknown };

/**
 * A block's module loaded on demand and kept in a store, not rendered through `React.lazy` and Suspense: once the
 * module is in, every wrapper renders the block at once (React holds back content that replaces a Suspense fallback
 * for up to 300 ms), and until then each wrapper shows its own stand-in. The download starts when the calling module
 * is first evaluated, i.e. when a screen that uses the wrapper loads, so it travels beside the screen's data calls.
 * Returns the hook that reads the state (`const useTooltipBlock = onDemandBlock(() => import('./tooltip-block'))`).
 */
export function onDemandBlock<Module>(load: () => Promise<Module>): () => OnDemandState<Module> {
  let state: OnDemandState<Module> = { status: 'loading' };
  const listeners = new Set<() => void>();
  void load().then(
    (module) => settle({ status: 'loaded', module }),
    (error: unknown) => settle({ status: 'failed', error }),
  );
  function settle(next: OnDemandState<Module>) {
    state = next;
    for (const notify of listeners) notify();
  }
  function subscribe(notify: () => void) {
    listeners.add(notify);
    return () => {
      listeners.delete(notify);
    };
  }
  const read = () => state;
  return function useOnDemandBlock() {
    return useSyncExternalStore(subscribe, read, read);
  };
}
