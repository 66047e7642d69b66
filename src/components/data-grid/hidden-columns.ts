/**
 * A grid's column choice as kept: the ids of the columns the user hid, per grid (`name`), in localStorage (ids only,
 * never data). Read by the grid and by its stand-in (grid-stand-in.tsx), which shows the same columns before the
 * grid's code is in.
 */
import { useCallback, useEffect, useState } from 'react';
import { hiddenColumnsOf } from './grid-columns';

const storageKey = (name: string) => `data-grid:${name}:hidden-columns`;

/** The hidden column ids kept for grid `name`; none when storage is blocked. */
export function readHiddenColumns(name: string): string[] {
  try {
    return hiddenColumnsOf(window.localStorage.getItem(storageKey(name)));
  } catch {
    return [];
  }
}

function writeHiddenColumns(name: string, hidden: readonly string[]): void {
  try {
    if (hidden.length) window.localStorage.setItem(storageKey(name), JSON.stringify(hidden));
    else window.localStorage.removeItem(storageKey(name));
  } catch {
    // Storage full or blocked: the choice lasts for this visit only.
  }
}

/**
 * The ids of a grid's hidden columns, kept per grid (`name`) in localStorage (ids only, never data). Updates are
 * functions of the latest choice, so several in one event (the table's visibility updates) add up instead of each
 * replacing the one before.
 */
export function useHiddenColumns(
  name: string,
): [readonly string[], (update: (hidden: readonly string[]) => string[]) => void] {
  const [hidden, setHidden] = useState<readonly string[]>(() => readHiddenColumns(name));
  // (On mount too: the choice as read, written back unchanged.)
  useEffect(() => writeHiddenColumns(name, hidden), [name, hidden]);
  const update = useCallback((change: (current: readonly string[]) => string[]) => setHidden(change), []);
  return [hidden, update];
}
