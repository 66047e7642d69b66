// The chunk that lazy-select.tsx loads on demand: Mantine's Select (and with it the combobox stack).
export { Select } from '@mantine/core';
