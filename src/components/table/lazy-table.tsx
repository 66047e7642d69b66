/**
 * Mantine's Table, loaded on demand (same name, props and parts: `Table.Thead`, `Table.Tr`, ...): a loader holds
 * its place until it arrives; a block that cannot be downloaded fails the render (the route's error screen).
 */
// Why: docs/decisions/060-mantine-blocks-on-demand.md
// The parts (Thead, Td...) are Mantine's own, rendered here: the stylesheet comes with them, not only with the block.
import '@mantine/core/styles/Table.css';
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
import { useT } from '#/components/i18n/i18n-context';
import { onDemandBlock } from '#/components/on-demand/on-demand-block';

const useTableBlock = onDemandBlock(() => import('./table-block'));

function TableOnDemand(props: TableProps) {
  const t = useT('grid');
  const block = useTableBlock();
  if (block.status === 'failed') throw block.error;
  if (block.status === 'loading') {
    const label = props['aria-label'];
    return (
      <Center mih={60}>
        <Loader size="sm" aria-label={label ? t('grid.loading.table', { label }) : t('grid.loading.tableUnnamed')} />
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
