/**
 * The data grid block, loaded on demand (docs/decisions/022-grid-loaded-on-demand.md): what screens import instead of
 * `./data-grid`; same props and handle. Until the block is in, its stand-in shows the list's first rows in its place
 * (docs/decisions/086-grid-stand-in.md).
 */
import { startTransition, useEffect, useState } from 'react';
import { useLanguage } from '#/components/i18n/i18n-context';
import type { ConsoleLanguage } from '#/components/i18n/i18n-loader';
import type { DataGrid as DataGridBlock, DataGridProps } from './data-grid';
import { GridStandIn } from './grid-stand-in';
import { loadMrtTexts, mrtTextsReady } from './mrt-localization';

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
// The grid imports its stylesheets itself (data-grid-styles.ts), so they load with it wherever it is loaded from.
const gridModule: Promise<Loaded> = import('./data-grid').then(
  (module) => (loaded = { module }),
  (error: unknown) => (loaded = { error }),
);

/**
 * The grid's module, with the table's own texts in the console's language (downloaded alongside it), so the grid
 * speaks one language from its first paint. A language switch later does not unmount the grid: it follows it.
 */
function useGridModule(language: ConsoleLanguage): GridModule | undefined {
  const [state, setState] = useState(() => (mrtTextsReady(language) ? loaded : undefined));
  useEffect(() => {
    if (state) return;
    let current = true;
    void Promise.all([gridModule, loadMrtTexts(language)]).then(([result]) => {
      // The grid's first render (the table's mount) is long: as a transition it is made in slices, and a more
      // urgent update (the list's first rows for the stand-in) goes first.
      if (current) startTransition(() => setState(result));
    });
    return () => {
      current = false;
    };
  }, [state, language]);
  if (state && 'error' in state) throw state.error;
  return state?.module;
}

function DataGridOnDemand<T extends object>(props: DataGridProps<T>) {
  const { language } = useLanguage();
  const grid = useGridModule(language);
  if (!grid) return <GridStandIn {...props} />;
  const { DataGrid } = grid;
  return <DataGrid {...props} />;
}

export const DataGrid: typeof DataGridBlock = DataGridOnDemand;
