import type { components } from './schema.gen';

export type ErrorCode = components['schemas']['ErrorCode'];

/** The code carried by a 400/404 body: `{code}` JSON, or a bare code string. */
export function errorCodeOf(body: unknown): string | undefined {
  if (typeof body === 'string') {
    const trimmed = body.trim().replace(/^"|"$/g, '');
    return /^[A-Za-z]+(_[A-Za-z]+)*$/.test(trimmed) ? trimmed : undefined;
  }
  if (body && typeof body === 'object' && 'code' in body) {
    const code = (body as { code: unknown }).code;
    if (typeof code === 'string' && code) return code;
  }
  return undefined;
}

/** The server's own text in a 400/404 body: its message, else the text as received, else its code. */
export function describeErrorBody(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  if (typeof body === 'string') return body;
  return errorCodeOf(body) ?? '';
}

/**
 * An RFC 9457 validation problem: the 400 a service's framework answers for a request it refuses before its own code
 * runs (ASP.NET's automatic model validation), by the names of the fields it lists.
 */
export interface ValidationProblem {
  readonly fields: readonly string[];
}

const PROBLEM_MEDIA_TYPES: ReadonlySet<string> = new Set(['application/problem+json', 'application/json']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** A field's name from its key, the last segment of its path: `changes[0].Name` is `Name`; '' for the body (`$`). */
function fieldNameOf(key: string): string {
  const last = key.split('.').pop() ?? '';
  const name = last.replace(/\[[^\]]*\]/g, '').trim();
  return name === '$' ? '' : name;
}

/**
 * The validation problem a 400's body is, when its content type says JSON and it has a problem's `title`, `errors`
 * or `status` and no SPEC 8 `code` (a coded error is read as before). Its fields are `errors`' keys (each named
 * once), never the server's English sentences; without `errors` as an object, none.
 */
export function validationProblemOf(body: unknown, contentType: string | null): ValidationProblem | undefined {
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!PROBLEM_MEDIA_TYPES.has(mediaType) || !isRecord(body) || errorCodeOf(body) !== undefined) return undefined;
  if (typeof body.title !== 'string' && !('errors' in body) && typeof body.status !== 'number') return undefined;
  const keys = isRecord(body.errors) ? Object.keys(body.errors) : [];
  return { fields: [...new Set(keys.map(fieldNameOf).filter((name) => name !== ''))] };
}
