import type { IncomingMessage } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { hasMalformedEscape } from './malformed-url.ts';

/**
 * Serves the SPA's index.html for a page request whose path has a malformed percent escape
 * (`/resetpassword/confirm/%00/%ZZ/x`, `/admin/users/edit/%E0%A4%A`), in the dev server and in `vite preview` alike,
 * so the console shows its not-found page. Without it Vite fails to decode such a path and answers an
 * empty 404. API requests (`isApiRequest`, the rule of vite.config.ts) and built assets are left alone: a
 * malformed asset path stays a 404, as docs/deploy.md wants of every missing asset.
 */
/** A page path the server cannot serve as such: a malformed escape (the console's rule) or an escaped NUL byte. */
export function isUnservablePath(path: string): boolean {
  return hasMalformedEscape(path) || /%00/i.test(path);
}

export function malformedUrlFallback(isApiRequest: (req: IncomingMessage) => boolean): Plugin {
  const handler: Connect.NextHandleFunction = (req, _res, next) => {
    const path = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
    if (!isApiRequest(req) && !path.startsWith('/assets/') && isUnservablePath(path)) req.url = '/index.html';
    next();
  };
  return {
    name: 'malformed-url-fallback',
    configureServer(server) {
      server.middlewares.use(handler);
    },
    configurePreviewServer(server) {
      server.middlewares.use(handler);
    },
  };
}
