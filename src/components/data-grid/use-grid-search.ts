import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { parseGridSort, validateGridSearch, withGridView, type GridSearch } from '#/lib/grid-search';
import type { DataGridUrlState, DataGridView } from './data-grid-types';

/** A view as the URL writes it (q and order), to compare views. */
const viewKey = ({ q, order }: GridSearch) => `${q ?? ''}\u0000${order ?? ''}`;

/**
 * A grid's quick filter and sort in the route's search params (`q`, `order`), as the grid's `urlState`. Read once,
 * without subscribing (a subscription re-rendered the whole table on every keystroke); a navigation from outside
 * the grid that gives the page another view reaches it through `subscribe`. Details: docs/data-grid.md.
 */
export function useGridSearch(): DataGridUrlState {
  const router = useRouter();
  const navigate = useNavigate();
  const [urlState] = useState((): DataGridUrlState => {
    const { pathname } = router.state.location;
    // The view the grid has, and the views it wrote that the router has not resolved yet.
    let view = validateGridSearch(router.state.location.search);
    let written: string[] = [];
    return {
      // Read when the grid mounts (after its code has loaded): the view as it is then.
      get q() {
        return view.q ?? '';
      },
      get sort() {
        return parseGridSort(view.order);
      },
      set: (change) => {
        // As the URL will give it back (a blank filter dropped, a long one cut).
        view = validateGridSearch({ ...withGridView(view, change) });
        written.push(viewKey(view));
        void navigate({
          to: '.',
          search: (previous) => withGridView(previous, change),
          replace: true,
          ignoreBlocker: true,
        });
      },
      subscribe: (listener: (view: DataGridView) => void) =>
        router.subscribe('onResolved', ({ toLocation }) => {
          if (toLocation.pathname !== pathname) return;
          const next = validateGridSearch(toLocation.search);
          const resolved = viewKey(next);
          if (resolved === viewKey(view)) {
            written = [];
            return;
          }
          // One of the grid's own writes, resolved after the grid had moved on (typing): not a navigation from outside.
          const own = written.indexOf(resolved);
          if (own >= 0) {
            written = written.slice(own + 1);
            return;
          }
          view = next;
          written = [];
          listener({ q: next.q ?? '', sort: parseGridSort(next.order) });
        }),
    };
  });
  return urlState;
}
