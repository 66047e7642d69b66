import type { Schemas } from './contract';

/** A code of the contract's ErrorCode enum, as text. */
type ErrorCode = `${Schemas['ErrorCode']}`;
type ConflictBody = Schemas['ConflictError'];
/** A record of a refused save, as the contract's ConflictError lists it. */
export type RecordConflict = Schemas['RecordConflict'];

/** The statuses of a coded refusal (the contract's `ApiError`); 429 is a mail limit's (with `Retry-After`), 501 a history not kept. */
type RefusalStatus = 400 | 401 | 403 | 404 | 429 | 501;

/**
 * A refusal the console shows: 400 or 404 with the contract's `ApiError` (a SPEC 8 code, or `NotFound` for a record
 * that does not exist, shown as received), 401 `Unauthorized` or 403 `Forbidden` (who may call, the contract's
 * `security`), or 409 with its `ConflictError` (a save from an old version). Handlers throw it; the server answers it.
 */
export class WorldError extends Error {
  readonly status: RefusalStatus | 409;
  readonly code: ErrorCode | 'NotFound';
  readonly body: Schemas['ApiError'] | ConflictBody;
  /** A 429's seconds until the call may succeed (its `Retry-After`). */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: RefusalStatus, code: ErrorCode | 'NotFound', message?: string, retryAfterSeconds?: number);
  constructor(status: 409, conflict: ConflictBody);
  constructor(
    status: RefusalStatus | 409,
    code: ErrorCode | 'NotFound' | ConflictBody,
    message?: string,
    retryAfterSeconds?: number,
  ) {
    super(typeof code === 'object' ? (code.message ?? code.code) : (message ?? code));
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
    if (typeof code === 'object') {
      this.code = code.code;
      this.body = code;
    } else {
      this.code = code;
      this.body = this.message === code ? { code } : { code, message: this.message };
    }
  }
}

export const badRequest = (code: ErrorCode, message?: string) => new WorldError(400, code, message);
export const forbidden = (message: string) => new WorldError(403, 'Forbidden', message);
export const notFound = (what: string, id: string) => new WorldError(404, 'NotFound', `${what} ${id} does not exist`);

/**
 * The contract types a conflict's `current` as any JSON object, which the generated types render as an object
 * without properties: a record answered there is one of the contract's own records, in the shape its list answers.
 */
const asConflictRecord = (record: object): NonNullable<RecordConflict['current']> =>
  record as NonNullable<RecordConflict['current']>;

/**
 * One record of a save sent with `version` (undefined: the record was sent without one and is saved whatever its
 * version): a conflict when the record now has another version, or no longer exists; null when it is current.
 */
export function conflictOf(
  id: string,
  sent: string | undefined,
  now: { version?: string } | undefined,
): RecordConflict | null {
  if (sent === undefined) return null;
  if (!now) return { id, current: null };
  return now.version === sent ? null : { id, current: asConflictRecord(now) };
}

/** 409 `Conflict_RecordChanged` naming every stale record of the call, when there is one; nothing otherwise. */
export function refuseConflicts(conflicts: readonly (RecordConflict | null)[]): void {
  const stale = conflicts.filter((conflict): conflict is RecordConflict => conflict !== null);
  if (stale.length === 0) return;
  throw new WorldError(409, {
    code: 'Conflict_RecordChanged',
    message: `Changed or deleted since it was loaded: ${stale.map((conflict) => conflict.id).join(', ')}`,
    conflicts: stale,
  });
}
