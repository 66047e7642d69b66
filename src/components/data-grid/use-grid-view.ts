import type { MRT_SortingState, MRT_Updater } from 'mantine-react-table-open';
import { useDeferredValue, useEffect, useRef, useState, type RefObject } from 'react';
import type { DataGridUrlState } from './data-grid-types';

/**
 * The grid's quick filter and sort: they start from the URL (a reload, a shared link), are written back to it, and
 * follow a navigation from outside the grid that gives the page another view. Another view starts at the top.
 */
export function useGridView(
  urlState: DataGridUrlState | undefined,
  scroller: RefObject<{ scrollToOffset: (offset: number) => void } | null>,
) {
  const [sorting, setSorting] = useState<MRT_SortingState>(() => (urlState?.sort ? [urlState.sort] : []));
  const [search, setSearch] = useState(() => urlState?.q ?? '');
  const query = useDeferredValue(search);

  const onSortingChange = (updater: MRT_Updater<MRT_SortingState>) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    setSorting(next);
    urlState?.set({ sort: next[0] });
    scroller.current?.scrollToOffset(0);
  };

  // A navigation from outside the grid gave the page another view (a link to the bare address): the grid follows it.
  useEffect(
    () =>
      urlState?.subscribe?.((view) => {
        setSearch(view.q);
        setSorting(view.sort ? [view.sort] : []);
        scroller.current?.scrollToOffset(0);
      }),
    [urlState, scroller],
  );

  const onSearchChange = (text: string) => {
    setSearch(text);
    urlState?.set({ q: text });
    scroller.current?.scrollToOffset(0);
  };
  // An empty view's Clear search: the focus goes to the search box (the button goes with the empty view).
  const searchInput = useRef<HTMLInputElement>(null);
  const clearSearch = () => {
    onSearchChange('');
    searchInput.current?.focus();
  };

  return { sorting, sort: sorting[0], search, query, onSortingChange, onSearchChange, searchInput, clearSearch };
}
