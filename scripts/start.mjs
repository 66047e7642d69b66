#!/usr/bin/env node
// `npm start`: the console at http://localhost:5173 on the world (a stateful mock server, world/) behind Prism's
// validating proxy, zero configuration. The console is a production build in mode `mock` (the QA switches, personas
// and stand-in login pages, no e2e hooks; build/api-mode.ts) served by `vite preview`; it is built again only when
// what the build reads changed since the last one (scripts/lib/build-stamp.mjs), beside the world's start.
// Flags (after `npm start --`):
//   --dev                Vite's dev server instead (hot reload, React's development build), for developers
//   --rebuild            build the console again even when the last build is fresh
//   --users N --orgs N   the world's size (default 120 users, 40 organisations)
//   --seed N             faker's seed (default 1): the same seed gives the same world
//   --state FILE         keep the world in FILE across restarts
//   --allow-host NAME    the world also answers requests addressed to NAME (repeatable; default: loopback names only)
//                        and pages of the console reached by that name
//   --examples           no world: the pure Prism example mock, as `npm run mock`
// With API_TARGET set (API_TARGET=https://host npm start) the same console talks to that backend instead (built
// without the QA switches).
// Ports: PORT (console, 5173), MOCK_PORT (Prism, 4010), WORLD_PORT (the world, MOCK_PORT + 1).
// Each server starts once the one before it listens. Ctrl-C, a server that ends or one that fails to start stops all
// of them (their process groups), and the build if it is running, and this script with them (why not concurrently:
// docs/decisions/064).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readBuildInputs, staleReasons } from './lib/build-stamp.mjs';
import {
  bin,
  consoleOrigins,
  root,
  runStoppable,
  startMock,
  startPreview,
  startProxy,
  startVite,
  startWorld,
  viteBuildArgs,
} from './lib/processes.mjs';

const { values: flags } = parseArgs({
  options: {
    examples: { type: 'boolean', default: false },
    dev: { type: 'boolean', default: false },
    rebuild: { type: 'boolean', default: false },
    users: { type: 'string' },
    orgs: { type: 'string' },
    seed: { type: 'string' },
    state: { type: 'string' },
    'allow-host': { type: 'string', multiple: true },
  },
  strict: true,
});
const port = Number(process.env.PORT ?? 5173);
const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const worldPort = Number(process.env.WORLD_PORT ?? mockPort + 1);
const target = process.env.API_TARGET;
const useWorld = !target && !flags.examples;

const servers = [];
/** The build while it runs, and the folder it writes (removed when the start is stopped before it is finished). */
let building;
let buildingInto;
const stop = (code) => {
  for (const s of servers) s.stop();
  void building?.stop();
  if (buildingInto) rmSync(buildingInto, { recursive: true, force: true });
  process.exit(code);
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
/** Keeps a server from its spawn on, so that it is stopped with the others, and stops them all when it ends. */
const track = (name) => (server) => {
  servers.push(server);
  server.child.once('exit', (code, signal) => {
    console.error(`\nnpm start: ${name} (pid ${server.pid}) ended (${signal ?? `exit ${code}`}); stopping the others.`);
    stop(code || 1);
  });
};

const MODE = 'mock';
// One build folder per checkout and per API mode (node_modules may be shared by several worktrees): the build in
// `dist`, and `stamp.json` (what it was built from), written once the build is finished.
const buildFolder = path.join(
  root,
  'node_modules/.cache',
  `start-build-${target ? 'backend' : 'mock'}-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`,
);
const outDir = path.join(buildFolder, 'dist');
const stampFile = path.join(buildFolder, 'stamp.json');

/** Builds the console into `outDir` unless its stamp says it is fresh; resolves with what it did, for the summary. */
async function ensureBuild() {
  const current = { settings: { mode: MODE, mock: !target }, files: readBuildInputs(root, MODE) };
  let stamp;
  try {
    stamp = existsSync(outDir) ? JSON.parse(readFileSync(stampFile, 'utf8')) : undefined;
  } catch {
    stamp = undefined;
  }
  const reasons = flags.rebuild ? ['--rebuild'] : staleReasons(stamp, current);
  if (reasons.length === 0) return 'fresh, not built again';
  console.log(`npm start: building the console (${reasons.join('; ')})...`);
  const started = performance.now();
  // Built beside the last build, which is replaced only once this one is finished.
  const next = path.join(buildFolder, `dist-${process.pid}`);
  mkdirSync(buildFolder, { recursive: true });
  buildingInto = next;
  building = runStoppable(bin('vite'), viteBuildArgs({ outDir: next, mode: MODE }), process.env);
  const { status, output } = await building.done;
  building = undefined;
  buildingInto = undefined;
  if (status !== 0) {
    rmSync(next, { recursive: true, force: true });
    process.stderr.write(output);
    throw new Error(`the build failed (exit ${status})`);
  }
  rmSync(stampFile, { force: true });
  rmSync(outDir, { recursive: true, force: true });
  renameSync(next, outDir);
  writeFileSync(stampFile, JSON.stringify(current));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`npm start: built in ${seconds} s`);
  return `built in ${seconds} s`;
}

