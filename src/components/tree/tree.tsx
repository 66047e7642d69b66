/**
 * Tree: the shared, virtualised tree view (organisations page, statistics, system health, version
 * authorisations and acceptances). Generic over the node type `T`; the pure model is src/lib/tree-model.ts.
 *
 * Props (see `TreeProps`):
 * - `roots`, `getId`, `hasChildren(node)`, `getChildren(node)` (loaded children, or `undefined` if not loaded).
 * - `getLabel(node)` (plain text) or `renderLabel(node, state)` (rich content such as badges); `renderActions(node,
 *   state)` renders action buttons on the right of the row (clicks there neither select nor toggle the row).
 * - `loadChildren(node)`: lazy loading. Called once when a node whose children are not loaded is expanded (or is
 *   expanded initially). The row shows a small loader meanwhile; on failure it shows an error marker (its tooltip
 *   gives the failure's message) and a "Retry loading children" button; collapsing then expanding the row retries
 *   too. Loaded children are cached by node id for the tree's lifetime (change the component `key` to drop the
 *   cache); children returned by `getChildren` always take precedence.
 * - Expansion: controlled (`expandedIds` + `onExpandedChange`) or uncontrolled (`defaultExpandedIds`).
 * - Selection: `selectedId` (controlled; omit it for uncontrolled) + `onSelect(node)`. Clicking a row selects it;
 *   clicking the expander only toggles it (SPEC 2.4 Organisations page).
 * - `emptyText` when there are no roots; `rowHeight` (px, fixed); `height` of the scroll viewport; `indentSize`.
 *
 * Behaviour: rows are virtualised (only the rows in view, and 8 more on each side, are in the DOM, so 20,000 nodes
 * stay fluid; rows have a fixed height, so `row-window.ts` finds them from the scroll offset alone). Indentation per level is capped at level 5 (SPEC 2.4, SPEC 9) while `aria-level` keeps the real
 * depth. Accessibility: the viewport is `role="tree"` (focusable, `aria-activedescendant`), rows are
 * `role="treeitem"` with aria-level / aria-expanded / aria-selected / aria-posinset / aria-setsize. Keyboard:
 * Up/Down move focus, Home/End jump, Right expands (or moves to the first child), Left collapses (or moves to the
 * parent), Enter/Space select. The focused row has a visible focus ring (`data-focused`).
 */
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { ActionIcon, Loader, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconChevronRight, IconRefresh } from '@tabler/icons-react';
import {
  buildTree,
  collapse,
  expand,
  flattenVisible,
  type TreeRow,
} from '../../lib/tree-model';
import { errorMessageOf } from '../../api/error-messages';
import { offsetShowing, rowsInView, useViewportMetrics } from './row-window';
import classes from './tree.module.css';

export interface TreeRowState {
  /** Real depth, 0 for roots. */
  depth: number;
  /** Indentation level, capped at 5. */
  level: number;
  expanded: boolean;
  selected: boolean;
  /** Children are being loaded lazily. */
  loading: boolean;
  /** The last lazy load of the children failed. */
  loadError: boolean;
}

