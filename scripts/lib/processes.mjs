// Starting and stopping the servers the project runs (Prism, the world, Vite): localhost only, stopped by process id.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

export async function waitForPort(port, { timeoutMs = 60_000, host = '127.0.0.1' } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://${host}:${port}/`, { method: 'HEAD' });
      return;
    } catch {
      await delay(200);
    }
  }
  throw new Error(`Nothing answered on ${host}:${port} within ${timeoutMs} ms`);
}

function spawnServer(command, args, { env = {}, inheritOutput = false } = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: inheritOutput ? 'inherit' : 'ignore',
    detached: true,
  });
  return {
    pid: child.pid,
    child,
    stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    },
  };
}

/**
 * Runs a command to its end, collecting what it prints (`done`: its exit code and output), in a process group of its
 * own; `stop()` ends it and whatever it started (SIGTERM, SIGKILL after 5 s) and resolves once it has exited.
 */
export function runStoppable(command, args, env) {
  const child = spawn(command, args, { cwd: root, env, detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const done = new Promise((resolve) => {
    child.once('error', (error) => resolve({ status: error.code, output }));
    child.once('close', (status) => resolve({ status, output }));
  });
  const kill = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  };
  return {
    done,
    async stop() {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
      kill('SIGTERM');
      const hard = setTimeout(() => kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(hard);
    },
  };
}

// Prism's --cors (on by default) answers any Origin with Access-Control-Allow-Credentials, so a page of any site
// could use the mock as any persona; the console reaches Prism same-origin through Vite's proxy and needs none.
const NO_CORS = ['--cors', 'false'];

/** Prism's example mock of the contract on 127.0.0.1:port, request validation errors on (`-d`: random data). */
export function prismMockArgs({ port = 4010, dynamic = false } = {}) {
  const args = ['mock', 'openapi/openapi.yaml', '-h', '127.0.0.1', '-p', String(port), '--errors', ...NO_CORS];
  if (dynamic) args.push('-d');
  return args;
}

/** Prism's validating proxy of the contract in front of `upstream`, on 127.0.0.1:port (see startProxy). */
export function prismProxyArgs({ upstream, port = 4010, errors = true, verbose = 'info' }) {
  const args = ['proxy', 'openapi/openapi.yaml', upstream, '-h', '127.0.0.1', '-p', String(port), '-v', verbose];
  if (errors) args.push('--errors');
  return [...args, ...NO_CORS];
}

export async function startMock({ port = 4010, dynamic = false, inheritOutput = false, onSpawn } = {}) {
  const server = spawnServer(bin('prism'), prismMockArgs({ port, dynamic }), { inheritOutput });
  onSpawn?.(server);
  await untilListening(server, 'Prism mock', port, waitForPort(port));
  return server;
}

/**
 * The console's origins on `port` (the world's --allow-origin): each loopback spelling, and each name the world is
 * reached by (`--allow-host`). The console's server holds that port, so no other page can have these origins.
 */
export function consoleOrigins(port, hosts = []) {
  return ['localhost', '127.0.0.1', '[::1]', ...hosts].map((host) => `http://${host}:${port}`);
}

/**
 * The world (world/server.ts): the stateful mock server that `npm start` runs behind Prism's validating proxy.
 * `args` are its flags (--seed, --users, --orgs, --state, --remote-port).
 */
export async function startWorld({
  port = 4011,
  args = [],
  inheritOutput = true,
  onSpawn,
  startTimeoutMs = 120_000,
} = {}) {
  // A world left running on the port would answer in this one's place (its size and state, not the ones asked for).
  await ensurePortFree(port, 'The world');
  const server = spawnServer(bin('tsx'), ['world/server.ts', '--port', String(port), ...args], { inheritOutput });
  onSpawn?.(server);
  await untilListening(server, 'The world', port, waitForTcpPort(port, { timeoutMs: startTimeoutMs }));
  return server;
}

/** Vite's dev server (hot reload) on localhost:port: `npm start -- --dev`, `npm run dev`. */
export async function startVite({ port = 5173, mockPort = 4010, inheritOutput = true, extraEnv = {}, onSpawn } = {}) {
  const server = spawnServer(bin('vite'), ['--port', String(port)], {
    inheritOutput,
    env: { PORT: String(port), MOCK_PORT: String(mockPort), ...extraEnv },
  });
  onSpawn?.(server);
  await untilListening(server, 'Vite', port, waitForPort(port, { host: 'localhost' }));
  return server;
}

/** Vite's arguments for QA's build (`npm start`): mode `mock` (build/api-mode.ts), into `outDir`. */
export function viteBuildArgs({ outDir, mode = 'mock' }) {
  return ['build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
}

/** Vite's arguments for serving that build: its preview server, in the same mode (the stand-in login pages). */
export function vitePreviewArgs({ outDir, port, mode = 'mock' }) {
  return ['preview', '--mode', mode, '--outDir', outDir, '--port', String(port)];
}

/**
 * A built console (`outDir`) served by `vite preview` on localhost:port, its API calls forwarded as the dev server
 * does (vite.config.ts `preview.proxy`: to Prism on mockPort, or to API_TARGET).
 */
export async function startPreview({
  port = 5173,
  mockPort = 4010,
  outDir,
  mode = 'mock',
  inheritOutput = true,
  extraEnv = {},
  onSpawn,
} = {}) {
  const server = spawnServer(bin('vite'), vitePreviewArgs({ outDir, port, mode }), {
    inheritOutput,
    env: { PORT: String(port), MOCK_PORT: String(mockPort), ...extraEnv },
  });
  onSpawn?.(server);
  await untilListening(server, 'Vite preview', port, waitForPort(port, { host: 'localhost' }));
  return server;
}

/** Resolves when `listening` does; rejects at once, naming the server, if it exits first (e.g. its port is taken). */
export async function untilListening(server, name, port, listening) {
  const exited = new Promise((_, reject) => {
    server.child.once('exit', (code) =>
      reject(new Error(`${name} exited (code ${code}) before it listened on ${port}`)),
    );
  });
  exited.catch(() => {});
  await Promise.race([listening, exited]);
}

/** Resolves once something accepts TCP connections on host:port (no HTTP request, so nothing is logged). */
export async function waitForTcpPort(port, { timeoutMs = 60_000, host = '127.0.0.1' } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect({ port, host }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await delay(200);
  }
  throw new Error(`Nothing accepted connections on ${host}:${port} within ${timeoutMs} ms`);
}

/** Fails, naming the server, when something already accepts connections on 127.0.0.1:port. */
export async function ensurePortFree(port, name) {
  const taken = await new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
  if (taken) throw new Error(`${name} cannot start: port ${port} is taken (a server left running?)`);
}

/** A TCP port on 127.0.0.1 that was free a moment ago (for a server only this process talks to). */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Prism as a validating proxy in front of a real backend (`upstream`): every request and response is checked
 * against the contract. With `errors` on, a request that breaks it is answered 422 (not forwarded) and a response
 * that breaks it 500, each with the violations in an application/problem+json body.
 */
export async function startProxy({
  upstream,
  port = 4010,
  errors = true,
  verbose = 'info',
  inheritOutput = true,
  onSpawn,
} = {}) {
  const args = prismProxyArgs({ upstream, port, errors, verbose });
  const server = spawnServer(bin('prism'), args, { inheritOutput });
  onSpawn?.(server); // lets the caller stop it even while it is still starting
  await untilListening(server, 'Prism proxy', port, waitForTcpPort(port));
  return server;
}

/**
 * Chromium's flags for every browser the scripts and tests start here: no sandbox (a container), no GPU, and none of
 * the browser's own background traffic (updates, sync, first-run pages) beside what is measured or tested.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
