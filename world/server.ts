import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { requestLimits } from '../src/api/limits.gen';
import { createApp, SERVER_ERROR, type WorldAnswer } from './app';
import { WORLD_CHECKS, type WorldCheck } from './checks';
import { loadContract } from './contract';
import { createWorld, defaultSeedOptions, emptyState, type SeedOptions } from './seed';
import { stateFromJson } from './state';

/**
 * The world's own server: the contract's operations for Prism's proxy in front of it (`npm start`), and the world-only
 * endpoints QA uses directly (they are not in the contract, so they do not go through Prism):
 *   GET  /__world/outbox  the mails sent (invitations, password resets, email change links), newest first, with their links and tokens;
 *                         `?to=ADDRESS` only those to that address
 *   POST /__world/reset   puts the world back to its seed (a form post is sent back to the stand-in login page)
 *
 * It listens on 127.0.0.1 and answers only requests addressed to a loopback name (`localhost`, `127.0.0.1`, `[::1]`,
 * and the names given with `--allow-host`), so a page of another site cannot reach it by DNS rebinding; it refuses
 * any request that a page of another origin than the console's (`--allow-origin`) sends (403), and a request body
 * over MAX_BODY_BYTES (413). It sends no CORS header.
 *
 * Usage: tsx world/server.ts [--port 4011] [--seed 1] [--users 120] [--orgs 40] [--state FILE] [--remote-port 4010]
 *        [--allow-host NAME]... [--allow-origin ORIGIN]...
 */
export interface ServerOptions extends SeedOptions {
  port: number;
  stateFile?: string;
  /** Host names besides the loopback ones that requests may be addressed to (a QA machine reached by its name). */
  allowHosts?: string[];
  /** The origins whose pages may call the world (the console's, as `scheme://host:port`); none when not given. */
  allowOrigins?: string[];
}

/** The largest request body (the contract's `x-request-limits`): far above the largest a console sends (a batch of images). */
export const MAX_BODY_BYTES = requestLimits.maxBodyBytes;

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The host name of a Host header or an origin (`localhost:4011`, `[::1]:4011`, `http://localhost:5173`), lower case. */
export function hostNameOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/** Whether a request addressed to `host` may be answered: loopback names and the allowed ones only. */
export function isAllowedHost(host: string | undefined, allowHosts: readonly string[] = []): boolean {
  const name = hostNameOf(host);
  return name !== undefined && (LOOPBACK_NAMES.has(name) || allowHosts.some((h) => h.toLowerCase() === name));
}

/** An origin as browsers send it (`http://localhost:5173`), or undefined for `null` and what is not an origin. */
export function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return /^https?:$/.test(url.protocol) && bare && !value.endsWith('/') ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request comes from another site's page, which the world refuses whatever it asks: the browser says so
 * (`Sec-Fetch-Site`), or it names an origin that is not an allowed one (the console's). curl, the kit and the
 * console's same-origin GETs send no Origin and pass; the console's other calls and the stand-in login page's reset
 * form send its origin, which Vite's proxy and Prism pass on unchanged. The POS Core instances' own API
 * (`instanceApi`) is called from the console's page on the instance's address, another site's by design: its origin
 * alone decides.
 */
export function isCrossSite(
  headers: http.IncomingHttpHeaders,
  allowOrigins: readonly string[] = [],
  { instanceApi = false } = {},
): boolean {
  const site = headers['sec-fetch-site'];
  if (!instanceApi && (site === 'cross-site' || site === 'same-site')) return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  const named = originOf(origin);
  return named === undefined || !allowOrigins.includes(named);
}

/**
 * The paths of the POS Core instances' own API, which the console calls from the page on the instance's address
 * (another origin, SPEC 7): answered with CORS for the console's origin, and for no other.
 */
const INSTANCE_API = new Set(['/api/v1/version/info', '/api/v1/exceptions/info']);

type Refusal = { status: 400 | 403 | 415; body: { code: string; message: string } };

/**
 * A call's body as the operations get it, or what the world refuses before any operation sees it (the contract's
 * description): a call that is not a GET without SPEC 7's `X-Requested-With: XMLHttpRequest` marker (403; an HTML form
 * of another site cannot send it), a body that is not `application/json` (415; nor that), a JSON body that does not
 * parse (400).
 */
export function readCall(
  method: string,
  headers: http.IncomingHttpHeaders,
  text: string,
): { body: unknown } | { refused: Refusal } {
  if (method !== 'GET' && method !== 'HEAD' && headers['x-requested-with'] !== 'XMLHttpRequest') {
    const message = 'A call that is not a GET needs the X-Requested-With: XMLHttpRequest marker';
    return { refused: { status: 403, body: { code: 'Forbidden', message } } };
  }
  if (!text) return { body: undefined };
  if (!/^application\/json\s*(;|$)/i.test(headers['content-type'] ?? '')) {
    return { refused: { status: 415, body: { code: 'UnsupportedMediaType', message: 'A body is application/json' } } };
  }
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return { refused: { status: 400, body: { code: 'BadRequest', message: 'The body is not JSON' } } };
  }
}