export interface TreeProps<T> {
  roots: readonly T[];
  getId: (node: T) => string;
  /** Plain-text label; also used as the row's accessible name. Ignored for display when `renderLabel` is given. */
  getLabel?: (node: T) => string;
  /** Rich label content (badges etc.). */
  renderLabel?: (node: T, state: TreeRowState) => ReactNode;
  hasChildren: (node: T) => boolean;
  /** Already-loaded children, or `undefined` when they are not loaded. */
  getChildren: (node: T) => readonly T[] | undefined;
  /** Lazily loads the children of a node on its first expansion. */
  loadChildren?: (node: T) => Promise<readonly T[]>;
  /** Controlled expansion. */
  expandedIds?: ReadonlySet<string>;
  /** Uncontrolled initial expansion. */
  defaultExpandedIds?: Iterable<string>;
  onExpandedChange?: (expandedIds: ReadonlySet<string>) => void;
  /** Controlled selection (`null` = nothing selected); omit for uncontrolled selection. */
  selectedId?: string | null;
  onSelect?: (node: T) => void;
  /** Row action buttons, shown on the right of the row. */
  renderActions?: (node: T, state: TreeRowState) => ReactNode;
  /** Shown instead of the tree when there are no roots. */
  emptyText?: ReactNode;
  /** Fixed row height in px (default 34). */
  rowHeight?: number;
  /** Height of the scroll viewport (default 400). */
  height?: CSSProperties['height'];
  /** Indentation per level in px (default 20). */
  indentSize?: number;
  /** Accessible name of the tree. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** A lazy load under way, or the message of the one that failed. */
type LoadStatus = 'loading' | { failure: string };

const EXPANDER_SIZE = 22;
/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 8;

function toDomId(baseId: string, nodeId: string): string {
  return `${baseId}-item-${nodeId.replace(/\s/g, '_')}`;
}

export function Tree<T>(props: TreeProps<T>) {
  const {
    roots,
    getId,
    getLabel,
    renderLabel,
    hasChildren,
    getChildren,
    loadChildren,
    expandedIds,
    defaultExpandedIds,
    onExpandedChange,
    selectedId,
    onSelect,
    renderActions,
    emptyText = 'No items',
    rowHeight = 34,
    height = 400,
    indentSize = 20,
  } = props;

  const baseId = useId();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);

  // ---- expansion (controlled or not) ----
  const [internalExpanded, setInternalExpanded] = useState<ReadonlySet<string>>(
    () => new Set(defaultExpandedIds ?? []),
  );
  const expanded = expandedIds ?? internalExpanded;
  const setExpanded = (next: ReadonlySet<string>) => {
    if (next === expanded) return;
    if (expandedIds === undefined) setInternalExpanded(next);
    onExpandedChange?.(next);
  };

  // ---- selection (controlled or not) ----
  const [internalSelected, setInternalSelected] = useState<string | null>(null);
  const selected = selectedId === undefined ? internalSelected : selectedId;

