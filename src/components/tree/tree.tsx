/** Tree: the shared, virtualised tree view (`role="tree"`, keyboard as WAI-ARIA's tree view); props in ./tree-types.ts. */
import { Text } from '@mantine/core';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { parentIdsOf } from '#/lib/flat-tree';
import { buildTree, collapse, expand, flattenVisible, rowIndexLookup, type TreeRow } from '#/lib/tree-model';
import { flatRows, type TreeRows } from './flat-rows';
import { offsetShowing, rowsInView, useViewportMetrics } from './row-window';
import { TreeItem } from './tree-item';
import { treeKeyAction } from './tree-keys';
import type { TreeProps, TreeRowState } from './tree-types';
import classes from './tree.module.css';
import { useChildLoads, useLoadExpanded } from './use-child-loads';

export type { TreeProps, TreeRowState } from './tree-types';

/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 8;

function toDomId(baseId: string, nodeId: string): string {
  return `${baseId}-item-${nodeId.replace(/\s/g, '_')}`;
}

/** The rows from `first` to `last` (inclusive). */
function rowsBetween<T>(rows: TreeRows<T>, first: number, last: number): TreeRow<T>[] {
  const between: TreeRow<T>[] = [];
  for (let index = first; index <= last; index += 1) {
    const row = rows.at(index);
    if (row !== undefined) between.push(row);
  }
  return between;
}

export function Tree<T>(props: TreeProps<T>) {
  const t = useT('blocks');
  const {
    roots,
    flat,
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
    emptyText = t('blocks.tree.empty'),
    rowHeight = 34,
    height = 400,
    indentSize = 20,
  } = props;

  const baseId = useId();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);

  // ---- selection (controlled or not) ----
  const [internalSelected, setInternalSelected] = useState<string | null>(null);
  const selected = selectedId === undefined ? internalSelected : selectedId;

  // ---- lazy loading ----
  const loads = useChildLoads<T>();
  const { loaded, status, retryLoad } = loads;

  // ---- model ----
  // The ids of the nodes with children come with it: "expand all" without walking the tree again.
  const { model, parentIds } = useMemo(() => {
    if (flat) return { model: [], parentIds: parentIdsOf(flat.tree) };
    const ids: string[] = [];
    const built = buildTree(
      roots,
      { getId, hasChildren, getChildren: (node) => getChildren(node) ?? loaded.get(getId(node)) },
      (id) => ids.push(id),
    );
    return { model: built, parentIds: ids };
  }, [flat, roots, getId, hasChildren, getChildren, loaded]);

  // ---- expansion (controlled or not) ----
  const [internalExpanded, setInternalExpanded] = useState<ReadonlySet<string>>(
    () => new Set(defaultExpandedIds === 'all' ? parentIds : (defaultExpandedIds ?? [])),
  );
  const expanded = expandedIds ?? internalExpanded;
  const setExpanded = (next: ReadonlySet<string>) => {
    if (next === expanded) return;
    if (expandedIds === undefined) setInternalExpanded(next);
    onExpandedChange?.(next);
  };

  // A flat tree's rows are made when asked; else every visible row, with its index by id made when first asked (a
  // focused or selected row, a key): most renders of a large tree never need it.
  const { rows, indexOf, all } = useMemo(() => {
    if (flat) return { ...flatRows(flat, expanded), all: [] };
    const visible = flattenVisible(model, expanded);
    return { rows: visible, indexOf: rowIndexLookup(visible), all: visible };
  }, [flat, model, expanded]);

  // A flat tree is whole: nothing to load.
  useLoadExpanded(all, loads, flat ? undefined : loadChildren);

  // ---- focus ----
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [hasFocus, setHasFocus] = useState(false);
  const focusedIndex = focusedId === null ? undefined : indexOf(focusedId);
  const selectedIndex = selected === null ? undefined : indexOf(selected);
  const activeId =
    focusedIndex !== undefined ? focusedId : selectedIndex !== undefined ? selected : (rows.at(0)?.id ?? null);
  const activeIndex = focusedIndex ?? selectedIndex ?? (rows.length > 0 ? 0 : -1);

  const metrics = useViewportMetrics(viewport);
  const scrollToRow = useCallback(
    (index: number) => {
      if (viewport === null) return;
      const top = offsetShowing(
        { top: viewport.scrollTop, height: viewport.getBoundingClientRect().height },
        index,
        rowHeight,
      );
      if (top !== undefined) viewport.scrollTo({ top });
    },
    [viewport, rowHeight],
  );

  // Bring an (externally) selected row into view: once per selection (not again when rows expand or collapse).
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
    return reason ? t('blocks.tree.loadFailedReason', { reason }) : t('blocks.tree.loadFailed');
  };

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
    const row = rows.at(index);
    if (row === undefined) return;
    setFocusedId(row.id);
    scrollToRow(index);
  };

  const focusViewport = () => viewport?.focus({ preventScroll: true });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // keys typed in row actions (links, buttons) belong to those controls
    if (event.target !== event.currentTarget) return;
    const action = treeKeyAction(event.key, rows, activeIndex, indexOf);
    if (action === null) return;
    event.preventDefault();
    const row = action.kind === 'none' ? undefined : rows.at(action.index);
    if (action.kind === 'focus') focusRow(action.index);
    else if (action.kind === 'expand' && row) setRowExpanded(row, action.open);
    else if (action.kind === 'select' && row) {
      setFocusedId(row.id);
      select(row);
    }
  };

  if ((flat ? flat.tree.count : roots.length) === 0) {
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
        {rowsBetween(rows, inView.first, inView.last).map((row, offset) => {
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
            <TreeItem
              key={row.id}
              row={row}
              index={index}
              state={state}
              domId={toDomId(baseId, row.id)}
              focused={hasFocus && isActive}
              rowHeight={rowHeight}
              indentSize={indentSize}
              getLabel={getLabel}
              renderLabel={renderLabel}
              renderActions={renderActions}
              failureLabel={state.loadError ? failureLabel(row.id) : ''}
              onClick={onRowClick}
              onExpanderClick={onExpanderClick}
              onRetry={() => retryLoad(row.id)}
            />
          );
        })}
      </div>
    </div>
  );
}
