/**
 * The data grid block, loaded on demand (docs/decisions/022-grid-loaded-on-demand.md): what screens import instead of
 * `./data-grid`; same props and handle.
 */
import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/i18n-context';
import type { DataGrid as DataGridBlock, DataGridProps } from './data-grid';

export type {
  DataGridColumn,
  DataGridHandle,
  DataGridOption,
  DataGridProps,
  DataGridUrlState,
  DataGridView,
} from './data-grid';

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
  const t = useT('grid');
  const grid = useGridModule();
  if (!grid) {
    return (
      <Center mih={160}>
        <Loader aria-label={t('grid.loading.grid', { title: props.title })} />
      </Center>
    );
  }
  const { DataGrid } = grid;
  return <DataGrid {...props} />;
}

export const DataGrid: typeof DataGridBlock = DataGridOnDemand;
