// The chunk that lazy-select.tsx loads on demand: Mantine's Select (and with it the combobox stack), with the
// stylesheet of the one component it adds to the first paint's (src/app/mantine-styles.ts has Input, Popover and
// ScrollArea).
import '@mantine/core/styles/Combobox.css';

export { Select } from '@mantine/core';
