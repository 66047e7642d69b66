// The chunk that lazy-scroll-area.tsx loads on demand: Mantine's ScrollArea, which imports @floating-ui/react (for
// one hook), so with it comes the floating UI's chunk (ScrollArea.css is in src/app/mantine-styles.ts).
export { ScrollAreaAutosize } from '@mantine/core';
