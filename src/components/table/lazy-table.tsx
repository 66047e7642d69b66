/**
 * Mantine's Table, loaded on demand: what screens import instead of `@mantine/core`'s (same name, props and parts:
 * `Table.Thead`, `Table.Tbody`, `Table.Tr`, `Table.Th`, `Table.Td`, `Table.Tfoot`, `Table.Caption`,
 * `Table.ScrollContainer`). Mantine's Table brings its scroll container, built on ScrollArea, which imports
 * @floating-ui/react: every screen with a small table (the account details, the versions card, a permission list)
 * carried about 20 kB gzip into its cold open. Here the block (./table-block.ts) downloads as soon as a screen that
 * uses it is loaded, usually before the screen's data; until it is there a loader holds the table's place (the e2e
 * `settled()` helper waits for it). The parts are Mantine's own (they need no floating UI) and render inside the
 * loaded table. A block that cannot be downloaded fails the render, as a lazy component does: the route's error screen
 * shows it.
 */
import {
  Center,
  Loader,
  TableCaption,
  TableTbody,
  TableTd,
  TableTfoot,
  TableTh,
  TableThead,
  TableTr,
  type TableProps,
  type TableScrollContainerProps,
} from '@mantine/core';
import { onDemandBlock } from '../on-demand/on-demand-block';

const useTableBlock = onDemandBlock(() => import('./table-block'));

function TableOnDemand(props: TableProps) {
  const block = useTableBlock();
  if (block.status === 'failed') throw block.error;
  if (block.status === 'loading') {
    return (
      <Center mih={60}>
        <Loader size="sm" aria-label={props['aria-label'] ? `Loading ${props['aria-label']}` : 'Loading table'} />
      </Center>
    );
  }
  const { Table: LoadedTable } = block.module;
  return <LoadedTable {...props} />;
}

/** The table's scroll container; until the block is in, its table shows the loader in its place. */
function ScrollContainerOnDemand(props: TableScrollContainerProps) {
  const block = useTableBlock();
  if (block.status !== 'loaded') return props.children;
  const { Table: LoadedTable } = block.module;
  return <LoadedTable.ScrollContainer {...props} />;
}

export const Table = Object.assign(TableOnDemand, {
  Thead: TableThead,
  Tbody: TableTbody,
  Tr: TableTr,
  Th: TableTh,
  Td: TableTd,
  Tfoot: TableTfoot,
  Caption: TableCaption,
  ScrollContainer: ScrollContainerOnDemand,
});
