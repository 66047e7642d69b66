import { Group, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { memo, type ReactElement } from 'react';
import { HoverTooltips, useHoverTooltip } from '#/components/tooltip/hover-tooltips';
import type { RowStatus } from '#/lib/grid-changes';
import type { Translate } from '#/lib/messages/catalogues';
import { useRenderers } from './grid-cells';
import { RowActionButton } from './light-controls';

/** SPEC 9: tooltips show at once and hide after 250 ms. */
export const TOOLTIP = { openDelay: 0, closeDelay: 250 } as const;

/**
 * A row's actions, their tooltips mounted when a mouse first moves over them: mounting them with every row costs
 * about a tenth of a row (docs/decisions/021-grid-rows-mount-light.md).
 */
export const ActionsSlot = memo(function ActionsSlot({
  rowKey,
  loaded,
}: {
  rowKey: string;
  loaded: object | undefined;
}) {
  return <HoverTooltips>{useRenderers().actions(rowKey, loaded)}</HoverTooltips>;
});

/** A row action's tooltip, once the row's action tooltips are mounted (see `HoverTooltips`). */
function ActionTip({ label, children }: { label: string; children: ReactElement }) {
  const { mounted, openNow } = useHoverTooltip(label);
  if (!mounted) return children;
  return (
    <Tooltip label={label} {...TOOLTIP} defaultOpened={openNow}>
      {children}
    </Tooltip>
  );
}

interface RowActionsProps {
  status: RowStatus;
  /** Disabled while a save or delete is in flight. */
  busy: boolean;
  canDelete: boolean;
  onEdit: (() => void) | undefined;
  onDelete: () => void;
  onUndoDelete: () => void;
  /**
   * Opens the choice for a row whose save was refused (someone else changed or deleted its record), with the button's
   * label (from the conflict words, loaded after the first paint).
   */
  resolve: { label: string; open: () => void } | undefined;
  /** The grid's message function (one for all rows, not a hook per row). */
  t: Translate<'grid'>;
}

/** Resolve conflict (a refused row), Edit and Delete, or Undo delete for a row marked for deletion. */
export function RowActions({ status, busy, canDelete, onEdit, onDelete, onUndoDelete, resolve, t }: RowActionsProps) {
  if (status === 'deleted') {
    const undo = t('grid.row.undoDelete');
    return (
      <ActionTip label={undo}>
        <RowActionButton aria-label={undo} disabled={busy} onClick={onUndoDelete}>
          <IconArrowBackUp size={18} />
        </RowActionButton>
      </ActionTip>
    );
  }
  const isNew = status === 'new';
  const edit = t('grid.row.edit');
  const remove = t('grid.row.delete');
  return (
    <Group gap={4} wrap="nowrap">
      {resolve && (
        <ActionTip label={resolve.label}>
          <RowActionButton color="orange" aria-label={resolve.label} disabled={busy} onClick={resolve.open}>
            <IconAlertTriangle size={18} />
          </RowActionButton>
        </ActionTip>
      )}
      {onEdit && !isNew && (
        <ActionTip label={edit}>
          <RowActionButton aria-label={edit} onClick={onEdit}>
            <IconPencil size={18} />
          </RowActionButton>
        </ActionTip>
      )}
      {(isNew || canDelete) && (
        <ActionTip label={remove}>
          <RowActionButton color="red" aria-label={remove} disabled={busy} onClick={onDelete}>
            <IconTrash size={18} />
          </RowActionButton>
        </ActionTip>
      )}
    </Group>
  );
}
