/**
 * useImportSend: sends an import's users in batches of IMPORT_BATCH_SIZE through the Users grid's batch call (the
 * user list is then stale, so the grid shows them at once), one batch after another; a failed batch does not stop
 * the rest, and Cancel stops before the next batch. `progress` counts the rows sent (refused ones too) once a batch.
 * Each batch's rows become users as it is sent, so no step of a large import holds the page for all of its rows.
 */
import { useRef, useState } from 'react';
import { IMPORT_BATCH_SIZE, inBatches, sendInBatches, type BatchOutcome } from './import-rows';
import type { UserChange } from './user-record';
import { useUserBatch } from './users-queries';

export interface ImportSend {
  send: <T>(items: readonly T[], toUser: (item: T) => UserChange) => Promise<BatchOutcome[]>;
  cancel: () => void;
  progress: { sent: number; total: number };
  cancelling: boolean;
}

export function useImportSend(): ImportSend {
  const batch = useUserBatch();
  const [progress, setProgress] = useState({ sent: 0, total: 0 });
  const [cancelling, setCancelling] = useState(false);
  const cancelled = useRef(false);

  const send = async <T>(items: readonly T[], toUser: (item: T) => UserChange) => {
    cancelled.current = false;
    setCancelling(false);
    const batches = inBatches(items, IMPORT_BATCH_SIZE);
    let sent = 0;
    setProgress({ sent, total: items.length });
    return sendInBatches(
      batches,
      (rows) => batch.mutateAsync({ body: { changes: rows.map(toUser), deletes: [] } }),
      () => cancelled.current,
      (index, outcome) => {
        if (outcome.state === 'notSent') return;
        sent += batches[index]?.length ?? 0;
        setProgress({ sent, total: items.length });
      },
    );
  };

  const cancel = () => {
    cancelled.current = true;
    setCancelling(true);
  };

  return { send, cancel, progress, cancelling };
}
