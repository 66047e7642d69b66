import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { createContext, memo, useContext, useState, type PointerEvent, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import type { RowStatus } from '../../lib/grid-changes';
import type { Translate } from '../../lib/messages/catalogues';
import { useRenderers } from './grid-cells';

/** SPEC 9: tooltips show at once and hide after 250 ms. */
export const TOOLTIP = { openDelay: 0, closeDelay: 250 } as const;

/** Whether a row's action tooltips are mounted yet, and the action the pointer was over when they were (see ActionsSlot). */
const ActionTipsContext = createContext<{ mounted: boolean; under: string | null }>({ mounted: false, under: null });

/**
 * A row's actions. Their tooltips are mounted when a mouse first moves over them, as mounting them with every row
 * costs about a tenth of a row (docs/decisions/021-grid-rows-mount-light.md): the action under the pointer opens its
 * tooltip at once and a focused action keeps the focus. Touch shows no tooltips and mounts nothing.
 */
export const ActionsSlot = memo(function ActionsSlot({
  rowKey,
  loaded,
}: {
  rowKey: string;
  loaded: object | undefined;
}) {
  const [tips, setTips] = useState<{ mounted: boolean; under: string | null }>({ mounted: false, under: null });
  const mountTips = (event: PointerEvent<HTMLDivElement>) => {
    if (tips.mounted || event.pointerType !== 'mouse' || event.buttons !== 0) return;
    const host = event.currentTarget;
    const labelOf = (element: Element | null) => element?.closest('button')?.getAttribute('aria-label') ?? null;
    const focused = host.contains(document.activeElement) ? labelOf(document.activeElement) : null;
    // At once (flushSync): the tooltip of the action under the pointer opens with this move.
    flushSync(() => setTips({ mounted: true, under: event.target instanceof Element ? labelOf(event.target) : null }));
    if (focused) {
      for (const button of host.querySelectorAll('button')) {
        if (button.getAttribute('aria-label') === focused) button.focus();
      }
    }
    setTips({ mounted: true, under: null });
  };
  return (
    <ActionTipsContext.Provider value={tips}>
      <div onPointerMove={mountTips} style={{ display: 'contents' }}>
        {useRenderers().actions(rowKey, loaded)}
      </div>
    </ActionTipsContext.Provider>
  );
});

/** A row action's tooltip, once the row's action tooltips are mounted (see ActionsSlot). */
function ActionTip({ label, children }: { label: string; children: ReactElement }) {
  const { mounted, under } = useContext(ActionTipsContext);
  if (!mounted) return children;
  return (
    <Tooltip label={label} {...TOOLTIP} defaultOpened={under === label}>
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
        <ActionIcon variant="subtle" aria-label={undo} disabled={busy} onClick={onUndoDelete}>
          <IconArrowBackUp size={18} />
        </ActionIcon>
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
          <ActionIcon variant="subtle" color="orange" aria-label={resolve.label} disabled={busy} onClick={resolve.open}>
            <IconAlertTriangle size={18} />
          </ActionIcon>
        </ActionTip>
      )}
      {onEdit && !isNew && (
        <ActionTip label={edit}>
          <ActionIcon variant="subtle" aria-label={edit} onClick={onEdit}>
            <IconPencil size={18} />
          </ActionIcon>
        </ActionTip>
      )}
      {(isNew || canDelete) && (
        <ActionTip label={remove}>
          <ActionIcon variant="subtle" color="red" aria-label={remove} disabled={busy} onClick={onDelete}>
            <IconTrash size={18} />
          </ActionIcon>
        </ActionTip>
      )}
    </Group>
  );
}
