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
