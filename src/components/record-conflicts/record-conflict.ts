import type { components } from '#/api/schema.gen';
import { ApiFailure } from '#/api/transport';

type ConflictError = components['schemas']['ConflictError'];

/**
 * A record a save was refused for: the contract's `RecordConflict`, its id and the record as it stands now (null:
 * someone deleted it), read as a record of any call (the contract leaves `current` open to every record type).
 */
export type RecordConflict = Readonly<
  Omit<components['schemas']['RecordConflict'], 'current'> & { current: Record<string, unknown> | null }
>;

const STALE_SAVE: ConflictError['code'] = 'Conflict_RecordChanged';

/**
 * The records a failed save was refused for, when it was the optional concurrency answer (409
 * `Conflict_RecordChanged`, docs/decisions/065-record-versions.md); null for any other failure.
 */
export function recordConflictsOf(failure: unknown): RecordConflict[] | null {
  // Another 409 (a proxy's, a future code) is an ordinary failure: its body names no records to merge.
  if (!(failure instanceof ApiFailure) || failure.status !== 409 || failure.code !== STALE_SAVE) return null;
  const body = failure.body as Partial<ConflictError> | null | undefined;
  const listed = body !== null && typeof body === 'object' && Array.isArray(body.conflicts) ? body.conflicts : [];
  return listed.flatMap((entry) =>
    entry !== null && typeof entry === 'object' && typeof entry.id === 'string'
      ? [{ id: entry.id, current: isRecord(entry.current) ? entry.current : null }]
      : [],
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Whether the refusal says the record with this id was deleted meanwhile. */
export function wasDeleted(conflicts: readonly RecordConflict[], id: string): boolean {
  return conflicts.some((conflict) => conflict.id === id && conflict.current === null);
}
