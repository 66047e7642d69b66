import type { Schemas } from './contract';

/** A code of the contract's ErrorCode enum, as text. */
type ErrorCode = `${Schemas['ErrorCode']}`;

/**
 * A refusal the console shows: 400 or 404 with the contract's `ApiError` (a SPEC 8 code, or `NotFound` for a record
 * that does not exist, shown as received). Handlers throw it; the server answers it.
 */
export class WorldError extends Error {
  constructor(
    readonly status: 400 | 401 | 404,
    readonly code: ErrorCode | 'NotFound' | 'Unauthorized',
    message?: string,
  ) {
    super(message ?? code);
  }

  get body(): Schemas['ApiError'] {
    return this.message === this.code ? { code: this.code } : { code: this.code, message: this.message };
  }
}

export const badRequest = (code: ErrorCode, message?: string) => new WorldError(400, code, message);
export const notFound = (what: string, id: string) => new WorldError(404, 'NotFound', `${what} ${id} does not exist`);
