/**
 * Tooltips of a group of controls that appears many times at once (a grid row's or a tree row's actions), mounted
 * when a mouse first moves over the group: a screenful of rows then mounts no tooltip (each is floating-ui's hooks),
 * and a row that is never pointed at never pays for them (docs/decisions/021-grid-rows-mount-light.md).
 */
import type { TooltipProps } from '@mantine/core';
import { createContext, isValidElement, useContext, useState, type PointerEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Tooltip } from './lazy-tooltip';

/** Whether the group's tooltips are mounted yet, and the name of the control the pointer was over when they were. */
const HoverTooltipsContext = createContext<{ mounted: boolean; under: string | null }>({
  mounted: true,
  under: null,
});

/**
 * The name a control's tooltip is found by: the accessible name (`aria-label`, the tooltip's label) of the element
 * or the nearest around it, inside the group only.
 */
function nameIn(host: Element, element: unknown): string | null {
  const named = element instanceof Element ? element.closest('[aria-label]') : null;
  return named && host.contains(named) ? named.getAttribute('aria-label') : null;
}

/**
 * Mounts its controls' tooltips on the first move of a mouse over them: the control under the pointer opens its
 * tooltip at once, and a control that had the keyboard focus has it again (a tooltip puts a new element in its
 * control's place). It waits for a move, not the pointer's arrival, so a control that appears under a still pointer
 * and is pressed at once gets its press. Touch mounts nothing.
 */
export function HoverTooltips({ children }: { children: ReactNode }) {
  const [tips, setTips] = useState<{ mounted: boolean; under: string | null }>({ mounted: false, under: null });
  const mountTips = (event: PointerEvent<HTMLDivElement>) => {
    if (tips.mounted || event.pointerType !== 'mouse' || event.buttons !== 0) return;
    const host = event.currentTarget;
    const focused = nameIn(host, document.activeElement);
    // At once (flushSync): the tooltip of the control under the pointer opens with this move.
    flushSync(() => setTips({ mounted: true, under: nameIn(host, event.target) }));
    if (focused) {
      [...host.querySelectorAll<HTMLElement>('[aria-label]')]
        .find((control) => control.getAttribute('aria-label') === focused)
        ?.focus();
    }
    setTips({ mounted: true, under: null });
  };
  return (
    <HoverTooltipsContext.Provider value={tips}>
      <div onPointerMove={mountTips} style={{ display: 'contents' }}>
        {children}
      </div>
    </HoverTooltipsContext.Provider>
  );
}

/**
 * Whether a control's tooltip is to be mounted (its group has been pointed at; always, outside `HoverTooltips`), and
 * whether it opens at once (the pointer was over the control named `label` when the group's tooltips were mounted).
 */
export function useHoverTooltip(label: ReactNode): { mounted: boolean; openNow: boolean } {
  const { mounted, under } = useContext(HoverTooltipsContext);
  return { mounted, openNow: mounted && under !== null && under === label };
}

/**
 * A control's tooltip (loaded on demand, `lazy-tooltip`), mounted with its group's (see `HoverTooltips`); it opens at
 * once when the pointer was over its control, found by the control's name (its `aria-label`, else the tooltip's label).
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
