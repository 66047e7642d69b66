import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, optionsFromArgs, startWorldServer } from './server';

const teams = '/api/organisation/10000000-0000-4000-8000-000000000005/team';
const servers: http.Server[] = [];
/** What the console sends with a call: SPEC 7's marker, its JSON body's type and, in mock mode, who it is. */
const consoleHeaders = (persona: string) => ({
  'content-type': 'application/json',
  'x-requested-with': 'XMLHttpRequest',
  'x-mock-persona': persona,
});

/** The console's origin under `npm start`, which it passes with --allow-origin. */
const consoleOrigin = 'http://localhost:5173';

async function start({
  stateFile,
  allowHosts,
  allowOrigins = [consoleOrigin],
}: { stateFile?: string; allowHosts?: string[]; allowOrigins?: string[] } = {}) {
  const server = await startWorldServer({
    port: 0,
    seed: 1,
    orgs: 40,
    users: 120,
    allowOrigins,
    ...(stateFile ? { stateFile } : {}),
    ...(allowHosts ? { allowHosts } : {}),
  });
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const addTeam = (name: string) =>
    fetch(`${base}${teams}/batch`, {
      method: 'POST',
      headers: consoleHeaders('orgAdmin'),
      body: JSON.stringify({ changes: [{ name }], deletes: [] }),
    });
  const teamNames = async () =>
    (
      (await (await fetch(`${base}${teams}`, { headers: consoleHeaders('orgAdmin') })).json()) as { name: string }[]
    ).map((t) => t.name);
  return { base, port: (server.address() as AddressInfo).port, addTeam, teamNames };
}

/** A raw request (fetch cannot set Host or Origin), with `body` bytes; resolves with the status. */
function raw(
  port: number,
  options: { method?: string; path: string; headers?: http.OutgoingHttpHeaders; body?: Buffer },
) {
  return rawAnswer(port, options).then((answer) => answer.status);
}

/** A raw request's status, headers and body text. */
function rawAnswer(
  port: number,
  options: { method?: string; path: string; headers?: http.OutgoingHttpHeaders; body?: Buffer },
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'EPIPE' ? undefined : reject(error)));
    request.end(options.body);
  });
}

afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

