#!/usr/bin/env node
// `npm run contract:negative`: the negative sweep (scripts/lib/negative.mjs) over HTTP. Every operation of the contract
// gets requests that break its schema, generated and seeded from the contract, sent as the super user; each must be
// answered with a 4xx, and the operation's `links.readBack` must answer the same before and after (or, for a body
// grown with what the contract refuses, a 2xx whose read-back after holds nothing of it). How to read it:
// docs/conformance.md, "The negative sweep". world/negative-sweep.test.ts sends the same requests in-process.
//
//   npm run contract:negative                              the world, started on a free port and stopped after
//   npm run contract:negative -- --server <url>            a running server (starts nothing); the super user's session
//     in CONFORM_SESSION_SUPERUSER or a --sessions <file> (superUser=<session cookie>, readable by its owner only), as
//     contract:conform takes it; without one, the world's persona header (X-Mock-Persona: superUser)
//     --operation <operationId>   only this operation (repeatable)
//     --seed <n>                  another sweep seed (default 70): the same seed sends the same requests (but for
//                                 the run's mark in what a grown body adds)
//     --runs <factor>             the runs of each operation and kind times this (default 1)
// Exits 0 when every request was refused and changed nothing, 1 when one was not, 2 when the run cannot start.
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { judgeFirstAnswer, plainHttpRefusal, sessionsFrom, unreachable } from './lib/conform.mjs';
import { bundleContract } from './lib/generate.mjs';
import { KINDS, runCase, SWEEP_SEED, sweepCases } from './lib/negative.mjs';
import { freePort, root, startWorld } from './lib/processes.mjs';
import { idsFromSession } from './lib/refusals.mjs';

let world;
/** The run cannot start: one line, the world (if this run started it) stopped, exit 2. */
const fail = (message) => {
  console.error(`contract:negative: ${message.replace(/^contract:\w+: /, '')}`);
  world?.stop();
  process.exit(2);
};
process.on('SIGINT', () => {
  world?.stop();
  process.exit(130);
});

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      server: { type: 'string' },
      sessions: { type: 'string' },
      operation: { type: 'string', multiple: true },
      seed: { type: 'string', default: String(SWEEP_SEED) },
      runs: { type: 'string', default: '1' },
    },
    strict: true,
  }));
} catch (error) {
  fail(error.message);
}
const seed = Number(options.seed);
const runs = Number(options.runs);
if (!Number.isInteger(seed)) fail(`--seed ${options.seed}: give a whole number`);
if (!(runs > 0)) fail(`--runs ${options.runs}: give a number above 0`);

let session;
try {
  const file = options.sessions && path.resolve(options.sessions);
  const text = file && readFileSync(file, 'utf8');
  session = sessionsFrom({
    env: process.env,
    file: file && { path: options.sessions, mode: statSync(file).mode, text },
  }).sessions.superUser;
} catch (error) {
  fail(error.code === 'ENOENT' ? `--sessions ${options.sessions}: no such file` : error.message);
}

let server = options.server?.replace(/\/+$/, '');
if (server !== undefined) {
  try {
    if (!/^https?:$/.test(new URL(server).protocol)) throw new Error('not http(s)');
  } catch {
    fail(`--server must be an http(s) URL such as https://auth.example.com (got "${server}")`);
  }
  const refused = plainHttpRefusal(server, session !== undefined);
  if (refused) fail(refused);
} else if (session !== undefined) {
  fail('a session is for --server: the world takes its roles from the persona header');
}

const contract = parse(readFileSync(path.join(root, 'openapi', 'openapi.yaml'), 'utf8'));
const cookieName = Object.values(contract.components?.securitySchemes ?? {}).find((s) => s.in === 'cookie')?.name;
/** Who every request is sent as: the super user, who may make every call, so a refusal is for the input. */
const role = session === undefined ? { 'X-Mock-Persona': 'superUser' } : { cookie: `${cookieName}=${session}` };

const bundling = bundleContract().catch((error) => fail(`the contract did not bundle: ${error.message}`));
if (server === undefined) {
  const port = await freePort();
  try {
    world = await startWorld({ port, inheritOutput: false });
  } catch (error) {
    fail(`the world did not start: ${error.message}`);
  }
  server = `http://127.0.0.1:${port}`;
}

/** Long enough for a slow refusal or a large read-back; a server silent this long is taken as gone. */
const TIMEOUT_S = 30;

