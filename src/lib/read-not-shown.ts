/**
 * What Mantine's VisuallyHidden does, as a style: text a screen reader reads and the page does not show (the component
 * would split a chunk of its own off the ones the screens load first). For a `style` or a Mantine `styles` part.
 */
export const READ_NOT_SHOWN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
