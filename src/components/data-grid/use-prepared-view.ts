import { useEffect, useMemo, useState } from 'react';
import type { CellWords, GridSort, GridViewColumn } from '#/lib/grid-view';
import { prepareView, viewReady } from './grid-sort';

export interface GridViewChoice {
  query: string;
  sort: GridSort | undefined;
}

/**
 * The quick filter and sort the grid shows: the ones asked for once their rows and order are made, made meanwhile in
 * slices that give the browser its turn (`prepareView`), so that a sort or filter of 100,000 rows never holds the page;
 * until then the view shown before. A newer choice stops the one still being made. New rows (the first answer, a
 * refresh) show the choice at once, as a sort or filter of rows not yet shown holds nothing up.
 */
export function usePreparedView<T extends object>(options: {
  rows: readonly T[] | undefined;
  columns: readonly GridViewColumn<T>[];
  words: CellWords;
  query: string;
  sort: GridSort | undefined;
}): GridViewChoice & { preparing: boolean } {
  const { rows, columns, words, query, sort } = options;
  const asked = useMemo(() => ({ query, sort }), [query, sort]);
  const [shown, setShown] = useState<{ rows: readonly T[] | undefined; view: GridViewChoice }>({ rows, view: asked });
  // The rows and choice last made ahead: shown even if the columns changed since (they sort at once then, as before).
  const [made, setMade] = useState<{ rows: readonly T[]; view: GridViewChoice } | null>(null);
  const ready =
    rows === undefined ||
    shown.rows !== rows ||
    (made?.rows === rows && made.view === asked) ||
    viewReady(rows, columns, asked, words);
  // Derived state, set while rendering (React's documented pattern): the choice shown is the one asked for once ready.
  if (ready && (shown.view !== asked || shown.rows !== rows)) setShown({ rows, view: asked });

  useEffect(() => {
    if (ready || rows === undefined) return;
    const controller = new AbortController();
    void prepareView(rows, columns, asked, words, controller.signal).then((done) => {
      if (done) setMade({ rows, view: asked });
    });
    return () => controller.abort();
  }, [ready, rows, columns, asked, words]);

  const view = ready ? asked : shown.view;
  return { query: view.query, sort: view.sort, preparing: !ready };
}
