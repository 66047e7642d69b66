import type { Middleware } from 'openapi-fetch';
import { writeOnlyAnswers } from './write-only.gen';

// The contract's writeOnly properties (signing keys, secrets) are never answered. A server that still answers one
// must not put it in the query cache: the answer is rewritten without it before anything reads it.

const byOperation = new Map(writeOnlyAnswers.map(({ method, path, names }) => [`${method} ${path}`, new Set(names)]));

/** The writeOnly property names an answer of `method` on the contract's `path` may not carry (none for most). */
export function writeOnlyNamesOf(method: string, path: string): ReadonlySet<string> | undefined {
  return byOperation.get(`${method.toUpperCase()} ${path}`);
}

/** `value` without the properties `names` at any depth; whether anything was dropped. */
export function withoutProperties(value: unknown, names: ReadonlySet<string>): { value: unknown; dropped: boolean } {
  if (Array.isArray(value)) {
    let dropped = false;
    const items = value.map((item) => {
      const result = withoutProperties(item, names);
      dropped ||= result.dropped;
      return result.value;
    });
    return { value: items, dropped };
  }
  if (value === null || typeof value !== 'object') return { value, dropped: false };
  let dropped = false;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (names.has(key)) {
      dropped = true;
      continue;
    }
    const result = withoutProperties(item, names);
    dropped ||= result.dropped;
    kept[key] = result.value;
  }
  return { value: kept, dropped };
}

export const writeOnlyMiddleware: Middleware = {
  async onResponse({ request, response, schemaPath }) {
    const names = writeOnlyNamesOf(request.method, schemaPath);
    if (!names || !response.ok || !response.headers.get('content-type')?.includes('json')) return undefined;
    const text = await response.clone().text();
    if (!text) return undefined;
    const { value, dropped } = withoutProperties(JSON.parse(text) as unknown, names);
    if (!dropped) return undefined;
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(JSON.stringify(value), { status: response.status, statusText: response.statusText, headers });
  },
};
