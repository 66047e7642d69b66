/**
 * Mantine's Tooltip, loaded on demand: what screens and blocks import instead of `@mantine/core`'s (same name and
 * props). A tooltip brings @floating-ui/react with it: with Mantine's Tooltip in a screen's static imports, every
 * screen with a copy button, a refresh button or a cut name carried about 19 kB gzip into its cold open for a label
 * shown on hover. Here the block (./tooltip-block.ts) downloads as soon as a screen that uses it is loaded, and until
 * it is there the child shows alone, without its tooltip (the child's own name and role do not depend on it).
 *
 * When the tooltip arrives its child is mounted again inside it; a child that had the keyboard focus gets it back,
 * so a user who has already tabbed to it does not lose their place. If the block cannot be downloaded the child
 * stays alone.
 */
import { cloneElement, isValidElement, useCallback, useRef, type ReactElement, type Ref } from 'react';
import type { TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { onDemandBlock } from '../on-demand/on-demand-block';

const useTooltipBlock = onDemandBlock(() => import('./tooltip-block'));

type ChildElement = ReactElement<{ ref?: Ref<HTMLElement> }>;

export function Tooltip({ children, ...props }: TooltipProps) {
  const block = useTooltipBlock();
  const standIn = useRef<HTMLElement | null>(null);
  const hadFocus = useRef(false);
  // Notes whether the stand-in held the focus when it goes (its ref is detached before it leaves the page).
  const trackStandIn = useCallback((node: HTMLElement | null) => {
    if (node) {
      standIn.current = node;
      hadFocus.current = false;
    } else if (standIn.current?.contains(document.activeElement)) {
      hadFocus.current = true;
    }
  }, []);
  const restoreFocus = useCallback((node: HTMLElement | null) => {
    if (!node || !hadFocus.current) return;
    hadFocus.current = false;
    node.focus();
  }, []);
  const ownRef = isValidElement(children) ? (children as ChildElement).props.ref : undefined;
  const loaded = block.status === 'loaded';
  const ref = useMergedRef(ownRef, loaded ? restoreFocus : trackStandIn);

  if (!isValidElement(children)) return children;
  const child = cloneElement(children as ChildElement, { ref });
  if (!loaded) return child;
  const { Tooltip: LoadedTooltip } = block.module;
  return <LoadedTooltip {...props}>{child}</LoadedTooltip>;
}
