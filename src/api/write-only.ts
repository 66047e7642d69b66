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

function parsedJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * Rewrites every answer of such an operation whose body parses as JSON, whatever its status or content type: the
 * client and `failureFromResponse` parse a 409's current record or a JSON body labelled text/plain all the same.
 * Answers pass through the middlewares in reverse order, so it is `use`d after `transportMiddleware` to run first.
 */
export const writeOnlyMiddleware: Middleware = {
  async onResponse({ request, response, schemaPath }) {
    const names = writeOnlyNamesOf(request.method, schemaPath);
    if (!names) return undefined;
    const text = await response.clone().text();
    const parsed = text ? parsedJson(text) : undefined;
    if (!parsed) return undefined;
    const { value, dropped } = withoutProperties(parsed.value, names);
    if (!dropped) return undefined;
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(JSON.stringify(value), { status: response.status, statusText: response.statusText, headers });
  },
};
