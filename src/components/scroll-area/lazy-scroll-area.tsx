/**
 * Mantine's `ScrollArea.Autosize`, loaded on demand (same props): until it arrives, or if it cannot be downloaded,
 * the content scrolls in a plain box of the same size and scroll directions.
 */
// Why: docs/decisions/060-mantine-blocks-on-demand.md
import { Box, type ScrollAreaAutosizeProps } from '@mantine/core';
import { onDemandBlock } from '#/components/on-demand/on-demand-block';

const useScrollAreaBlock = onDemandBlock(() => import('./scroll-area-block'));

/** The plain box: Autosize's own outer box (its Box props and style), scrolling natively in the same directions. */
function NativeScrollBox(props: ScrollAreaAutosizeProps) {
  const {
    children,
    classNames: _classNames,
    styles: _styles,
    scrollbarSize: _scrollbarSize,
    scrollHideDelay: _scrollHideDelay,
    type: _type,
    dir: _dir,
    offsetScrollbars: _offsetScrollbars,
    viewportRef: _viewportRef,
    onScrollPositionChange: _onScrollPositionChange,
    unstyled: _unstyled,
    variant: _variant,
    viewportProps: _viewportProps,
    scrollbars,
    style,
    vars: _vars,
    onBottomReached: _onBottomReached,
    onTopReached: _onTopReached,
    ...others
  } = props;
  return (
    <Box
      {...others}
      style={[
        {
          display: 'flex',
          overflowX: scrollbars === 'y' || scrollbars === false ? 'hidden' : 'auto',
          overflowY: scrollbars === 'x' || scrollbars === false ? 'hidden' : 'auto',
        },
        style,
      ]}
    >
      <Box style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

export function ScrollAreaAutosize(props: ScrollAreaAutosizeProps) {
  const block = useScrollAreaBlock();
  if (block.status !== 'loaded') return <NativeScrollBox {...props} />;
  const { ScrollAreaAutosize: LoadedScrollAreaAutosize } = block.module;
  return <LoadedScrollAreaAutosize {...props} />;
}