describe('the world server', () => {
  it('reads its flags, with the defaults of npm start', () => {
    expect(optionsFromArgs(['--users', '20000', '--orgs', '500', '--seed', '3', '--state', 'world.json'], {})).toEqual({
      port: 4011,
      seed: 3,
      users: 20000,
      orgs: 500,
      stateFile: 'world.json',
    });
    expect(optionsFromArgs([], { WORLD_PORT: '4431', WORLD_REMOTE_PORT: '4430' })).toEqual({
      port: 4431,
      seed: 1,
      users: 120,
      orgs: 40,
      remotePort: 4430,
    });
    expect(() => optionsFromArgs(['--users', 'many'], {})).toThrow('Not a whole number: many');
  });

  it('keeps changes, lists its outbox and goes back to its seed on reset', async () => {
    const { base, addTeam, teamNames } = await start();
    expect((await addTeam('Deck Crew')).status).toBe(200);
    expect(await teamNames()).toContain('Deck Crew');
    await fetch(`${base}/passwordreset/send`, {
      method: 'POST',
      headers: consoleHeaders('loggedOut'),
      body: JSON.stringify({ email: 'uma@harbourfishbar.example' }),
    });
    const outbox = (await (await fetch(`${base}/__world/outbox`)).json()) as {
      to: string;
      link: string;
      token: string;
    }[];
    expect(outbox).toEqual([
      expect.objectContaining({
        to: 'uma@harbourfishbar.example',
        link: expect.stringMatching(/^\/resetpassword\/validate\//),
        token: expect.any(String),
      }),
    ]);
    expect(outbox[0]?.link).toContain(encodeURIComponent(outbox[0]?.token ?? '-'));
    expect(await (await fetch(`${base}/__world/outbox?to=UMA@harbourfishbar.example`)).json()).toHaveLength(1);
    expect(await (await fetch(`${base}/__world/outbox?to=nobody@example.com`)).json()).toEqual([]);

    const reset = await fetch(`${base}/__world/reset`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reset.status).toBe(303);
    expect(reset.headers.get('location')).toBe('/authentication/login?reset=1');
    expect(await teamNames()).not.toContain('Deck Crew');
    expect(await (await fetch(`${base}/__world/outbox`)).json()).toEqual([]);
    expect((await fetch(`${base}/api/v1/version/info`)).status).toBe(200);
  });

  it('keeps the world in its --state file across a restart', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'world-')), 'state.json');
    const first = await start({ stateFile: file });
    await first.addTeam('Night Watch');
    await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 5000 }).toContain('Night Watch');
    const second = await start({ stateFile: file });
    expect(await second.teamNames()).toContain('Night Watch');
  });

  it('answers only requests addressed to a loopback name (no DNS rebinding), or one allowed by --allow-host', async () => {
    const { port } = await start();
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'LOCALHOST'])
      expect(await raw(port, { path: '/__world/outbox', headers: { host } }), host).toBe(200);
    for (const host of [`attacker.example:${port}`, 'localhost.attacker.example', '127.0.0.1.nip.io'])
      expect(await raw(port, { path: '/__world/outbox', headers: { host } }), host).toBe(421);
    const allowed = await start({ allowHosts: ['qa-box.internal'] });
    expect(await raw(allowed.port, { path: '/__world/outbox', headers: { host: 'qa-box.internal:4011' } })).toBe(200);
    expect(optionsFromArgs(['--allow-host', 'a.internal', '--allow-host', 'b.internal'], {}).allowHosts).toEqual([
      'a.internal',
      'b.internal',
    ]);
  });

  it('refuses a body over its limit with 413', async () => {
    const { port } = await start();
    const path = '/api/organisation/10000000-0000-4000-8000-000000000005/team/batch';
    const headers = consoleHeaders('orgAdmin');
    expect(await raw(port, { method: 'POST', path, headers, body: Buffer.alloc(MAX_BODY_BYTES + 1, 0x20) })).toBe(413);
    const claimed = { ...headers, 'content-length': String(MAX_BODY_BYTES + 1) };
    expect(await raw(port, { method: 'POST', path, headers: claimed })).toBe(413);
  });

  it("refuses a reset another site's page sends; the stand-in form and curl still reset", async () => {
    const { base, addTeam, teamNames } = await start();
    await addTeam('Deck Crew');
    const crossSite: Record<string, string>[] = [
      { origin: 'https://attacker.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'http://localhost:3000' },
    ];
    for (const headers of crossSite) {
      const refused = await fetch(`${base}/__world/reset`, { method: 'POST', headers });
      expect(refused.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await teamNames()).toContain('Deck Crew');
    const form = await fetch(`${base}/__world/reset`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: consoleOrigin,
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(form.status).toBe(303);
    expect(await teamNames()).not.toContain('Deck Crew');
    expect((await fetch(`${base}/__world/reset`, { method: 'POST' })).status).toBe(200);
  });

  it("refuses a request from another origin's page with 403 before anything of it is done; the console's origin and none pass", async () => {
    const { base, port, teamNames } = await start();
    const batch = `${teams}/batch`;
    const planted = (name: string) => Buffer.from(JSON.stringify({ changes: [{ name }], deletes: [] }));
    const foreign: http.OutgoingHttpHeaders[] = [
      { origin: 'https://attacker.example' },
      { origin: 'http://localhost:3000' }, // another app on the same machine
      { origin: 'http://localhost:4011' }, // the world's own port: it serves no page
      { origin: 'null' }, // a sandboxed frame or a file
      { origin: 'https://LOCALHOST:5173' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: consoleOrigin },
    ];
    for (const headers of foreign) {
      const refused = await rawAnswer(port, {
        method: 'POST',
        path: batch,
        headers: { ...consoleHeaders('orgAdmin'), ...headers },
        body: planted('Planted'),
      });
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(refused.text), JSON.stringify(headers)).toEqual({
        code: 'Forbidden',
        message: expect.stringContaining("the console's origin only"),
      });
      for (const path of ['/api/user', '/__world/outbox'])
        expect(await raw(port, { path, headers: { ...consoleHeaders('superUser'), ...headers } }), path).toBe(403);
    }
    // Refused before its body is read: an oversized one is not a 413.
    const oversized = { ...consoleHeaders('orgAdmin'), origin: 'https://attacker.example' };
    expect(
      await raw(port, {
        method: 'POST',
        path: batch,
        headers: oversized,
        body: Buffer.alloc(MAX_BODY_BYTES + 1, 0x20),
      }),
    ).toBe(403);
    expect(await teamNames()).not.toContain('Planted');

    const fromConsole = { ...consoleHeaders('orgAdmin'), origin: consoleOrigin, 'sec-fetch-site': 'same-origin' };
    expect(await raw(port, { method: 'POST', path: batch, headers: fromConsole, body: planted('From Console') })).toBe(
      200,
    );
    expect(
      await raw(port, { method: 'POST', path: batch, headers: consoleHeaders('orgAdmin'), body: planted('No Origin') }),
    ).toBe(200);
    expect(await teamNames()).toEqual(expect.arrayContaining(['From Console', 'No Origin']));
    expect((await fetch(`${base}/__world/outbox`, { headers: { 'sec-fetch-site': 'none' } })).status).toBe(200);

    // Without --allow-origin no origin is the console's: only requests without one pass.
    const bare = await start({ allowOrigins: [] });
    const fromNowhere = { ...consoleHeaders('orgAdmin'), origin: consoleOrigin };
    expect(await raw(bare.port, { method: 'POST', path: batch, headers: fromNowhere, body: planted('Bare') })).toBe(
      403,
    );
    expect(await raw(bare.port, { path: '/__world/outbox' })).toBe(200);
  });

  it('reads its allowed origins from --allow-origin (repeatable) and refuses one that is not an origin', () => {
    expect(
      optionsFromArgs(['--allow-origin', 'http://localhost:5173', '--allow-origin', 'http://QA-Box.internal:5173'], {})
        .allowOrigins,
    ).toEqual(['http://localhost:5173', 'http://qa-box.internal:5173']);
    expect(optionsFromArgs([], {}).allowOrigins).toBeUndefined();
    for (const notAnOrigin of ['localhost:5173', 'http://localhost:5173/admin', '*', 'null'])
      expect(() => optionsFromArgs(['--allow-origin', notAnOrigin], {}), notAnOrigin).toThrow(
        `Not an origin: ${notAnOrigin}`,
      );
  });

  it("answers the POS Core instances' own API to the console's page on another port, and to no other page", async () => {
    const { port } = await start();
    const path = '/api/v1/version/info';
    const fromConsole = await rawAnswer(port, {
      path,
      headers: { origin: consoleOrigin, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
    });
    expect([fromConsole.status, fromConsole.headers['access-control-allow-origin'], fromConsole.headers.vary]).toEqual([
      200,
      consoleOrigin,
      'Origin',
    ]);
    expect(fromConsole.headers['access-control-allow-credentials']).toBeUndefined();
    const fromElsewhere = await rawAnswer(port, {
      path,
      headers: { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
    });
    expect([fromElsewhere.status, fromElsewhere.headers['access-control-allow-origin']]).toEqual([403, undefined]);
    // The rest of the world stays the console's own: the same page from another port is refused there.
    const api = await rawAnswer(port, {
      path: '/api/user',
      headers: { ...consoleHeaders('superUser'), origin: consoleOrigin, 'sec-fetch-site': 'same-site' },
    });
    expect(api.status).toBe(403);
  });

  it('sends no CORS header, to the console, to another origin or to a preflight', async () => {
    const { port } = await start();
    const answers = [];
    for (const origin of [consoleOrigin, 'https://attacker.example']) {
      answers.push(await rawAnswer(port, { path: '/api/user', headers: { ...consoleHeaders('superUser'), origin } }));
      answers.push(await rawAnswer(port, { path: '/__world/outbox', headers: { origin } }));
      answers.push(
        await rawAnswer(port, {
          method: 'OPTIONS',
          path: `${teams}/batch`,
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type,x-mock-persona,x-requested-with',
          },
        }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, expect.any(Number), 403, 403, 403]);
    for (const answer of answers)
      expect(Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('reads a state file whose ids are __proto__ or constructor as ordinary ids', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'world-')), 'state.json');
    const client = { name: 'Proto', allowPasswordGrant: false, allowRemoteOrderingGrant: false, redirectUris: [] };
    // Alice, the superUser persona, is in the file too: a persona whose user is not in the world has no session.
    const alice = { userID: '20000000-0000-4000-8000-000000000001', shortName: 'Alice', scopes: ['superuser'] };
    const users = JSON.stringify({ [alice.userID]: { ...alice, password: 'x', consentDocumentIDs: [] } });
    writeFileSync(
      file,
      `{"users": ${users}, "clients": {"__proto__": ${JSON.stringify({ ...client, clientID: '__proto__' })}}}`,
    );
    const { base } = await start({ stateFile: file });
    const headers = consoleHeaders('superUser');
    const listed = (await (await fetch(`${base}/api/client`, { headers })).json()) as { clientID: string }[];
    expect(listed.map((c) => c.clientID)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).clientID).toBeUndefined();
    expect((await fetch(`${base}/api/client/constructor`, { headers })).status).toBe(404);
  });

  it('is a super user to nobody who does not say so: no persona is no session, and an HTML form of another site is refused', async () => {
    const { base, teamNames } = await start();
    expect(await (await fetch(`${base}/api/user`)).json()).toEqual({ code: 'Unauthorized', message: 'Login required' });
    // What a cross-site form can send: text/plain, no marker, no persona (and a cookie, which the world does not read);
    // its Origin alone is refused (below), and the marker is needed even without one.
    const form = await fetch(`${base}${teams}/batch`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ changes: [{ name: 'Planted' }], deletes: [] }),
    });
    expect(form.status).toBe(403);
    expect(await form.json()).toEqual({
      code: 'Forbidden',
      message: 'A call that is not a GET needs the X-Requested-With: XMLHttpRequest marker',
    });
    const userBatch = await fetch(`${base}/api/user/batch`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ changes: [{ shortName: 'Planted', scopes: ['superuser'] }], deletes: [] }),
    });
    expect(userBatch.status).toBe(403);
    expect(await teamNames()).not.toContain('Planted');
  });

  it('takes a body only as application/json: another type is 415, JSON that does not parse 400', async () => {
    const { base, teamNames } = await start();
    const post = (contentType: string, body: string) =>
      fetch(`${base}${teams}/batch`, {
        method: 'POST',
        headers: { ...consoleHeaders('orgAdmin'), 'content-type': contentType },
        body,
      });
    const asText = await post('text/plain', JSON.stringify({ changes: [{ name: 'As Text' }], deletes: [] }));
    expect(asText.status).toBe(415);
    expect(await asText.json()).toEqual({ code: 'UnsupportedMediaType', message: 'A body is application/json' });
    const broken = await post('application/json', '{"changes": [');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ code: 'BadRequest', message: 'The body is not JSON' });
    expect(
      (await post('application/json; charset=utf-8', JSON.stringify({ changes: [{ name: 'Kept' }] }))).status,
    ).toBe(200);
    expect(await teamNames()).toEqual(expect.arrayContaining(['Kept']));
    expect(await teamNames()).not.toContain('As Text');
  });
});
