import type { TooltipProps } from '@mantine/core';
import { isValidElement } from 'react';
import { useHoverTooltip } from './hover-tooltips';
import { Tooltip } from './lazy-tooltip';

/**
 * A tooltip (loaded on demand, `lazy-tooltip`) mounted with its group's tooltips (see `HoverTooltips`); it opens at
 * once when the pointer was over its control, found by the control's accessible name.
 */
export function HoverTooltip({ children, ...props }: TooltipProps) {
  const name = isValidElement<{ 'aria-label'?: string }>(children) ? children.props['aria-label'] : undefined;
  const { mounted, openNow } = useHoverTooltip(name ?? props.label);
  if (!mounted) return children;
  return (
    <Tooltip {...props} defaultOpened={openNow}>
      {children}
    </Tooltip>
  );
}
