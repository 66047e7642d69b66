import { useState } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { parseGridSort, validateGridSearch, withGridView } from '../../lib/grid-search';
import type { DataGridUrlState } from './data-grid';

/**
 * A grid's quick filter and sort in the current route's search params (issue 14 item 5; the route validates them
 * with `validateGridSearch`). Pass the result as the grid's `urlState`: the grid opens with them and writes each
 * change back, replacing the history entry (typing does not add one entry per key).
 *
 * The grid reads its view from the URL once, when it mounts, and owns it from then on, so the search is read without
 * subscribing to it: a subscription re-rendered the screen, and with it the whole table, after every sort and every
 * keystroke of the filter, for values the grid already had (issue 14 item 7). The result is the same object for the
 * screen's lifetime.
 */
export function useGridSearch(): DataGridUrlState {
  const router = useRouter();
  const navigate = useNavigate();
  const [urlState] = useState((): DataGridUrlState => {
    const { q, order } = validateGridSearch(router.state.location.search);
    return {
      q: q ?? '',
      sort: parseGridSort(order),
      set: (view) => void navigate({ to: '.', search: (previous) => withGridView(previous, view), replace: true }),
    };
  });
  return urlState;
}
