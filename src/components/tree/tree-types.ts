import type { CSSProperties, ReactNode } from 'react';
import type { FlatTreeSource } from './flat-rows';

export interface TreeRowState {
  /** Real depth, 0 for roots. */
  depth: number;
  /** Indentation level, capped at 5 (SPEC 2.4, 9); `aria-level` keeps the real depth. */
  level: number;
  expanded: boolean;
  selected: boolean;
  /** Children are being loaded lazily. */
  loading: boolean;
  /** The last lazy load of the children failed. */
  loadError: boolean;
}

/** The shared, virtualised tree view; generic over the node type `T` (the pure model is src/lib/tree-model.ts). */
export interface TreeProps<T> {
  roots: readonly T[];
  /**
   * A whole tree held flat (a large answer read off the page's thread), shown in place of `roots`: its rows are made
   * only as they come into view; it loads no children.
   */
  flat?: FlatTreeSource<T>;
  getId: (node: T) => string;
  /** Plain-text label; also used as the row's accessible name. Ignored for display when `renderLabel` is given. */
  getLabel?: (node: T) => string;
  /** Rich label content (badges etc.). */
  renderLabel?: (node: T, state: TreeRowState) => ReactNode;
  hasChildren: (node: T) => boolean;
  /** Already-loaded children, or `undefined` when they are not loaded; they take precedence over lazily loaded ones. */
  getChildren: (node: T) => readonly T[] | undefined;
  /**
   * Lazily loads the children of a node on its first expansion (or when expanded initially). The row shows a loader
   * meanwhile; a failure shows an error marker (its tooltip gives the message) and "Retry loading children", and
   * collapsing then expanding retries too. Loaded children are cached by node id for the tree's lifetime (change the
   * component `key` to drop the cache).
   */
  loadChildren?: (node: T) => Promise<readonly T[]>;
  /** Controlled expansion. */
  expandedIds?: ReadonlySet<string>;
  /** Uncontrolled initial expansion: these ids, or `'all'` for every node with children (made from the built tree). */
  defaultExpandedIds?: Iterable<string> | 'all';
  onExpandedChange?: (expandedIds: ReadonlySet<string>) => void;
  /** Controlled selection (`null` = nothing selected); omit for uncontrolled selection. */
  selectedId?: string | null;
  /** Clicking a row (or Enter/Space) selects it; clicking the expander only toggles it (SPEC 2.4 Organisations page). */
  onSelect?: (node: T) => void;
  /** Row action buttons, shown on the right of the row (clicks there neither select nor toggle the row). */
  renderActions?: (node: T, state: TreeRowState) => ReactNode;
  /** Shown instead of the tree when there are no roots. */
  emptyText?: ReactNode;
  /** Fixed row height in px (default 34): rows are found from the scroll offset alone (./row-window.ts). */
  rowHeight?: number;
  /** Height of the scroll viewport (default 400). */
  height?: CSSProperties['height'];
  /** Indentation per level in px (default 20). */
  indentSize?: number;
  /** Accessible name of the tree. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}
