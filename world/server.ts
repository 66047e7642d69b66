import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { createApp } from './app';
import { loadContract } from './contract';
import { createWorld, defaultSeedOptions, type SeedOptions } from './seed';
import type { WorldState } from './state';

/**
 * The world's own server: the contract's operations for Prism's proxy in front of it (`npm start`), and the world-only
 * endpoints QA uses directly (they are not in the contract, so they do not go through Prism):
 *   GET  /__world/outbox  the mails sent (invitations, password resets), newest first, with their links
 *   POST /__world/reset   puts the world back to its seed (a form post is sent back to the stand-in login page)
 *
 * Usage: tsx world/server.ts [--port 4011] [--seed 1] [--users 120] [--orgs 40] [--state FILE] [--remote-port 4010]
 */
export interface ServerOptions extends SeedOptions {
  port: number;
  stateFile?: string;
}

export function optionsFromArgs(args: string[], env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string' },
      seed: { type: 'string' },
      users: { type: 'string' },
      orgs: { type: 'string' },
      state: { type: 'string' },
      'remote-port': { type: 'string' },
    },
    strict: true,
  });
  const number = (text: string | undefined, fallback: number) => {
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 0) throw new Error(`Not a whole number: ${text}`);
    return value;
  };
  const remotePort = values['remote-port'] ?? env.WORLD_REMOTE_PORT;
  return {
    port: number(values.port ?? env.WORLD_PORT, 4011),
    seed: number(values.seed, defaultSeedOptions.seed),
    users: number(values.users, defaultSeedOptions.users),
    orgs: number(values.orgs, defaultSeedOptions.orgs),
    ...(remotePort ? { remotePort: number(remotePort, 4010) } : {}),
    ...(values.state ? { stateFile: values.state } : {}),
  };
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: http.ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startWorldServer(options: ServerOptions): Promise<http.Server> {
  const api = await loadContract();
  const seeded = () => createWorld(api, options);
  const world = seeded();
  if (options.stateFile && existsSync(options.stateFile)) {
    try {
      world.state = JSON.parse(readFileSync(options.stateFile, 'utf8')) as WorldState;
    } catch (error) {
      console.error(`world: ${options.stateFile} is not a saved world (${String(error)}); starting from the seed`);
    }
  }
  let saving: NodeJS.Timeout | undefined;
  const save = () => {
    if (!options.stateFile || saving) return;
    const file = options.stateFile;
    saving = setTimeout(() => {
      saving = undefined;
      writeFileSync(file, JSON.stringify(world.state));
    }, 200);
  };
  const answer = createApp(api, () => world);

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = request.url ?? '/';
      const method = (request.method ?? 'GET').toUpperCase();
      const text = await readBody(request);
      if (url.startsWith('/__world/')) {
        const path = url.split('?')[0];
        if (path === '/__world/outbox' && method === 'GET')
          return send(response, 200, [...world.state.outbox].reverse());
        if (path === '/__world/reset' && method === 'POST') {
          world.state = seeded().state;
          save();
          if (/x-www-form-urlencoded/.test(request.headers['content-type'] ?? '')) {
            response.writeHead(303, { location: '/authentication/login?reset=1' }).end();
            return;
          }
          return send(response, 200, { reset: true });
        }
        return send(response, 404, { code: 'NotFound', message: `${method} ${path} is not a world endpoint` });
      }
      let body: unknown = undefined;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      }
      const result = await answer({ method, url, headers: request.headers, body });
      send(response, result.status, result.body);
      if (method !== 'GET' && method !== 'HEAD' && result.status === 200) save();
    })().catch((error: unknown) => {
      console.error('world: request failed', error);
      if (!response.headersSent) send(response, 500);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const { users, organisations } = world.state;
  console.log(
    `World on http://127.0.0.1:${options.port}: ${Object.keys(organisations).length} organisations, ${Object.keys(users).length} users (seed ${options.seed}${options.stateFile ? `, state ${options.stateFile}` : ''})`,
  );
  return server;
}

if (process.argv[1] && /server\.ts$/.test(process.argv[1])) {
  const server = await startWorldServer(optionsFromArgs(process.argv.slice(2)));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
