import { useState } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { parseGridSort, validateGridSearch, withGridView, type GridSearch } from '../../lib/grid-search';
import type { DataGridUrlState, DataGridView } from './data-grid-types';

/** A view as the URL writes it (q and order), to compare views. */
const viewKey = ({ q, order }: GridSearch) => `${q ?? ''}\u0000${order ?? ''}`;

/**
 * A grid's quick filter and sort in the current route's search params (the route validates them
 * with `validateGridSearch`). Pass the result as the grid's `urlState`: the grid opens with them and writes each
 * change back, replacing the history entry (typing does not add one entry per key). The grid's own writes never
 * ask about unsaved changes: the page is not left.
 *
 * The grid reads its view from the URL once, when it mounts, and owns it from then on, so the search is read without
 * subscribing to it: a subscription re-rendered the screen, and with it the whole table, after every sort and every
 * keystroke of the filter, for values the grid already had. The result is the same object for the
 * screen's lifetime. Only a navigation from outside the grid that gives this page another view (a link or the command
 * palette to the bare address, Back) reaches the grid, through `subscribe`, after the router has resolved it; the
 * grid's own writes (including those superseded while the user types) are told apart from it.
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
        void navigate({ to: '.', search: (previous) => withGridView(previous, change), replace: true, ignoreBlocker: true });
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