/** An --allow-origin value, as browsers send it; a wrong one fails the start rather than refusing the console. */
function allowedOrigin(text: string): string {
  const origin = originOf(text);
  if (origin === undefined)
    throw new Error(`Not an origin: ${text} (give scheme://host:port, e.g. http://localhost:5173)`);
  return origin;
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
      'allow-host': { type: 'string', multiple: true },
      'allow-origin': { type: 'string', multiple: true },
      // The conformance kit's own tests only: a world with a hole, to show the kit notices (world/checks.ts).
      without: { type: 'string', multiple: true },
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
    ...(values['allow-host']?.length ? { allowHosts: values['allow-host'] } : {}),
    ...(values['allow-origin']?.length ? { allowOrigins: values['allow-origin'].map(allowedOrigin) } : {}),
    ...(values.without?.length ? { without: values.without.map(worldCheck) } : {}),
  };
}

function worldCheck(name: string): WorldCheck {
  const known = WORLD_CHECKS.find((check) => check === name);
  if (!known) throw new Error(`--without ${name}: not one of ${WORLD_CHECKS.join(', ')}`);
  return known;
}

/** The request's body, or undefined once it is over MAX_BODY_BYTES (the rest is not read). */
async function readBody(request: http.IncomingMessage): Promise<string | undefined> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(
  response: http.ServerResponse,
  status: number,
  body?: unknown,
  file?: WorldAnswer['file'],
  mediaType = 'application/json',
): void {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  if (file) {
    response
      .writeHead(status, {
        'content-type': `${file.mediaType}; charset=utf-8`,
        'content-disposition': `attachment; filename="${file.fileName}"`,
      })
      .end(String(body));
    return;
  }
  response.writeHead(status, { 'content-type': mediaType }).end(JSON.stringify(body));
}

export async function startWorldServer(options: ServerOptions): Promise<http.Server> {
  const api = await loadContract();
  const seeded = () => createWorld(api, options);
  const world = seeded();
  if (options.stateFile && existsSync(options.stateFile)) {
    try {
      world.state = stateFromJson(JSON.parse(readFileSync(options.stateFile, 'utf8')), emptyState());
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
      if (!isAllowedHost(request.headers.host, options.allowHosts)) {
        response.setHeader('connection', 'close');
        return send(response, 421, {
          code: 'MisdirectedRequest',
          message: `The world answers localhost only, not ${request.headers.host ?? 'a request without a Host'}`,
        });
      }
      const instanceApi = method === 'GET' && INSTANCE_API.has(url.split('?')[0] ?? '');
      if (isCrossSite(request.headers, options.allowOrigins, { instanceApi })) {
        // Nothing of it is read or done; the body left unread closes the connection.
        response.setHeader('connection', 'close');
        return send(response, 403, {
          code: 'Forbidden',
          message: `The world answers the console's origin only, not ${request.headers.origin ?? "another site's page"}`,
        });
      }
      const text = await readBody(request);
      if (text === undefined) {
        response.setHeader('connection', 'close');
        return send(response, 413, { code: 'PayloadTooLarge', message: `A body is at most ${MAX_BODY_BYTES} bytes` });
      }
      if (url.startsWith('/__world/')) {
        const path = url.split('?')[0];
        if (path === '/__world/outbox' && method === 'GET') {
          const to = new URLSearchParams(url.split('?')[1] ?? '').get('to')?.toLowerCase();
          const mails = [...world.state.outbox].reverse();
          return send(response, 200, to ? mails.filter((mail) => mail.to.toLowerCase() === to) : mails);
        }
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
      const call = readCall(method, request.headers, text);
      if ('refused' in call) return send(response, call.refused.status, call.refused.body);
      const result = await answer({ method, url, headers: request.headers, body: call.body });
      if (instanceApi && request.headers.origin) {
        // An allowed origin by now (isCrossSite): no credentials, the instances' calls send none.
        response.setHeader('access-control-allow-origin', request.headers.origin);
        response.setHeader('vary', 'Origin');
      }
      if (result.retryAfterSeconds !== undefined) response.setHeader('retry-after', String(result.retryAfterSeconds));
      send(response, result.status, result.body, result.file, result.mediaType);
      if (method !== 'GET' && method !== 'HEAD' && result.status === 200) save();
    })().catch((error: unknown) => {
      console.error('world: request failed', error);
      if (!response.headersSent)
        send(response, SERVER_ERROR.status, SERVER_ERROR.body, undefined, SERVER_ERROR.mediaType);
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
