import type { Middleware } from 'openapi-fetch';
import { readOnlyRequests } from './read-only.gen';
import { withoutProperties } from './write-only';

// A record is sent back as it was answered, with the names and counts the server fills in (the contract's readOnly
// properties). A request shape is closed and a validating proxy refuses them, so they are left out of what is sent.

const byOperation = new Map(readOnlyRequests.map(({ method, path, names }) => [`${method} ${path}`, new Set(names)]));

/** The readOnly property names a request of `method` on the contract's `path` leaves out (none for most). */
function readOnlyNamesOf(method: string, path: string): ReadonlySet<string> | undefined {
  return byOperation.get(`${method.toUpperCase()} ${path}`);
}

/** Rewrites a JSON request body of such an operation without its readOnly properties, at any depth. */
export const readOnlyMiddleware: Middleware = {
  async onRequest({ request, schemaPath }) {
    const names = readOnlyNamesOf(request.method, schemaPath);
    if (!names || !request.body) return undefined;
    // Read whole, not cloned: a clone's body is a stream, which the browser then sends as one (no length, unseen by
    // tools that read a request's body); the request goes on with a text body either way.
    const text = await request.text();
    let sent = text;
    try {
      const { value, dropped } = withoutProperties(JSON.parse(text) as unknown, names);
      if (dropped) sent = JSON.stringify(value);
    } catch {
      // Not JSON: sent as it was.
    }
    const headers = new Headers(request.headers);
    headers.delete('content-length');
    return new Request(request, { body: sent, headers });
  },
};
