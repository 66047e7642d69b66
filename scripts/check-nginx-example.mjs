#!/usr/bin/env node
// Runs docs/deploy.md's nginx example for real and checks what it answers (scripts/lib/nginx-example.mjs): a local
// nginx (Debian: `apt-get install nginx openssl`) on 127.0.0.1 (its HTTPS server over plain HTTP, its redirecting
// port-80 server on the next port), serving a build, in front of a stand-in for the service that answers over TLS
// with a certificate of a throwaway CA, which the example verifies. Then once more with another CA trusted: the call
// must fail. Not part of `npm test` (CI has no nginx); run it after changing the example and note the date in
// docs/deploy.md.
//
//   node scripts/check-nginx-example.mjs --dist <build folder> [--port 8480] [--backend-port 8482]
//
// Both servers listen on localhost only and are stopped by process id.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  NGINX_CASES,
  SERVICE_NAME,
  UNTRUSTED_SERVICE_CASE,
  accessLogProblems,
  localNginxConfig,
  nginxCaseProblems,
  nginxExampleOf,
} from './lib/nginx-example.mjs';
import { root, waitForTcpPort } from './lib/processes.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    port: { type: 'string', default: '8480' },
    'backend-port': { type: 'string', default: '8482' },
    nginx: { type: 'string', default: 'nginx' },
  },
});
if (!values.dist) throw new Error('--dist <build folder> is required (e.g. npx vite build --outDir /tmp/deploy-dist)');
const dist = path.resolve(values.dist);
const port = Number(values.port);
const backendPort = Number(values['backend-port']);
const redirectPort = port + 1;

/** A throwaway CA in `dir` (`<name>.pem`, `<name>.key`), and optionally the service's certificate issued by it. */
function makeCa(dir, name) {
  const openssl = (...args) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    `/CN=${name}`,
    '-keyout',
    `${name}.key`,
    '-out',
    `${name}.pem`,
  );
  return path.join(dir, `${name}.pem`);
}

function issueServiceCertificate(dir, ca) {
  const openssl = (...args) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    `/CN=${SERVICE_NAME}`,
    '-keyout',
    'service.key',
    '-out',
    'service.csr',
  );
  return writeFile(path.join(dir, 'service.ext'), `subjectAltName=DNS:${SERVICE_NAME}\n`).then(() => {
    openssl(
      'x509',
      '-req',
      '-in',
      'service.csr',
      '-CA',
      `${ca}.pem`,
      '-CAkey',
      `${ca}.key`,
      '-CAcreateserial',
      '-days',
      '1',
      '-extfile',
      'service.ext',
      '-out',
      'service.pem',
    );
  });
}

/**
 * The stand-in service, over TLS: marks its answers, sets a session cookie on sign-in (with a narrower path than the
 * proxy allows), and asks to be cached (nginx must not let it).
 */
async function startStandIn(dir) {
  const key = await readFile(path.join(dir, 'service.key'));
  const cert = await readFile(path.join(dir, 'service.pem'));
  const server = https.createServer({ key, cert }, (request, response) => {
    request.resume();
    request.on('end', () => {
      const headers = {
        'content-type': 'application/json',
        'x-stand-in': 'service',
        'cache-control': 'public, max-age=60',
      };
      if (request.url?.startsWith('/authentication/login'))
        headers['set-cookie'] = '__Host-.AspNetCore.Cookies=stand-in; Path=/authentication';
      response.writeHead(200, headers);
      response.end(JSON.stringify({ method: request.method, url: request.url }));
    });
  });
  return new Promise((resolve) => server.listen(backendPort, '127.0.0.1', () => resolve(server)));
}

/** One raw request (the path as given, malformed escapes included). */
function ask({ method = 'GET', path: target, request = {}, listener }) {
  return new Promise((resolve, reject) => {
    const to = listener === 'redirect' ? redirectPort : port;
    const call = http.request({ host: '127.0.0.1', port: to, method, path: target, headers: request }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body }));
    });
    call.on('error', (error) =>
      listener === 'redirect' ? resolve({ status: 0, headers: {}, body: '' }) : reject(error),
    );
    call.end();
  });
}

const dir = await mkdtemp(path.join(tmpdir(), 'nginx-example-'));
const doc = await readFile(path.join(root, 'docs', 'deploy.md'), 'utf8');
const trusted = makeCa(dir, 'ca');
const other = makeCa(dir, 'other-ca');
await issueServiceCertificate(dir, 'ca');
const configOf = (trustedCa) =>
  localNginxConfig(nginxExampleOf(doc), { port, redirectPort, backendPort, dist, dir, trustedCa });
const asset = (await readdir(path.join(dist, 'assets'))).find((name) => name.endsWith('.js'));
if (!asset) throw new Error(`${dist}/assets has no .js file: is it a build?`);

/** Runs nginx with `config` while `work` runs; stops it by process id. */
async function withNginx(config, work) {
  await writeFile(path.join(dir, 'nginx.conf'), config);
  const nginx = spawn(
    values.nginx,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    {
      stdio: 'inherit',
    },
  );
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  try {
    await Promise.race([
      Promise.all([
        waitForTcpPort(port, { timeoutMs: 10_000 }),
        config.includes(`:${redirectPort};`) ? waitForTcpPort(redirectPort, { timeoutMs: 10_000 }) : undefined,
      ]),
      exited.then((code) => {
        throw new Error(`nginx exited (code ${code}); see ${dir}/error.log`);
      }),
    ]);
    await work();
  } finally {
    nginx.kill('SIGTERM');
    await exited;
  }
}

const standIn = await startStandIn(dir);
let failures = 0;
let checks = 0;
const report = (name, method, target, problems) => {
  checks += 1;
  failures += problems.length ? 1 : 0;
  console.log(
    `${problems.length ? 'FAIL' : 'ok  '} ${method} ${target} - ${name}${problems.length ? `\n       ${problems.join('\n       ')}` : ''}`,
  );
};
try {
  await withNginx(configOf(trusted), async () => {
    for (const testCase of NGINX_CASES) {
      const answer = await ask({ ...testCase, path: testCase.path === 'asset' ? `/assets/${asset}` : testCase.path });
      report(testCase.name, testCase.method ?? 'GET', testCase.path, nginxCaseProblems(testCase, answer));
    }
  });
  const log = await readFile(path.join(dir, 'access.log'), 'utf8').catch(() => '');
  report(
    'the access log leaves out the tokens of reset and invitation links',
    'LOG',
    'access.log',
    accessLogProblems(log),
  );
  await withNginx(configOf(other), async () => {
    const testCase = UNTRUSTED_SERVICE_CASE;
    report(testCase.name, 'GET', testCase.path, nginxCaseProblems(testCase, await ask(testCase)));
  });
} finally {
  standIn.close();
}
console.log(
  `${checks - failures} of ${checks} as docs/deploy.md says (nginx ${port} and ${redirectPort}, stand-in ${backendPort}, ${dir})`,
);
if (failures) process.exitCode = 1;
else await rm(dir, { recursive: true, force: true });
