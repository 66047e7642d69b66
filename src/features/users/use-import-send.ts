/**
 * useImportSend: sends an import's users in batches of IMPORT_BATCH_SIZE through the Users grid's batch call (the
 * user list is then stale, so the grid shows them at once), one batch after another; a refused batch does not stop
 * the rest, and Cancel stops before the next batch. Each row's outcome is what the answer says of it; a refusal that
 * names rows is theirs alone and the rest of the batch is sent again (import-send-rules.ts). `progress` counts the
 * rows of the batches ended. Each batch's rows become users as it is sent, so no step holds the page for all rows.
 */
import { useRef, useState } from 'react';
import { IMPORT_BATCH_SIZE, inBatches, usersByEmail, type RowOutcome } from './import-rows';
import { sendBatchRows, sendInBatches, type SendableRow } from './import-send-rules';
import type { UserChange } from './user-record';
import { readUsersAfresh, useUserBatch } from './users-queries';

export interface ImportSend {
  send: (rows: readonly SendableRow[]) => Promise<Map<number, RowOutcome>>;
  /** One row sent again (an update over the user as it is now), without the progress. */
  sendAgain: (row: SendableRow) => Promise<RowOutcome>;
  cancel: () => void;
  progress: { sent: number; total: number };
  cancelling: boolean;
}

const owners = async () => usersByEmail(await readUsersAfresh());

export function useImportSend(): ImportSend {
  const batch = useUserBatch();
  const [progress, setProgress] = useState({ sent: 0, total: 0 });
  const [cancelling, setCancelling] = useState(false);
  const cancelled = useRef(false);

  const sendChanges = async (changes: UserChange[]) =>
    (await batch.mutateAsync({ body: { changes, deletes: [] } })).changes;

  const send = async (rows: readonly SendableRow[]) => {
    cancelled.current = false;
    setCancelling(false);
    const batches = inBatches(rows, IMPORT_BATCH_SIZE);
    let sent = 0;
    setProgress({ sent, total: rows.length });
    return sendInBatches(
      batches,
      (part) => sendBatchRows(part, sendChanges, owners, () => cancelled.current),
      () => cancelled.current,
      (index, done) => {
        if (!done) return;
        sent += batches[index]?.length ?? 0;
        setProgress({ sent, total: rows.length });
      },
    );
  };

  const sendAgain = async (row: SendableRow): Promise<RowOutcome> =>
    (await sendBatchRows([row], sendChanges, owners)).get(row.index) ?? { state: 'notSent' };

  const cancel = () => {
    cancelled.current = true;
    setCancelling(true);
  };

  return { send, sendAgain, cancel, progress, cancelling };
}
