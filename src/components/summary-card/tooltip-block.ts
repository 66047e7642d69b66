// The chunk that summary-list.tsx loads on demand: Mantine's Tooltip, with the floating UI it brings, which the
// summary screens' first paint does not need (Tooltip.css is in src/app/mantine-styles.ts).
export { Tooltip } from '@mantine/core';