/** One request; the answer's status, text and media type. A request that gets no answer stops the run. */
async function send({ method, url, text, contentType }) {
  const headers = { ...role, accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  if (contentType !== undefined) headers['content-type'] = contentType;
  try {
    const answer = await fetch(`${server}${url}`, {
      method,
      headers,
      body: text,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_S * 1000),
    });
    return { status: answer.status, text: await answer.text(), contentType: answer.headers.get('content-type') };
  } catch (error) {
    const silent = (error?.cause ?? error)?.name === 'TimeoutError';
    throw new Error(
      silent ? `${server} gave no answer within ${TIMEOUT_S} s to ${method} ${url}` : unreachable(server, error),
    );
  }
}

// The server is the service, and the session a super user's: else every request would be refused for its role (401,
// 403), and the sweep would prove nothing.
async function preflight() {
  const first = await send({ method: 'GET', url: '/api/consentdocuments' }).catch((error) => fail(error.message));
  const verdict = judgeFirstAnswer(server, { ...first, body: first.text });
  if (verdict !== 'ok') fail(verdict);
  const current = await send({ method: 'GET', url: '/Authentication/current' }).catch((error) => fail(error.message));
  try {
    idsFromSession('superUser', { status: current.status, body: JSON.parse(current.text || 'null') });
  } catch (error) {
    const hint = session === undefined ? ' (no session was given: only the world takes its persona header)' : '';
    fail(`${error instanceof SyntaxError ? 'GET /Authentication/current answers no JSON' : error.message}${hint}`);
  }
}
await preflight();

const spec = await bundling;
// The run's own mark ends every name and mark a grown body carries: one an earlier run left stored is not this run's.
const mark = `_${randomBytes(3).toString('hex')}`;
const allCases = sweepCases(spec, { seed, runs, mark });
const known = new Set(allCases.map((found) => found.target.operationId));
for (const id of options.operation ?? []) {
  if (!known.has(id)) fail(`--operation ${id}: no such operation with an input to break`);
}
const cases = allCases.filter((found) => !options.operation || options.operation.includes(found.target.operationId));

console.log(
  `Negative sweep of ${server} as the super user, seed ${seed}: ${cases.length} cases, one per operation and kind of breakage (${KINDS.join(', ')})\n`,
);
// The cases by operation (Node 20 has no Map.groupBy).
const byOperation = new Map();
for (const found of cases) {
  const id = found.target.operationId;
  byOperation.set(id, [...(byOperation.get(id) ?? []), found]);
}
const pad = (text, width) => text.padEnd(width);
const count = (n, one, many) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
console.log(`${pad('operation', 42)} ${pad('cases', 5)} answers`);
const started = Date.now();
let requests = 0;
let taken = 0;
let failures = 0;
const failed = [];
try {
  // A row as soon as its operation is done, so a slow server shows its progress.
  for (const [operationId, ofOperation] of byOperation) {
    const statuses = new Map();
    const wrong = [];
    for (const found of ofOperation) {
      const result = await runCase(found, send).catch((error) => fail(error.message));
      for (const [status, n] of result.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n);
      if (result.failure) wrong.push(`${found.kind}: ${result.failure}`);
    }
    requests += [...statuses.values()].reduce((sum, n) => sum + n, 0);
    taken += [...statuses].reduce((sum, [status, n]) => sum + (status >= 200 && status <= 299 ? n : 0), 0);
    failures += wrong.length;
    if (wrong.length) failed.push(operationId);
    const answers = [...statuses].map(([status, n]) => `${status}×${n}`).join(' ');
    console.log(
      `${pad(operationId, 42)} ${pad(String(ofOperation.length), 5)} ${answers}  ${wrong.length ? 'FAILED' : 'ok'}`,
    );
    for (const line of wrong) console.log(`  ✖ ${line}`);
  }
} finally {
  world?.stop();
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
// The same seed (and runs) sends the same requests again, so the failed operations rerun alone.
const rerun = [
  ...(options.server ? [`--server ${server}`] : []),
  `--seed ${seed}`,
  ...(runs === 1 ? [] : [`--runs ${options.runs}`]),
  ...failed.map((id) => `--operation ${id}`),
].join(' ');
const sent = `${count(byOperation.size, 'operation', 'operations')}, ${count(cases.length, 'case', 'cases')}, ${count(
  requests,
  'broken request',
  'broken requests',
)} in ${seconds} s`;
console.log(
  failed.length
    ? `\n${sent}: ${count(failures, 'case', 'cases')} failed; again: npm run contract:negative -- ${rerun}`
    : `\n${sent}: ${
        taken
          ? `every one refused with a 4xx and nothing changed, but for ${count(taken, 'grown body', 'grown bodies')} taken (2xx) with nothing of it stored`
          : 'every one refused with a 4xx, nothing changed'
      }`,
);
process.exit(failed.length ? 1 : 0);
