/**
 * The data grid block, loaded on demand (issue 14 item 6): what screens import instead of `./data-grid`.
 *
 * mantine-react-table with TanStack Table, its CSS and the Mantine parts only the grid uses are about 72 kB gzip:
 * with them in a screen's static imports, a cold open of a list screen (a bookmark) was about 340 kB. Here the
 * block is a `React.lazy` chunk: the screen (title, breadcrumb, its own toolbar and panels) paints without it and
 * the grid follows, with a loader in its place meanwhile. The chunk's download starts as soon as a screen that
 * uses the grid is loaded (`gridModule` below: the import runs when this module is first evaluated), so it travels in
 * parallel with the screen's data calls, not after them.
 *
 * Same props and handle as `DataGrid` in ./data-grid (the type is taken from there: generics included).
 */
import { lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import type { DataGrid as DataGridBlock, DataGridProps } from './data-grid';

export type { DataGridColumn, DataGridHandle, DataGridOption, DataGridProps, DataGridUrlState } from './data-grid';

// Its core component stylesheets first (their <link> goes in first, so they come before mantine-react-table's).
const gridModule = Promise.all([import('./data-grid-styles'), import('./data-grid')]).then(([, grid]) => grid);
// React.lazy types its component without the grid's type parameter; the loaded component is DataGrid itself.
const LazyDataGrid = lazy(() => gridModule.then((module) => ({ default: module.DataGrid }))) as unknown as typeof DataGridBlock;

function DataGridOnDemand<T extends object>(props: DataGridProps<T>) {
  return (
    <Suspense
      fallback={
        <Center mih={160}>
          <Loader aria-label={`Loading ${props.title}`} />
        </Center>
      }
    >
      <LazyDataGrid {...props} />
    </Suspense>
  );
}

export const DataGrid: typeof DataGridBlock = DataGridOnDemand;
