/**
 * The choice for a row whose save was refused (grid-conflict-dialog.tsx), same name and props, loaded on demand with
 * its words (`conflicts`): downloaded once an editable grid is on screen and the browser idle (`usePrefetchConflicts`
 * with `ROW_CONFLICT_BLOCKS`), or when first opened. If it cannot be downloaded, the dialog shows the start-up's
 * refusal with Retry; the row and its pending changes stay.
 */
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { laterBlock } from '#/components/on-demand/later-block';
import { ConflictBlock, ConflictFallback } from '#/components/record-conflicts/conflict-block';
import type { RowConflictDialogProps } from './grid-conflict-dialog';

const rowConflictDialog = laterBlock(() => import('./grid-conflict-dialog'));

/** What an editable grid prefetches. */
export const ROW_CONFLICT_BLOCKS = [rowConflictDialog] as const;

export function RowConflictDialog<T extends object>(props: RowConflictDialogProps<T>) {
  const t = useT('grid');
  // Nothing is downloaded until a row is resolved (or the prefetch did it); once shown, it stays for its closing.
  const [shown, setShown] = useState(false);
  if (props.rowKey !== null && !shown) setShown(true);
  if (!shown) return null;
  return (
    <ConflictBlock
      block={rowConflictDialog}
      render={(block) => <block.RowConflictDialog {...props} />}
      fallback={(retry) => (
        <Modal
          opened={props.rowKey !== null}
          onClose={props.onClose}
          title={t('grid.dialog.errorTitle')}
          centered
          closeButtonProps={{ 'aria-label': t('grid.dialog.close') }}
        >
          <ConflictFallback onRetry={retry} />
        </Modal>
      )}
    />
  );
}
