import { useCallback, useRef } from 'react';

/**
 * The keyboard focus carried from a stand-in to the block that takes its place (a wrapper of a block loaded on
 * demand mounts its child again inside the block): `trackStandIn` is the stand-in's ref, which notes whether it held
 * the focus as it leaves (its ref is detached before it leaves the page); `restoreFocus` is the arrived element's ref,
 * which gives the focus back.
 */
export function useStandInFocus<E extends HTMLElement>() {
  const standIn = useRef<E | null>(null);
  const hadFocus = useRef(false);
  const trackStandIn = useCallback((node: E | null) => {
    if (node) {
      standIn.current = node;
      hadFocus.current = false;
    } else if (standIn.current?.contains(document.activeElement)) {
      hadFocus.current = true;
    }
  }, []);
  const restoreFocus = useCallback((node: E | null) => {
    if (!node || !hadFocus.current) return;
    hadFocus.current = false;
    node.focus();
  }, []);
  return { trackStandIn, restoreFocus };
}
