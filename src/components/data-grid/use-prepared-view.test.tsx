import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { filterRows, type CellWords, type GridSort, type GridViewColumn } from '#/lib/grid-view';
import { sortRows } from './grid-sort';
import { usePreparedView } from './use-prepared-view';

interface Item {
  id: string;
  name: string;
}
const WORDS: CellWords = { yes: 'Yes', no: 'No' };
const columns: GridViewColumn<Item>[] = [{ key: 'name' }];
const itemsOf = (count: number): Item[] =>
  Array.from({ length: count }, (_, i) => ({ id: String(i), name: `item ${(i * 7919) % count}` }));

function render(rows: readonly Item[] | undefined) {
  return renderHook(
    ({ query, sort, given }: { query: string; sort: GridSort | undefined; given: readonly Item[] | undefined }) =>
      usePreparedView({ rows: given, columns, words: WORDS, query, sort }),
    { initialProps: { query: '', sort: undefined as GridSort | undefined, given: rows } },
  );
}

describe('usePreparedView', () => {
  it('shows a new sort only once its order is made, the one before meanwhile, busy', async () => {
    const rows = itemsOf(6000);
    const view = render(rows);
    const byName = { id: 'name', desc: false };
    view.rerender({ query: '', sort: byName, given: rows });
    expect(view.result.current).toEqual({ query: '', sort: undefined, preparing: true });
    await waitFor(() => expect(view.result.current).toEqual({ query: '', sort: byName, preparing: false }));
    // Made: the grid's sort answers from what was made (the same array each time).
    expect(sortRows(rows, columns, byName)).toBe(sortRows(rows, columns, byName));
  });

  it('shows the newest of choices asked for in a row, the filter with its sort', async () => {
    const rows = itemsOf(6000);
    const view = render(rows);
    const descending = { id: 'name', desc: true };
    view.rerender({ query: 'item 1', sort: { id: 'name', desc: false }, given: rows });
    view.rerender({ query: 'item 2', sort: descending, given: rows });
    await waitFor(() => expect(view.result.current).toEqual({ query: 'item 2', sort: descending, preparing: false }));
    expect(filterRows(rows, columns, 'item 2', WORDS).length).toBeGreaterThan(0);
  });

  it('shows a choice once made even when the columns are new on every render (no endless making)', async () => {
    const rows = itemsOf(3000);
    const byName = { id: 'name', desc: false };
    const view = renderHook(
      ({ sort }: { sort: GridSort | undefined }) =>
        usePreparedView({ rows, columns: [{ key: 'name' }], words: WORDS, query: '', sort }),
      { initialProps: { sort: undefined as GridSort | undefined } },
    );
    view.rerender({ sort: byName });
    await waitFor(() => expect(view.result.current).toEqual({ query: '', sort: byName, preparing: false }));
  });

  it('shows the choice at once for rows not shown before (the first answer), and while there are none', () => {
    const byName = { id: 'name', desc: false };
    const view = render(undefined);
    view.rerender({ query: 'item', sort: byName, given: undefined });
    expect(view.result.current).toEqual({ query: 'item', sort: byName, preparing: false });
    view.rerender({ query: 'item', sort: byName, given: itemsOf(3000) });
    expect(view.result.current).toMatchObject({ query: 'item', sort: byName });
  });
});
