import { useMemo } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { parseGridSort, withGridView, type GridSearch } from '../../lib/grid-search';
import type { DataGridUrlState } from './data-grid';

/**
 * A grid's quick filter and sort in the current route's search params (issue 14 item 5; the route validates them
 * with `validateGridSearch`). Pass the result as the grid's `urlState`: the grid opens with them and writes each
 * change back, replacing the history entry (typing does not add one entry per key).
 */
export function useGridSearch(): DataGridUrlState {
  const search: GridSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const { q, order } = search;
  return useMemo(
    () => ({
      q: q ?? '',
      sort: parseGridSort(order),
      set: (view) => void navigate({ to: '.', search: (previous) => withGridView(previous, view), replace: true }),
    }),
    [q, order, navigate],
  );
}
