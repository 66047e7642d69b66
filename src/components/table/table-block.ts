import '@mantine/core/styles/Table.css';
// The chunk that lazy-table.tsx loads on demand: Mantine's Table, whose scroll container imports ScrollArea and with
// it the floating UI's chunk (ScrollArea.css is in src/app/mantine-styles.ts).
export { Table } from '@mantine/core';
