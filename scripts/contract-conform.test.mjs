// `npm run contract:conform` stopped by SIGTERM while respect runs a password workflow against a server it did not
// start: respect stops, the ordinary user's password is put back, no run folder is left and no password is printed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { expect, it, vi } from 'vitest';
import { startWorldServer } from '../world/server.ts';
import { root } from './lib/processes.mjs';

const CHANGE_PASSWORD = '/api/user/batch/changepassword';
const ORIGINAL = 'Harbour-Lights-2023'; // the world's seeded password, the workflow input's default
const asUser = { 'x-mock-persona': 'user', 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

const readBody = async (request) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
};

it('stopped by SIGTERM while respect runs, puts the password back, removes its run folder and prints no password', async () => {
  const quiet = vi.spyOn(console, 'log').mockImplementation(() => {}); // the world's line on starting
  const world = await startWorldServer({ port: 0, seed: 1, orgs: 40, users: 120 });
  quiet.mockRestore();
  const worldUrl = `http://127.0.0.1:${world.address().port}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'conform-stop-'));
  const passwords = new Set(); // every password a password change sent, old and new
  let changed = false; // respect's password change has been accepted
  let held; // respect's next password change, never answered: the run is stopped while respect waits for it
  let heldClosed = false;
  let conform;
  // In front of the world: passes every call on, and holds respect's first password change after one was accepted.
  const proxy = http.createServer(async (request, response) => {
    const body = await readBody(request);
    if (request.url === CHANGE_PASSWORD) {
      const { oldPassword, newPassword } = JSON.parse(body);
      passwords.add(oldPassword).add(newPassword);
      if (changed && !held) {
        held = response;
        response.on('close', () => (heldClosed = true));
        conform.kill('SIGTERM');
        return;
      }
    }
    const { host: _host, connection: _connection, 'content-length': _length, ...headers } = request.headers;
    const answer = await fetch(`${worldUrl}${request.url}`, {
      method: request.method,
      headers,
      body: body || undefined,
    });
    if (request.url === CHANGE_PASSWORD && answer.status === 200 && !held) changed = true;
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
    response.end(await answer.text());
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  try {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('CONFORM_')));
    const args = ['--server', `http://127.0.0.1:${proxy.address().port}`, '--workflow', 'password-change'];
    args.push(
      '--json-output',
      path.join(dir, 'out', 'report.json'),
      '--har-output',
      path.join(dir, 'out', 'calls.har'),
    );
    conform = spawn('node', [path.join(root, 'scripts', 'contract-conform.mjs'), ...args], { cwd: root, env });
    let output = '';
    conform.stdout.on('data', (chunk) => (output += chunk));
    conform.stderr.on('data', (chunk) => (output += chunk));
    const [code] = await new Promise((resolve) => conform.on('exit', (...exit) => resolve(exit)));

    expect(held, `the run ended before respect changed the password:\n${output}`).toBeDefined();
    expect(code).toBe(143);
    for (let i = 0; i < 20 && !heldClosed; i++) await delay(100);
    expect(heldClosed, 'respect still waits for its answer').toBe(true);
    expect(output).toMatch(/stopped by SIGTERM/);
    expect(output).toMatch(/The ordinary user's password had been left changed by a step: it is put back\./);
    const outDir = path.join(dir, 'out');
    expect(existsSync(outDir) ? readdirSync(outDir).filter((name) => name.startsWith('.conform-run-')) : []).toEqual(
      [],
    );
    const made = [...passwords].filter((password) => password.length >= 20);
    expect(made.length).toBeGreaterThanOrEqual(2);
    for (const password of passwords) expect(output.includes(password), 'a password in the output').toBe(false);
    const run = /, run (\w+)/.exec(output)?.[1];
    expect(run).toBeDefined();
    for (const password of made) expect(password).not.toContain(run);

    // The original password counts again (a change to itself is refused as the same, so nothing changes) and the
    // run's do not.
    const [me] = await (await fetch(`${worldUrl}/Authentication/current`, { headers: asUser })).json();
    const change = async (oldPassword) => {
      const body = JSON.stringify({ userID: me.userID, oldPassword, newPassword: ORIGINAL });
      return (await fetch(`${worldUrl}${CHANGE_PASSWORD}`, { method: 'POST', headers: asUser, body })).json();
    };
    expect((await change(ORIGINAL)).code).toBe('PasswordChange_NewPasswordMustBeDifferentFromOldPassword');
    for (const password of made) expect((await change(password)).code).toBe('PasswordChange_OldPasswordIsIncorrect');
  } finally {
    conform?.kill('SIGKILL');
    held?.destroy();
    proxy.closeAllConnections();
    proxy.close();
    world.closeAllConnections();
    world.close();
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
