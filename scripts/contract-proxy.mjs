#!/usr/bin/env node
// `npm run contract:proxy`: Prism as a validating proxy in front of a real backend, so a backend team sees every
// request and response that breaks the contract (openapi/) while they click through the console.
//
//   API_TARGET=https://auth.example.com npm run contract:proxy     (MOCK_PORT overrides the port, 4010)
//   API_TARGET=http://127.0.0.1:4010 npm start                     (second terminal: the console through it)
// A front server prints Prism's violations, one per line; authentication pages bypass Prism.
// Why: docs/decisions/062-contract-breaking-check-and-proxy.md
import http from 'node:http';
import https from 'node:https';
import { freePort, startProxy } from './lib/processes.mjs';

const target = process.env.API_TARGET?.trim();
if (!target) {
  console.error('contract:proxy needs the backend to stand in front of, in API_TARGET, e.g.');
  console.error('  API_TARGET=https://auth.example.com npm run contract:proxy');
  process.exit(1);
}
let upstream;
try {
  upstream = new URL(target);
  if (upstream.protocol !== 'http:' && upstream.protocol !== 'https:') throw new Error('not http(s)');
} catch {
  console.error(
    `contract:proxy: API_TARGET must be an http(s) URL such as https://auth.example.com (got "${target}").`,
  );
  process.exit(1);
}
const port = Number(process.env.MOCK_PORT ?? 4010);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`contract:proxy: MOCK_PORT must be a port number (got "${process.env.MOCK_PORT}").`);
  process.exit(1);
}
const upstreamBase = upstream.href.replace(/\/$/, '');
const useColour = process.stdout.isTTY;
const red = (s) => (useColour ? `\x1b[31m${s}\x1b[0m` : s);
const dim = (s) => (useColour ? `\x1b[2m${s}\x1b[0m` : s);

let violations = 0;
const describe = (v) => `${(v.location ?? []).join('.') || '(whole message)'}: ${v.message ?? v.code ?? 'invalid'}`;

/** Prints what Prism reported about one exchange; returns true when it was a contract violation. */
function report(method, url, status, headers, body) {
  const call = `${method} ${url}`;
  let problem;
  if (body) {
    try {
      problem = JSON.parse(body);
    } catch {
      problem = undefined;
    }
  }
  const type = String(problem?.type ?? '');
  if (type.endsWith('#UNPROCESSABLE_ENTITY') || type.endsWith('#VIOLATIONS')) {
    const side =
      type.endsWith('#VIOLATIONS') && status >= 500 ? 'response from the backend' : 'request from the console';
    violations += 1;
    console.log(red(`✖ CONTRACT VIOLATION in the ${side}: ${call} -> ${status}`));
    for (const v of problem.validation ?? []) console.log(red(`    ${describe(v)}`));
    return true;
  }
  if (type.endsWith('#NO_PATH_MATCHED_ERROR') || type.endsWith('#NO_METHOD_MATCHED_ERROR')) {
    violations += 1;
    console.log(red(`✖ NOT IN THE CONTRACT: ${call} (${problem.title ?? 'no matching operation'}); not forwarded`));
    return true;
  }
  if (type.endsWith('#UNAUTHORIZED')) {
    console.log(`  ${call} -> ${status} (no session cookie: Prism answered without asking the backend; sign in first)`);
    return true;
  }
  if (type.includes('stoplight.io/prism/errors#')) {
    console.log(red(`✖ ${call} -> ${status}: ${problem.title ?? type}${problem.detail ? ` (${problem.detail})` : ''}`));
    return true;
  }
  // Violations Prism lets through (severity below error) come in the sl-violations header.
  const header = headers['sl-violations'];
  if (header) {
    try {
      const list = JSON.parse(String(header));
      if (list.length) {
        violations += 1;
        console.log(red(`✖ CONTRACT WARNING: ${call} -> ${status}`));
        for (const v of list) console.log(red(`    ${describe(v)}`));
        return true;
      }
    } catch {
      /* not JSON: ignore */
    }
  }
  return false;
}

