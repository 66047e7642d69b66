import type { Plugin, Connect } from 'vite';

/**
 * Mock-only stand-ins for the backend's authentication pages, so the Login and Logout links work against the
 * Prism mock: Login offers the QA personas, Logout signs out (persona `loggedOut`). Against a real backend
 * (API_TARGET set) this plugin is not loaded and the links reach the backend's own pages.
 */
const personas: ReadonlyArray<[string, string]> = [
  ['superUser', 'Super user (Alice, platform administrator)'],
  ['orgAdmin', 'Organisation admin (Oliver, Harbour Fish Bar)'],
  ['user', 'Ordinary user (Uma)'],
  ['anonymous', 'User with the anonymous scope (Guest)'],
  ['loggedOut', 'Logged out (the session call answers 401)'],
];

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;line-height:1.5}a{display:block;margin:.5rem 0}</style>
</head><body><h1>${title}</h1>${body}</body></html>`;
}

const handler: Connect.NextHandleFunction = (req, res, next) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname.toLowerCase();
  if (path === '/authentication/login') {
    const links = personas
      .filter(([id]) => id !== 'loggedOut')
      .map(([id, label]) => `<a href="/?mockPersona=${id}">${label}</a>`)
      .join('');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(page('Mock sign-in', `<p>This is the mock's stand-in for the authentication login page. Choose who to be:</p>${links}`));
    return;
  }
  if (path === '/authentication/logout') {
    res.statusCode = 302;
    res.setHeader('Location', '/?mockPersona=loggedOut');
    res.end();
    return;
  }
  if (path === '/authentication/viewconsentdocument') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(page('Consent document', '<p>The mock has no consent document text. The backend serves it here.</p>'));
    return;
  }
  next();
};

export function mockAuthPages(): Plugin {
  return {
    name: 'mock-auth-pages',
    configureServer(server) {
      server.middlewares.use(handler);
    },
    configurePreviewServer(server) {
      server.middlewares.use(handler);
    },
  };
}
