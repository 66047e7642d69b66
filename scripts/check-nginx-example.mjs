#!/usr/bin/env node
// Runs docs/deploy.md's nginx example for real and checks what it answers (scripts/lib/nginx-example.mjs): a local
// nginx (Debian: `apt-get install nginx`) on 127.0.0.1 over plain HTTP, serving a build, in front of a stand-in for
// the service. Not part of `npm test` (CI has no nginx); run it after changing the example and note the date in
// docs/deploy.md.
//
//   node scripts/check-nginx-example.mjs --dist <build folder> [--port 8480] [--backend-port 8481]
//
// Both servers listen on localhost only and are stopped by process id.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { NGINX_CASES, localNginxConfig, nginxCaseProblems, nginxExampleOf } from './lib/nginx-example.mjs';
import { root, waitForTcpPort } from './lib/processes.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    port: { type: 'string', default: '8480' },
    'backend-port': { type: 'string', default: '8481' },
    nginx: { type: 'string', default: 'nginx' },
  },
});
if (!values.dist) throw new Error('--dist <build folder> is required (e.g. npx vite build --outDir /tmp/deploy-dist)');
const dist = path.resolve(values.dist);
const port = Number(values.port);
const backendPort = Number(values['backend-port']);

/** The stand-in service: marks its answers, sets a session cookie on sign-in, and asks to be cached (nginx must not let it). */
function startStandIn() {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const headers = {
        'content-type': 'application/json',
        'x-stand-in': 'service',
        'cache-control': 'public, max-age=60',
      };
      if (request.url?.startsWith('/authentication/login'))
        headers['set-cookie'] = '.AspNetCore.Cookies=stand-in; Path=/';
      response.writeHead(200, headers);
      response.end(JSON.stringify({ method: request.method, url: request.url }));
    });
  });
  return new Promise((resolve) => server.listen(backendPort, '127.0.0.1', () => resolve(server)));
}

/** One raw request (the path as given, malformed escapes included). */
function ask({ method = 'GET', path: target, request = {} }) {
  return new Promise((resolve, reject) => {
    const call = http.request({ host: '127.0.0.1', port, method, path: target, headers: request }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body }));
    });
    call.on('error', reject);
    call.end();
  });
}

const dir = await mkdtemp(path.join(tmpdir(), 'nginx-example-'));
const doc = await readFile(path.join(root, 'docs', 'deploy.md'), 'utf8');
await writeFile(path.join(dir, 'nginx.conf'), localNginxConfig(nginxExampleOf(doc), { port, backendPort, dist, dir }));
const asset = (await readdir(path.join(dist, 'assets'))).find((name) => name.endsWith('.js'));
if (!asset) throw new Error(`${dist}/assets has no .js file: is it a build?`);

const standIn = await startStandIn();
const nginx = spawn(values.nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
  stdio: 'inherit',
});
let failures = 0;
try {
  await Promise.race([
    waitForTcpPort(port, { timeoutMs: 10_000 }),
    new Promise((_, reject) =>
      nginx.once('exit', (code) => reject(new Error(`nginx exited (code ${code}); see ${dir}/error.log`))),
    ),
  ]);
  for (const testCase of NGINX_CASES) {
    const answer = await ask({ ...testCase, path: testCase.path === 'asset' ? `/assets/${asset}` : testCase.path });
    const problems = nginxCaseProblems(testCase, answer);
    failures += problems.length ? 1 : 0;
    console.log(
      `${problems.length ? 'FAIL' : 'ok  '} ${testCase.method ?? 'GET'} ${testCase.path} - ${testCase.name}${problems.length ? `\n       ${problems.join('\n       ')}` : ''}`,
    );
  }
} finally {
  nginx.kill('SIGTERM');
  standIn.close();
}
console.log(
  `${NGINX_CASES.length - failures} of ${NGINX_CASES.length} as docs/deploy.md says (nginx ${port}, stand-in ${backendPort}, ${dir})`,
);
if (failures) process.exitCode = 1;
else await rm(dir, { recursive: true, force: true });