/** Forwards one request to `base` (origin plus optional path prefix) and streams the answer back. */
function forward(req, res, base, { inspect, rewriteHost }) {
  const url = new URL(base + req.url);
  const client = url.protocol === 'https:' ? https : http;
  const headers = { ...req.headers };
  if (rewriteHost) headers.host = url.host;
  const outgoing = client.request(url, { method: req.method, headers }, (incoming) => {
    const status = incoming.statusCode ?? 502;
    const isProblem = String(incoming.headers['content-type'] ?? '').includes('problem+json');
    if (inspect && isProblem) {
      const chunks = [];
      incoming.on('data', (c) => chunks.push(c));
      incoming.on('end', () => {
        const body = Buffer.concat(chunks);
        if (!report(req.method, req.url, status, incoming.headers, body.toString('utf8'))) {
          console.log(dim(`  ${req.method} ${req.url} -> ${status}`));
        }
        res.writeHead(status, incoming.headers);
        res.end(body);
      });
      return;
    }
    if (!inspect || !report(req.method, req.url, status, incoming.headers, '')) {
      console.log(
        dim(`  ${req.method} ${req.url} -> ${status}${inspect ? '' : ' (authentication page, not validated)'}`),
      );
    }
    res.writeHead(status, incoming.headers);
    incoming.pipe(res);
  });
  outgoing.on('error', (error) => {
    console.log(red(`✖ ${req.method} ${req.url}: could not reach ${url.origin} (${error.message})`));
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`contract:proxy could not reach ${url.origin}: ${error.message}`);
  });
  req.pipe(outgoing);
}

// The front server listens first, so a port already in use fails at once (not after Prism's start-up).
let prismBase; // set once Prism listens
const front = http.createServer((req, res) => {
  // Same rule as vite.config.ts (case-sensitive: `/Authentication/current` is an API call of the contract).
  const isAuthenticationPage = (req.url ?? '').startsWith('/authentication/');
  if (isAuthenticationPage) forward(req, res, upstreamBase, { inspect: false, rewriteHost: true });
  else if (!prismBase) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('contract:proxy: Prism is still starting; try again in a moment.');
  } else forward(req, res, prismBase, { inspect: true, rewriteHost: false });
});
await new Promise((resolve) => {
  front.once('error', (error) => {
    console.error(
      `contract:proxy: cannot listen on 127.0.0.1:${port} (${error.message}); set MOCK_PORT to another port.`,
    );
    process.exit(1);
  });
  front.listen(port, '127.0.0.1', resolve);
});

let prism; // Prism's process, from the moment it is spawned
const stop = () => {
  console.log(`contract:proxy: stopping; ${violations} contract violation(s) reported.`);
  prism?.child.removeAllListeners('exit');
  prism?.stop();
  front.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const prismPort = await freePort();
try {
  await startProxy({
    upstream: upstreamBase,
    port: prismPort,
    errors: true,
    verbose: 'fatal',
    inheritOutput: true,
    onSpawn: (server) => (prism = server),
  });
} catch (error) {
  console.error(`contract:proxy: ${error.message}`);
  prism?.stop();
  front.close();
  process.exit(1);
}
prismBase = `http://127.0.0.1:${prismPort}`;

const here = `http://127.0.0.1:${port}`;
console.log('');
console.log(`  Contract proxy: ${here} -> ${upstream.origin}${upstream.pathname === '/' ? '' : upstream.pathname}`);
console.log(`                  checked against openapi/openapi.yaml by Prism (prism proxy --errors, pid ${prism.pid})`);
console.log('  Point the console at it, in a second terminal:');
console.log(`    API_TARGET=${here} npm start`);
console.log(
  '  Each call is listed below; one that breaks the contract is marked ✖ with its violations, and the console',
);
console.log("  gets Prism's error instead (422: the console's request, 500: the backend's response). Ctrl+C stops.");
console.log('');

prism.child.on('exit', (code) => {
  console.error(`contract:proxy: Prism stopped (exit code ${code}).`);
  process.exit(code || 1);
});
