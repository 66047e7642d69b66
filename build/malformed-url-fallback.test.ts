import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isUnservablePath, malformedUrlFallback } from './malformed-url-fallback';

describe('malformedUrlFallback', () => {
  it('knows a malformed escape (and a NUL byte) from a good one', () => {
    expect(isUnservablePath('/resetpassword/confirm/%00/%ZZ/x')).toBe(true);
    expect(isUnservablePath('/resetpassword/confirm/%00/x')).toBe(true);
    expect(isUnservablePath('/admin/users/edit/%E0%A4%A')).toBe(true);
    expect(isUnservablePath('/invitations/accept/T0k/a%40b.example')).toBe(false);
    expect(isUnservablePath('/admin/users')).toBe(false);
  });

  it('serves index.html for such a page request only', () => {
    const plugin = malformedUrlFallback((req) => req.headers['x-requested-with'] === 'XMLHttpRequest');
    const handlers: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void)[] = [];
    const server = { middlewares: { use: (h: (typeof handlers)[number]) => handlers.push(h) } };
    const hook = plugin.configurePreviewServer;
    if (typeof hook !== 'function') throw new Error('no configurePreviewServer hook');
    // The hook only registers the middleware; the rest of the server is not used.
    void Reflect.apply(hook, {}, [server]);
    const run = (url: string, headers: Record<string, string> = {}) => {
      const req = { url, method: 'GET', headers } as unknown as IncomingMessage;
      let passed = false;
      handlers[0]?.(req, {} as ServerResponse, () => (passed = true));
      expect(passed).toBe(true);
      return req.url;
    };
    expect(run('/admin/users/edit/%E0%A4%A?x=1')).toBe('/index.html');
    expect(run('/resetpassword/confirm/%00/%ZZ/x')).toBe('/index.html');
    expect(run('/admin/users')).toBe('/admin/users');
    expect(run('/assets/%ZZ.js')).toBe('/assets/%ZZ.js');
    expect(run('/api/user/%ZZ', { 'x-requested-with': 'XMLHttpRequest' })).toBe('/api/user/%ZZ');
  });
});
