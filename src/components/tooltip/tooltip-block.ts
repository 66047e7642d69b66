// The chunk that lazy-tooltip.tsx loads on demand: Mantine's Tooltip, with the floating UI it brings (about 19 kB
// gzip with @floating-ui/react), which no screen's first paint needs (Tooltip.css is in src/app/mantine-styles.ts).
export { Tooltip } from '@mantine/core';
