import { mkdtempSync, readFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { optionsFromArgs, startWorldServer } from './server';

const teams = '/api/organisation/10000000-0000-4000-8000-000000000005/team';
const servers: http.Server[] = [];

async function start(stateFile?: string) {
  const server = await startWorldServer({
    port: 0,
    seed: 1,
    orgs: 40,
    users: 120,
    ...(stateFile ? { stateFile } : {}),
  });
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const addTeam = (name: string) =>
    fetch(`${base}${teams}/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mock-persona': 'orgAdmin' },
      body: JSON.stringify({ changes: [{ name }], deletes: [] }),
    });
  const teamNames = async () =>
    ((await (await fetch(`${base}${teams}`)).json()) as { name: string }[]).map((t) => t.name);
  return { base, addTeam, teamNames };
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
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'uma@harbourfishbar.example' }),
    });
    const outbox = (await (await fetch(`${base}/__world/outbox`)).json()) as { to: string; link: string }[];
    expect(outbox).toEqual([
      expect.objectContaining({
        to: 'uma@harbourfishbar.example',
        link: expect.stringMatching(/^\/resetpassword\/validate\//),
      }),
    ]);

    const reset = await fetch(`${base}/__world/reset`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reset.status).toBe(303);
    expect(reset.headers.get('location')).toBe('/authentication/login?reset=1');
    expect(await teamNames()).not.toContain('Deck Crew');
    expect(await (await fetch(`${base}/__world/outbox`)).json()).toEqual([]);
    expect((await fetch(`${base}/api/locale`)).status).toBe(501);
  });

  it('keeps the world in its --state file across a restart', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'world-')), 'state.json');
    const first = await start(file);
    await first.addTeam('Night Watch');
    await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 5000 }).toContain('Night Watch');
    const second = await start(file);
    expect(await second.teamNames()).toContain('Night Watch');
  });
});
