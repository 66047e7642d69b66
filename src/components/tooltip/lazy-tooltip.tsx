/**
 * Mantine's Tooltip, loaded on demand (same name and props): until it arrives the child shows alone; then the child
 * is mounted inside it and gets back the keyboard focus it had. If it cannot be downloaded the child stays alone.
 */
// Why: docs/decisions/060-mantine-blocks-on-demand.md
import type { TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { cloneElement, isValidElement, type ReactElement, type Ref } from 'react';
import { onDemandBlock } from '#/components/on-demand/on-demand-block';
import { useStandInFocus } from '#/components/on-demand/stand-in-focus';

const useTooltipBlock = onDemandBlock(() => import('./tooltip-block'));

type ChildElement = ReactElement<{ ref?: Ref<HTMLElement> }>;

export function Tooltip({ children, ...props }: TooltipProps) {
  const block = useTooltipBlock();
  const { trackStandIn, restoreFocus } = useStandInFocus<HTMLElement>();
  const ownRef = isValidElement(children) ? (children as ChildElement).props.ref : undefined;
  const loaded = block.status === 'loaded';
  const ref = useMergedRef(ownRef, loaded ? restoreFocus : trackStandIn);

  if (!isValidElement(children)) return children;
  const child = cloneElement(children as ChildElement, { ref });
  if (!loaded) return child;
  const { Tooltip: LoadedTooltip } = block.module;
  return <LoadedTooltip {...props}>{child}</LoadedTooltip>;
}
