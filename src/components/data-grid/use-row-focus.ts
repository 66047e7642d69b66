import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** The table's place of the row whose control had the focus, and the controls wanted there after the change. */
interface FocusAfter {
  index: number;
  labels: readonly string[];
}

/** A row's enabled buttons (its actions are the row's last column). */
const buttonsOf = (row: Element | null) => (row ? [...row.querySelectorAll<HTMLElement>('button:not(:disabled)')] : []);

/**
 * The focus once a row's change is made: the first of `labels` on the row now at its place (the row itself, or the
 * next one where it went; the one before when it was the last), else that row's last action; with no row left, the
 * grid's first control (its header's), never the page.
 */
function focusNear(host: HTMLElement, { index, labels }: FocusAfter): void {
  const rowAt = (at: number) => host.querySelector(`tbody tr[data-index="${at}"]`);
  const buttons = buttonsOf(rowAt(index) ?? rowAt(index - 1));
  const target =
    labels.map((label) => buttons.find((button) => button.getAttribute('aria-label') === label)).find(Boolean) ??
    buttons.at(-1) ??
    host.querySelector<HTMLElement>('button:not(:disabled), input:not(:disabled)');
  target?.focus();
}

/** The table's place of the grid's row that has the focus (`data-index`, the table library's row number), if any. */
function focusedRowIn(tableHost: RefObject<HTMLElement | null>): number | null {
  const row = document.activeElement?.closest('tbody tr[data-index]');
  return row && tableHost.current?.contains(row) ? Number(row.getAttribute('data-index')) : null;
}

/**
 * Keeps the keyboard focus in the grid when a row's action takes away the control that had it (a confirmed Delete puts
 * Undo delete in its place or takes the row away; Undo puts Delete back): the confirmation's dialog would give it back
 * to that control, gone, so it fell to the page. Once the change is made and the grid is not busy, see `focusNear`.
 */
export function useRowFocus(tableHost: RefObject<HTMLElement | null>, busy: boolean) {
  const pending = useRef<FocusAfter | null>(null);
  const [made, setMade] = useState(0);

  const keepFocus = useCallback(
    (change: Promise<boolean> | boolean, labels: readonly string[]) => {
      const index = focusedRowIn(tableHost);
      void Promise.resolve(change).then((done) => {
        if (!done || index === null) return;
        pending.current = { index, labels };
        setMade((count) => count + 1);
      });
    },
    [tableHost],
  );

  useEffect(() => {
    const wanted = pending.current;
    const host = tableHost.current;
    if (wanted === null || busy || !host) return;
    pending.current = null;
    // Not taken from where the admin went meanwhile (a delete sent at once takes a while): only from the page, the
    // grid, or the confirmation closing.
    const active = document.activeElement;
    const adrift = !active || active === document.body || host.contains(active) || active.closest('[role="dialog"]');
    if (adrift) focusNear(host, wanted);
  }, [made, busy, tableHost]);

  return keepFocus;
}
