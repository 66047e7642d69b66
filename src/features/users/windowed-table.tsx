/**
 * WindowedTable: a read-only table of many rows (an import's 10,000) that mounts only the rows in view and a few
 * around them; every row has the same height, so the rows above and below are two spacer rows. The scrolling area is
 * a focusable region, so the keyboard scrolls it; the table says how many rows it has (`aria-rowcount`) and each row
 * its place (`aria-rowindex`).
 */
import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { rowsInView } from '#/components/tree/row-window';

export interface WindowedTableColumn {
  header: ReactNode;
  width?: number | string;
  /** Stays at the right edge while the table scrolls sideways (its cells take `STICKY_END`). */
  stickyEnd?: boolean;
}

/** The style of a cell that stays at the right edge of a table scrolled sideways. */
export const STICKY_END = {
  position: 'sticky',
  right: 0,
  background: 'var(--mantine-color-body)',
} as const;

export interface WindowedTableProps {
  label: string;
  columns: readonly WindowedTableColumn[];
  count: number;
  /** The cells (`<Table.Td>`) of row `index`. */
  cells: (index: number) => ReactNode;
  /** A row's key. */
  rowKey?: (index: number) => string | number;
  height?: number;
  rowHeight?: number;
  testId?: string;
  /** Below this width the table scrolls sideways (its columns too narrow to read). */
  minWidth?: number;
}

/** Rows mounted above and below those in view. */
const OVERSCAN = 8;

export function WindowedTable({
  label,
  columns,
  count,
  cells,
  rowKey = (index) => index,
  height = 440,
  rowHeight = 44,
  testId,
  minWidth,
}: WindowedTableProps) {
  const [scrollTop, setScrollTop] = useState(0);
  // The tree's rule of which rows are in view; `last` here is the first row below them.
  const inView = rowsInView({ top: scrollTop, height }, count, rowHeight, OVERSCAN);
  const [first, last] = [inView.first, inView.last + 1];
  const shown = Array.from({ length: Math.max(0, last - first) }, (_, i) => first + i);

  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ maxHeight: height, overflowY: 'auto' }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      data-testid={testId}
    >
      <Table stickyHeader layout="fixed" aria-rowcount={count + 1} highlightOnHover miw={minWidth}>
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            {columns.map((column, i) => (
              <Table.Th key={i} style={{ width: column.width, ...(column.stickyEnd ? STICKY_END : {}) }}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {first > 0 && <tr aria-hidden style={{ height: first * rowHeight }} />}
          {shown.map((index) => (
            <Table.Tr key={rowKey(index)} aria-rowindex={index + 2} style={{ height: rowHeight }}>
              {cells(index)}
            </Table.Tr>
          ))}
          {last < count && <tr aria-hidden style={{ height: (count - last) * rowHeight }} />}
        </Table.Tbody>
      </Table>
    </div>
  );
}