let backend = target ?? '';
let consoleKind = 'Vite dev server (hot reload)';
try {
  // The build runs while the world seeds and Prism starts; the console's server starts once all three are done.
  const built = flags.dev ? undefined : ensureBuild();
  built?.catch(() => {});
  if (useWorld) {
    const worldArgs = ['--remote-port', String(mockPort)];
    for (const name of ['users', 'orgs', 'seed', 'state'])
      if (flags[name] !== undefined) worldArgs.push(`--${name}`, flags[name]);
    for (const host of flags['allow-host'] ?? []) worldArgs.push('--allow-host', host);
    // The world refuses a request whose Origin is not the console's (Vite's proxy and Prism pass it on unchanged).
    for (const origin of consoleOrigins(port, flags['allow-host'])) worldArgs.push('--allow-origin', origin);
    const world = await startWorld({ port: worldPort, args: worldArgs, onSpawn: track('the world') });
    // Errors only: a contract violation shows; the 501 of every call the world leaves to the examples does not.
    const proxy = await startProxy({
      upstream: `http://127.0.0.1:${worldPort}`,
      port: mockPort,
      verbose: 'error',
      inheritOutput: true,
      onSpawn: track('Prism'),
    });
    backend = `the world on http://127.0.0.1:${worldPort} (pid ${world.pid}) behind Prism on http://127.0.0.1:${mockPort} (pid ${proxy.pid})`;
  } else if (!target) {
    const mock = await startMock({ port: mockPort, inheritOutput: false, onSpawn: track('Prism') });
    backend = `Prism example mock on http://127.0.0.1:${mockPort} (pid ${mock.pid})`;
  }
  const extraEnv = useWorld ? { WORLD_PORT: String(worldPort) } : {};
  if (built) {
    const how = await built;
    await startPreview({ port, mockPort, outDir, mode: MODE, extraEnv, onSpawn: track('Vite preview') });
    const what = target ? 'built without the QA switches (API_TARGET)' : `built in mode ${MODE}`;
    consoleKind = `${what} (${how}), served by vite preview; --dev for hot reload`;
  } else {
    await startVite({ port, mockPort, extraEnv, onSpawn: track('Vite') });
  }
} catch (error) {
  console.error(`\nnpm start: ${error.message}; stopping the servers already started.`);
  stop(1);
}

console.log('');
console.log(`  Admin console: http://localhost:${port}/`);
console.log(`  Console:       ${consoleKind}`);
console.log(`  Backend:       ${backend}`);
if (!target) console.log(`  Personas:      http://localhost:${port}/authentication/login`);
if (useWorld) {
  console.log(`  Outbox:        http://localhost:${port}/__world/outbox (invitation and password reset mails)`);
  console.log(
    `  Reset:         the button on the personas page, or curl -X POST http://localhost:${port}/__world/reset`,
  );
}
console.log('');
