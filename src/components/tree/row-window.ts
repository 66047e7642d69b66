import { useMemo, useSyncExternalStore } from 'react';

/** A scroll viewport's offset and height (px). */
export interface ViewportMetrics {
  top: number;
  height: number;
}

const NO_VIEWPORT: ViewportMetrics = { top: 0, height: 0 };
const noSubscription = () => () => undefined;
const noViewport = () => NO_VIEWPORT;

/**
 * The viewport's scroll offset and height as an external store: read when the store is made, then on every scroll
 * (the offset) and resize (the height; `getBoundingClientRect`, as layout gives it).
 */
function viewportStore(element: HTMLElement) {
  let snapshot: ViewportMetrics = { top: element.scrollTop, height: element.getBoundingClientRect().height };
  return {
    getSnapshot: () => snapshot,
    subscribe(onChange: () => void) {
      const update = (next: ViewportMetrics) => {
        if (next.top === snapshot.top && next.height === snapshot.height) return;
        snapshot = next;
        onChange();
      };
      const onScroll = () => update({ ...snapshot, top: element.scrollTop });
      const observer = new ResizeObserver(() =>
        update({ ...snapshot, height: element.getBoundingClientRect().height }),
      );
      observer.observe(element);
      element.addEventListener('scroll', onScroll, { passive: true });
      return () => {
        observer.disconnect();
        element.removeEventListener('scroll', onScroll);
      };
    },
  };
}

/** The scroll offset and height of `viewport` (zero while there is none), updated as it scrolls or resizes. */
export function useViewportMetrics(viewport: HTMLElement | null): ViewportMetrics {
  const store = useMemo(() => (viewport === null ? null : viewportStore(viewport)), [viewport]);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.getSnapshot ?? noViewport);
}

/** The indexes of the rows (all `rowHeight` high) in view, with `overscan` rows more on each side: [first, last]. */
export function rowsInView(
  { top, height }: ViewportMetrics,
  count: number,
  rowHeight: number,
  overscan: number,
): { first: number; last: number } {
  if (count === 0 || height <= 0) return { first: 0, last: -1 };
  const first = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const last = Math.min(count - 1, Math.ceil((top + height) / rowHeight) - 1 + overscan);
  return { first, last };
}

/**
 * The scroll offset that brings row `index` into view, scrolling as little as possible (undefined when it is in view
 * already): its top at the viewport's top when it is above, its bottom at the viewport's bottom when it is below.
 */
export function offsetShowing({ top, height }: ViewportMetrics, index: number, rowHeight: number): number | undefined {
  const start = index * rowHeight;
  const end = start + rowHeight;
  if (end >= top + height) return Math.max(0, end - height);
  if (start <= top) return start;
  return undefined;
}