  // ---- lazy loading ----
  const [loaded, setLoaded] = useState<ReadonlyMap<string, readonly T[]>>(() => new Map());
  const statusRef = useRef(new Map<string, LoadStatus>());
  const [status, setStatus] = useState<ReadonlyMap<string, LoadStatus>>(() => new Map());
  const mountedRef = useRef(false);
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);
  const setLoadStatus = useCallback((id: string, value: LoadStatus | undefined) => {
    if (value === undefined) statusRef.current.delete(id);
    else statusRef.current.set(id, value);
    setStatus(new Map(statusRef.current));
  }, []);

  // ---- model ----
  const model = useMemo(
    () =>
      buildTree(roots, {
        getId,
        hasChildren,
        getChildren: (node) => getChildren(node) ?? loaded.get(getId(node)),
      }),
    [roots, getId, hasChildren, getChildren, loaded],
  );
  const rows = useMemo(() => flattenVisible(model, expanded), [model, expanded]);
  const indexById = useMemo(() => {
    const map = new Map<string, number>();
    rows.forEach((row, index) => map.set(row.id, index));
    return map;
  }, [rows]);

  // Load the children of expanded, visible nodes that have none loaded (first expansion, or initially expanded).
  useEffect(() => {
    if (loadChildren === undefined) return;
    for (const row of rows) {
      if (!row.expanded || row.childrenLoaded || statusRef.current.has(row.id)) continue;
      const id = row.id;
      setLoadStatus(id, 'loading');
      loadChildren(row.node.data).then(
        (children) => {
          if (!mountedRef.current) return;
          setLoaded((previous) => new Map(previous).set(id, children));
          setLoadStatus(id, undefined);
        },
        (error: unknown) => {
          if (!mountedRef.current) return;
          setLoadStatus(id, { failure: errorMessageOf(error) });
        },
      );
    }
    // `status` too: clearing a failure (Retry) loads that node again.
  }, [rows, status, loadChildren, setLoadStatus]);

  // ---- focus ----
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [hasFocus, setHasFocus] = useState(false);
  const activeId =
    focusedId !== null && indexById.has(focusedId)
      ? focusedId
      : selected !== null && indexById.has(selected)
        ? selected
        : (rows[0]?.id ?? null);
  const activeIndex = activeId === null ? -1 : (indexById.get(activeId) ?? -1);

  const metrics = useViewportMetrics(viewport);
  const scrollToRow = useCallback(
    (index: number) => {
      if (viewport === null) return;
      const top = offsetShowing({ top: viewport.scrollTop, height: viewport.getBoundingClientRect().height }, index, rowHeight);
      if (top !== undefined) viewport.scrollTo({ top });
    },
    [viewport, rowHeight],
  );

  // Bring an (externally) selected row into view: once per selection (not again when rows expand or collapse).
  const selectedIndex = selected === null ? undefined : indexById.get(selected);
  const shownSelection = useRef<string | null>(null);
  useEffect(() => {
    if (viewport === null || selected === shownSelection.current) return;
    shownSelection.current = selected;
    if (selectedIndex !== undefined) scrollToRow(selectedIndex);
  }, [viewport, selected, selectedIndex, scrollToRow]);

  // ---- actions ----
  const stateOf = (row: TreeRow<T>): TreeRowState => ({
    depth: row.depth,
    level: row.level,
    expanded: row.expanded,
    selected: row.id === selected,
    loading: status.get(row.id) === 'loading',
    loadError: typeof status.get(row.id) === 'object',
  });

  const failureLabel = (id: string) => {
    const load = status.get(id);
    const reason = typeof load === 'object' ? load.failure : '';
    return reason ? `Loading failed: ${reason}` : 'Loading failed.';
  };

  const retryLoad = (id: string) => setLoadStatus(id, undefined);

  const setRowExpanded = (row: TreeRow<T>, open: boolean) => {
    if (!row.hasChildren) return;
    if (open) {
      setExpanded(expand(expanded, row.id));
    } else {
      // a failed load is retried on the next expansion
      if (typeof status.get(row.id) === 'object') retryLoad(row.id);
      setExpanded(collapse(expanded, row.id));
    }
  };

  const select = (row: TreeRow<T>) => {
    if (selectedId === undefined) setInternalSelected(row.id);
    onSelect?.(row.node.data);
  };

  const focusRow = (index: number) => {
    const row = rows[index];
    if (row === undefined) return;
    setFocusedId(row.id);
    scrollToRow(index);
  };

  const focusViewport = () => viewport?.focus({ preventScroll: true });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // keys typed in row actions (links, buttons) belong to those controls
    if (event.target !== event.currentTarget) return;
    const row = rows[activeIndex];
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        focusRow(activeIndex < 0 ? 0 : Math.min(activeIndex + 1, rows.length - 1));
        break;
      case 'ArrowUp':
        focusRow(Math.max(activeIndex - 1, 0));
        break;
      case 'Home':
        focusRow(0);
        break;
      case 'End':
        focusRow(rows.length - 1);
        break;
      case 'ArrowRight':
        if (row === undefined) break;
        if (row.hasChildren && !row.expanded) setRowExpanded(row, true);
        else if (row.expanded && rows[activeIndex + 1]?.parentId === row.id) focusRow(activeIndex + 1);
        break;
      case 'ArrowLeft':
        if (row === undefined) break;
        if (row.expanded) setRowExpanded(row, false);
        else if (row.parentId !== undefined) focusRow(indexById.get(row.parentId) ?? activeIndex);
        break;
      case 'Enter':
      case ' ':
        if (row === undefined) break;
        setFocusedId(row.id);
        select(row);
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  if (roots.length === 0) {
    return (
      <Text c="dimmed" size="sm" p="sm" data-tree-empty="">
        {emptyText}
      </Text>
    );
  }

  const inView = rowsInView(metrics, rows.length, rowHeight, OVERSCAN);
  const activeRendered = activeIndex >= inView.first && activeIndex <= inView.last;

  return (
    <div
      ref={setViewport}
      role="tree"
      tabIndex={0}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-activedescendant={activeRendered && activeId !== null ? toDomId(baseId, activeId) : undefined}
      className={classes.viewport}
      style={{ height }}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        if (event.target === event.currentTarget) setHasFocus(true);
      }}
      onBlur={(event) => {
        if (event.target === event.currentTarget) setHasFocus(false);
      }}
    >
      <div role="presentation" style={{ height: rows.length * rowHeight, width: '100%', position: 'relative' }}>
        {rows.slice(inView.first, inView.last + 1).map((row, offset) => {
          const index = inView.first + offset;
          const state = stateOf(row);
          const isActive = row.id === activeId;
          const onRowClick = () => {
            setFocusedId(row.id);
            focusViewport();
            select(row);
          };
          const onExpanderClick = (event: MouseEvent) => {
            event.stopPropagation();
            setFocusedId(row.id);
            focusViewport();
            setRowExpanded(row, !row.expanded);
          };
          return (
            <div
              key={row.id}
              id={toDomId(baseId, row.id)}
              role="treeitem"
              aria-level={row.depth + 1}
              aria-expanded={row.hasChildren ? row.expanded : undefined}
              aria-selected={state.selected}
              aria-posinset={row.posInSet}
              aria-setsize={row.setSize}
              aria-busy={state.loading || undefined}
              aria-label={getLabel?.(row.node.data)}
              data-depth={row.depth}
              data-indent-level={row.level}
              data-selected={state.selected || undefined}
              data-focused={(hasFocus && isActive) || undefined}
              className={classes.row}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: rowHeight,
                transform: `translateY(${index * rowHeight}px)`,
                paddingLeft: 4 + row.level * indentSize,
              }}
              onClick={onRowClick}
            >
              {row.hasChildren ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size={EXPANDER_SIZE}
                  tabIndex={-1}
                  // A pointer affordance only: keyboard users expand with Right/Left on the tree, and the row's
                  // accessible name must match its visible text (axe label-content-name-mismatch).
                  aria-hidden
                  aria-label={row.expanded ? 'Collapse' : 'Expand'}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={onExpanderClick}
                >
                  <IconChevronRight
                    size={16}
                    className={classes.expanderIcon}
                    data-expanded={row.expanded || undefined}
                  />
                </ActionIcon>
              ) : (
                <span className={classes.spacer} style={{ width: EXPANDER_SIZE }} aria-hidden />
              )}
              <div className={classes.label}>
                {renderLabel !== undefined ? (
                  renderLabel(row.node.data, state)
                ) : (
                  <Text size="sm" truncate="end">
                    {getLabel?.(row.node.data) ?? row.id}
                  </Text>
                )}
                {state.loading && <Loader size={12} role="status" aria-label="Loading children" />}
                {state.loadError && (
                  <>
                    <Tooltip label={failureLabel(row.id)}>
                      <Text component="span" c="red" lh={0} role="img" aria-label="Failed to load children">
                        <IconAlertTriangle size={16} />
                      </Text>
                    </Tooltip>
                    <ActionIcon
                      variant="subtle"
                      size="xs"
                      aria-label="Retry loading children"
                      onClick={(event: MouseEvent) => {
                        event.stopPropagation();
                        retryLoad(row.id);
                      }}
                    >
                      <IconRefresh size={14} aria-hidden />
                    </ActionIcon>
                  </>
                )}
              </div>
              {renderActions !== undefined && (
                <div className={classes.actions} onClick={(event) => event.stopPropagation()}>
                  {renderActions(row.node.data, state)}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
