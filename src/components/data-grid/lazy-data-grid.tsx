/**
 * The data grid block, loaded on demand (issue 14 item 6): what screens import instead of `./data-grid`.
 *
 * mantine-react-table with TanStack Table, its CSS and the Mantine parts only the grid uses are about 72 kB gzip:
 * with them in a screen's static imports, a cold open of a list screen (a bookmark) was about 340 kB. Here the
 * block is a chunk of its own: the screen (title, breadcrumb, its own toolbar and panels) paints without it and
 * the grid follows, with a loader in its place meanwhile. The chunk's download starts as soon as a screen that
 * uses the grid is loaded (`gridModule` below: the import runs when this module is first evaluated), so it travels in
 * parallel with the screen's data calls, not after them. Grid routes start it earlier still, as their URL is matched
 * (`beforeLoad: preloadDataGrid`, ./preload-data-grid.ts, the same two imports); the browser runs each module once.
 *
 * The loaded module is kept in state, not rendered through `React.lazy` and Suspense: React holds back content that
 * replaces a Suspense fallback until 300 ms after the last fallback was shown anywhere in the page, and on a cold
 * open the grid's code usually arrives with its rows, so the rows waited for that timer (issue 14 item 7). Once the
 * chunk is in, every grid renders at once, without a loader. A chunk that fails to load fails the render, as a
 * lazy component does: the route's error screen shows it.
 *
 * Same props and handle as `DataGrid` in ./data-grid (the type is taken from there: generics included).
 */
import { useEffect, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import type { DataGrid as DataGridBlock, DataGridProps } from './data-grid';

export type { DataGridColumn, DataGridHandle, DataGridOption, DataGridProps, DataGridUrlState, DataGridView } from './data-grid';

type GridModule = { DataGrid: typeof DataGridBlock };
type Loaded = { module: GridModule } | { error: unknown };

let loaded: Loaded | undefined;
// Its core component stylesheets first (their <link> goes in first, so they come before mantine-react-table's).
const gridModule: Promise<Loaded> = Promise.all([import('./data-grid-styles'), import('./data-grid')]).then(
  ([, module]) => (loaded = { module }),
  (error: unknown) => (loaded = { error }),
);

function useGridModule(): GridModule | undefined {
  const [state, setState] = useState(loaded);
  useEffect(() => {
    if (state) return;
    let current = true;
    void gridModule.then((result) => {
      if (current) setState(result);
    });
    return () => {
      current = false;
    };
  }, [state]);
  if (state && 'error' in state) throw state.error;
  return state?.module;
}

function DataGridOnDemand<T extends object>(props: DataGridProps<T>) {
  const grid = useGridModule();
  if (!grid) {
    return (
      <Center mih={160}>
        <Loader aria-label={`Loading ${props.title}`} />
      </Center>
    );
  }
  const { DataGrid } = grid;
  return <DataGrid {...props} />;
}

export const DataGrid: typeof DataGridBlock = DataGridOnDemand;
