import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, Connect } from 'vite';

/**
 * Mock-only stand-ins for the backend's authentication pages, so the Login and Logout links work against the
 * mock: Login offers the QA personas, Logout signs out (persona `loggedOut`). Against a real backend
 * (API_TARGET set) this plugin is not loaded and the links reach the backend's own pages.
 *
 * On the world (`npm start`; WORLD_PORT set), the world-only endpoints (`/__world/outbox`, `/__world/reset`) are
 * passed to the world itself, not through Prism (they are not in the contract), and the login page also shows the
 * outbox (the invitation, password reset and email change mails with their links) and a button that resets the world.
 */
const personas: ReadonlyArray<[string, string]> = [
  ['superUser', 'Super user (Alice, platform administrator)'],
  ['orgAdmin', 'Organisation admin (Oliver, Harbour Fish Bar)'],
  ['user', 'Ordinary user (Uma)'],
  ['anonymous', 'User with the anonymous scope (Guest)'],
  ['loggedOut', 'Logged out (the session call answers 401)'],
];

interface Mail {
  sentAt: string;
  to: string;
  subject: string;
  link: string;
  kind?: string;
}

/** The personas that can be signed in, with the name the outbox gives each. */
const signedInPersonas: ReadonlyArray<[string, string]> = [
  ['superUser', 'Alice'],
  ['orgAdmin', 'Oliver'],
  ['user', 'Uma'],
  ['anonymous', 'Guest'],
];

/**
 * Whose email change waits for each address: the persona whose profile names it `pendingEmail` (the world's own
 * answer, asked as each persona). An email change link works only for its user, signed in.
 */
async function pendingEmailOwners(port: number): Promise<Map<string, [string, string]>> {
  const owners = new Map<string, [string, string]>();
  await Promise.all(
    signedInPersonas.map(async (persona) => {
      try {
        const answer = await fetch(`http://127.0.0.1:${port}/api/user/profile`, {
          headers: { 'X-Mock-Persona': persona[0] },
        });
        const profile = (await answer.json()) as { pendingEmail?: string | null };
        if (answer.ok && profile.pendingEmail) owners.set(profile.pendingEmail.toLowerCase(), persona);
      } catch {
        // No profile for this persona: none of its changes waits.
      }
    }),
  );
  return owners;
}

/** The links of a mail: an email change's opens as its user; the others as the tab's persona, or signed out. */
function mailLinks(mail: Mail, owners: Map<string, [string, string]>): string {
  const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
  if (mail.kind === 'emailChange') {
    const owner = owners.get(mail.to.toLowerCase());
    return owner
      ? link(`${mail.link}?mockPersona=${owner[0]}`, `open as ${owner[1]}`)
      : `${link(mail.link, 'open')} (no change waits for this address now)`;
  }
  return `${link(mail.link, 'open')} · ${link(`${mail.link}?mockPersona=loggedOut`, 'open signed out')}`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:3rem auto;line-height:1.5}a.persona{display:block;margin:.5rem 0}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #ddd;vertical-align:top}</style>
</head><body><h1>${title}</h1>${body}</body></html>`;
}

function worldPort(): number | undefined {
  const port = Number(process.env.WORLD_PORT);
  return Number.isInteger(port) && port > 0 ? port : undefined;
}

/** The world's outbox as a table (newest first), or a note when the world does not answer. */
async function outboxSection(port: number): Promise<string> {
  let mails: Mail[];
  try {
    mails = (await (await fetch(`http://127.0.0.1:${port}/__world/outbox`)).json()) as Mail[];
  } catch {
    return '<h2>Outbox</h2><p>The world did not answer.</p>';
  }
  const shown = mails.slice(0, 20);
  const owners = shown.some((mail) => mail.kind === 'emailChange') ? await pendingEmailOwners(port) : new Map();
  const rows = shown
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(mail.sentAt)}</td><td>${escapeHtml(mail.to)}</td><td>${escapeHtml(mail.subject)}</td>` +
        `<td>${mailLinks(mail, owners)}</td></tr>`,
    )
    .join('');
  return (
    '<h2>Outbox</h2><p>Invitations, password reset and email change mails the world has sent (newest first; all of them as JSON at ' +
    '<a href="/__world/outbox">/__world/outbox</a>).</p>' +
    (rows
      ? `<table><thead><tr><th>Sent (UTC)</th><th>To</th><th>Subject</th><th>Link</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No mail sent yet.</p>') +
    '<h2>Reset</h2><form method="post" action="/__world/reset"><p>Puts every record back as it was seeded.</p><button type="submit">Reset the world</button></form>'
  );
}

/** Passes a `/__world/...` request to the world's own port and its answer back. */
async function forwardToWorld(req: IncomingMessage, res: ServerResponse, port: number): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  // The world refuses a reset another site's page sends: it needs to see who sent it.
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'origin', 'sec-fetch-site']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const answer = await fetch(`http://127.0.0.1:${port}${req.url ?? '/'}`, {
    method: req.method ?? 'GET',
    headers,
    ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
    redirect: 'manual',
  });
  res.statusCode = answer.status;
  for (const name of ['content-type', 'location']) {
    const value = answer.headers.get(name);
    if (value) res.setHeader(name, value);
  }
  res.end(Buffer.from(await answer.arrayBuffer()));
}

const handler: Connect.NextHandleFunction = (req, res, next) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname.toLowerCase();
  const world = worldPort();
  if (world !== undefined && path.startsWith('/__world/')) {
    forwardToWorld(req, res, world).catch(() => {
      res.statusCode = 502;
      res.end('The world did not answer');
    });
    return;
  }
  if (path === '/authentication/login') {
    const links = personas
      .filter(([id]) => id !== 'loggedOut')
      .map(([id, label]) => `<a class="persona" href="/?mockPersona=${id}">${label}</a>`)
      .join('');
    const intro = `<p>This is the mock's stand-in for the authentication login page. Choose who to be:</p>${links}`;
    const reset = url.searchParams.has('reset') ? '<p role="status"><strong>The world was reset.</strong></p>' : '';
    void (world === undefined ? Promise.resolve('') : outboxSection(world)).then((outbox) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(page('Mock sign-in', `${reset}${intro}${outbox}`));
    });
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
