import type { components } from '../../api/schema.gen';
import { ApiFailure } from '../../api/transport';

type ConflictError = components['schemas']['ConflictError'];

/** A record a save was refused for: its id, and the record as it stands now (null: someone deleted it). */
export interface RecordConflict {
  readonly id: string;
  readonly current: Record<string, unknown> | null;
}

/**
 * The records a failed save was refused for, when it was the optional concurrency answer (409
 * `Conflict_RecordChanged`, docs/decisions/065-record-versions.md); null for any other failure.
 */
export function recordConflictsOf(failure: unknown): RecordConflict[] | null {
  if (!(failure instanceof ApiFailure) || failure.status !== 409) return null;
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

/** A record's version, when the server versions it (a string `version` field); undefined otherwise. */
export function versionOf(record: unknown): string | undefined {
  if (!isRecord(record)) return undefined;
  return typeof record.version === 'string' ? record.version : undefined;
}
