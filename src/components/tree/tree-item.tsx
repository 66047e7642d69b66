import { ActionIcon, Loader, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconChevronRight, IconRefresh } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import type { TreeRow } from '#/lib/tree-model';
import type { TreeRowState } from './tree-types';
import classes from './tree.module.css';

const EXPANDER_SIZE = 22;

interface TreeItemProps<T> {
  row: TreeRow<T>;
  /** Its index in the visible rows (its position in the scrolling area). */
  index: number;
  state: TreeRowState;
  domId: string;
  /** The tree has the focus and this is its active row (the focus ring). */
  focused: boolean;
  rowHeight: number;
  indentSize: number;
  getLabel: ((node: T) => string) | undefined;
  renderLabel: ((node: T, state: TreeRowState) => ReactNode) | undefined;
  renderActions: ((node: T, state: TreeRowState) => ReactNode) | undefined;
  /** The tooltip of a failed load's marker. */
  failureLabel: string;
  onClick: () => void;
  onExpanderClick: (event: MouseEvent) => void;
  onRetry: () => void;
}

/** One row of the tree: `role="treeitem"`, its expander, label, load state and actions. */
export function TreeItem<T>(props: TreeItemProps<T>) {
  const { row, state, rowHeight, getLabel, renderLabel, renderActions } = props;
  const t = useT('blocks');
  return (
    <div
      id={props.domId}
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
      data-focused={props.focused || undefined}
      className={classes.row}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        height: rowHeight,
        transform: `translateY(${props.index * rowHeight}px)`,
        paddingLeft: 4 + row.level * props.indentSize,
      }}
      onClick={props.onClick}
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
          aria-label={row.expanded ? t('blocks.tree.collapse') : t('blocks.tree.expand')}
          onMouseDown={(event) => event.preventDefault()}
          onClick={props.onExpanderClick}
        >
          <IconChevronRight size={16} className={classes.expanderIcon} data-expanded={row.expanded || undefined} />
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
        {state.loading && <Loader size={12} role="status" aria-label={t('blocks.tree.loadingChildren')} />}
        {state.loadError && (
          <>
            <Tooltip label={props.failureLabel}>
              <Text component="span" c="red" lh={0} role="img" aria-label={t('blocks.tree.childrenFailed')}>
                <IconAlertTriangle size={16} />
              </Text>
            </Tooltip>
            <ActionIcon
              variant="subtle"
              size="xs"
              aria-label={t('blocks.tree.retryChildren')}
              onClick={(event: MouseEvent) => {
                event.stopPropagation();
                props.onRetry();
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
}
