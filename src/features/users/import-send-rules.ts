/**
 * Import Users, sending a batch and reading its answer row by row. A row is created or updated only when the answer
 * lists it (a new user by its email, an update by its id); a refusal that names its rows (a stale update's 409
 * `Conflict_RecordChanged`, whose `conflicts` list the users changed meanwhile, or `BadRequest_EmailAlreadyInUse`, whose
 * rows a fresh read of the users finds) is given to those rows alone and the batch is sent again without them, since
 * nothing of a refused batch is stored. A refusal that names no row is every row's.
 */
import { recordConflictsOf } from '#/components/record-conflicts/record-conflict';
import { failureCodeOf } from '#/lib/call-outcome';
import { emailKey } from '#/lib/email-rule';
import { rowToSend, type ImportRow, type RowOutcome } from './import-rows';
import type { UserChange, UserRecord } from './user-record';

/** A row as it is sent: its values over the user it updates (none: a new user). */
export type SendableRow = Pick<ImportRow, 'index' | 'values' | 'existing'>;

/** The code of a refused address (the contract's ErrorCode). */
const EMAIL_IN_USE = 'BadRequest_EmailAlreadyInUse';

/** The rows a refusal names, with their outcome (none when it names no row of `rows`). */
async function blamedRows(
  rows: readonly SendableRow[],
  error: unknown,
  owners: () => Promise<ReadonlyMap<string, UserRecord>>,
): Promise<Map<number, RowOutcome>> {
  const blamed = new Map<number, RowOutcome>();
  const conflicts = recordConflictsOf(error);
  if (conflicts) {
    for (const row of rows) {
      const conflict = conflicts.find((entry) => entry.id === row.existing?.userID);
      // The contract's `current` is the record as the list answers it (a user here).
      if (conflict) blamed.set(row.index, { state: 'conflict', current: conflict.current as UserRecord | null });
    }
  } else if (failureCodeOf(error) === EMAIL_IN_USE) {
    let byEmail: ReadonlyMap<string, UserRecord>;
    try {
      byEmail = await owners();
    } catch {
      return blamed;
    }
    for (const row of rows) {
      const owner = byEmail.get(emailKey(rowToSend(row).email));
      if (owner && owner.userID !== row.existing?.userID) blamed.set(row.index, { state: 'refused', error });
    }
  }
  return blamed;
}

/** A row's outcome as the answer's saved users say. */
function answeredOutcome(row: SendableRow, saved: readonly UserRecord[], updatedIds: ReadonlySet<string>): RowOutcome {
  if (row.existing) {
    const id = row.existing.userID;
    return saved.some((user) => user.userID === id) ? { state: 'updated' } : { state: 'unconfirmed' };
  }
  const key = emailKey(rowToSend(row).email);
  const listed = saved.some((user) => !updatedIds.has(user.userID) && emailKey(user.email) === key);
  return listed ? { state: 'created' } : { state: 'unconfirmed' };
}

/**
 * Sends `rows` as one batch (`send` answers the saved users); a refusal that names rows gives them their outcome and
 * the rest is sent again (each time one row fewer at least), unless `cancelled()` by then. Every row gets an outcome.
 * `owners` reads the users afresh, by `emailKey`.
 */
export async function sendBatchRows(
  rows: readonly SendableRow[],
  send: (changes: UserChange[]) => Promise<readonly UserRecord[]>,
  owners: () => Promise<ReadonlyMap<string, UserRecord>>,
  cancelled: () => boolean = () => false,
): Promise<Map<number, RowOutcome>> {
  const outcomes = new Map<number, RowOutcome>();
  let pending = [...rows];
  while (pending.length) {
    let saved: readonly UserRecord[];
    try {
      saved = await send(pending.map(rowToSend));
    } catch (error) {
      const blamed = await blamedRows(pending, error, owners);
      if (blamed.size === 0) {
        for (const row of pending) outcomes.set(row.index, { state: 'refused', error });
        break;
      }
      for (const [index, outcome] of blamed) outcomes.set(index, outcome);
      pending = pending.filter((row) => !blamed.has(row.index));
      if (pending.length && cancelled()) {
        for (const row of pending) outcomes.set(row.index, { state: 'notSent' });
        break;
      }
      continue;
    }
    const updatedIds = new Set(pending.flatMap((row) => (row.existing ? [row.existing.userID] : [])));
    for (const row of pending) outcomes.set(row.index, answeredOutcome(row, saved, updatedIds));
    break;
  }
  return outcomes;
}

/**
 * Sends `batches` one after another with `sendBatch`: a batch refused does not stop the rest, and once `cancelled()`
 * says so the batches not yet sent are not sent. `onBatch` hears each batch's rows as it ends (for the progress).
 */
export async function sendInBatches<T extends SendableRow>(
  batches: readonly T[][],
  sendBatch: (rows: T[]) => Promise<ReadonlyMap<number, RowOutcome>>,
  cancelled: () => boolean,
  onBatch: (index: number, sent: boolean) => void = () => undefined,
): Promise<Map<number, RowOutcome>> {
  const outcomes = new Map<number, RowOutcome>();
  for (const [index, batch] of batches.entries()) {
    if (cancelled()) {
      for (const row of batch) outcomes.set(row.index, { state: 'notSent' });
      onBatch(index, false);
      continue;
    }
    for (const [row, outcome] of await sendBatch(batch)) outcomes.set(row, outcome);
    onBatch(index, true);
  }
  return outcomes;
}
