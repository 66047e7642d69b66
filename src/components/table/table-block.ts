// The chunk that lazy-table.tsx loads on demand: Mantine's Table, whose scroll container imports ScrollArea and with
// it the floating UI's chunk (Table.css and ScrollArea.css are in src/app/mantine-styles.ts).
export { Table } from '@mantine/core';
