/**
 * The tree's keyboard (WAI-ARIA tree view): Up/Down move the focus, Home/End jump, Right expands or moves to the first
 * child, Left collapses or moves to the parent, Enter/Space select.
 */

/** What a row of the tree is, for its keys. */
export interface KeyRow {
  id: string;
  parentId: string | undefined;
  hasChildren: boolean;
  expanded: boolean;
}

/** What a key does: focus a row (by index), expand or collapse a row, select it, or nothing (the key is not the tree's). */
export type TreeKeyAction =
  | { kind: 'focus'; index: number }
  | { kind: 'expand'; index: number; open: boolean }
  | { kind: 'select'; index: number }
  | { kind: 'none' }
  | null;

/** The action of `key` on the rows shown, with the row at `active` focused (-1: none). */
export function treeKeyAction(
  key: string,
  rows: { readonly length: number; at: (index: number) => KeyRow | undefined },
  active: number,
  indexOf: (id: string) => number | undefined,
): TreeKeyAction {
  // (`at(-1)` of an array is its last row: no row is active.)
  const row = active < 0 ? undefined : rows.at(active);
  switch (key) {
    case 'ArrowDown':
      return { kind: 'focus', index: active < 0 ? 0 : Math.min(active + 1, rows.length - 1) };
    case 'ArrowUp':
      return { kind: 'focus', index: Math.max(active - 1, 0) };
    case 'Home':
      return { kind: 'focus', index: 0 };
    case 'End':
      return { kind: 'focus', index: rows.length - 1 };
    case 'ArrowRight':
      if (row === undefined) return { kind: 'none' };
      if (row.hasChildren && !row.expanded) return { kind: 'expand', index: active, open: true };
      if (row.expanded && rows.at(active + 1)?.parentId === row.id) return { kind: 'focus', index: active + 1 };
      return { kind: 'none' };
    case 'ArrowLeft':
      if (row === undefined) return { kind: 'none' };
      if (row.expanded) return { kind: 'expand', index: active, open: false };
      if (row.parentId !== undefined) return { kind: 'focus', index: indexOf(row.parentId) ?? active };
      return { kind: 'none' };
    case 'Enter':
    case ' ':
      return row === undefined ? { kind: 'none' } : { kind: 'select', index: active };
    default:
      return null;
  }
}
