#!/usr/bin/env node
// `npm run bench:cold-open`: how long QA waits for the Users grid on a cold page open, on both consoles `npm start`
// serves: the build (default) and the dev server (`--dev`). For each it starts `npm start` (scripts/start.mjs, on the
// default world: 120 users), opens /admin/users?mockPersona=superUser in fresh browser contexts (no HTTP cache) and
// reports the ms from the navigation's start to the frame after the grid's first row (as the page saw it), and the
// requests and bytes the page made until then: the first open after the server started (the dev server transforms
// every module then) and the median of the next `--loads N` (default 3). The machine probe is taken before and after
// (scripts/lib/machine-probe.mjs): compare figures only at like speeds. Reported, not asserted; it fails only when the
// grid does not show (e.g. the persona switch missing from the build).
//   -- --only built|dev   one of the two
//   -- --loads N          opens after the first (default 3)
//   -- --rebuild          the build made again first (its time is then part of the start's)
// Ports: PORT, MOCK_PORT, WORLD_PORT as for `npm start`. Writes node_modules/.cache/cold-open.json.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { probeMachine } from './lib/machine-probe.mjs';
import { CHROMIUM_ARGS, root } from './lib/processes.mjs';

const { values: flags } = parseArgs({
  options: {
    only: { type: 'string' },
    loads: { type: 'string', default: '3' },
    rebuild: { type: 'boolean', default: false },
  },
  strict: true,
});
const LOADS = Number(flags.loads);
if (!Number.isInteger(LOADS) || LOADS < 1) throw new Error('--loads takes a whole number of at least 1');
const KINDS = ['built', 'dev'].filter((kind) => !flags.only || flags.only === kind);
if (KINDS.length === 0) throw new Error('--only takes built or dev');
const PORT = Number(process.env.PORT ?? 5173);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const START_TIMEOUT_MS = 600_000;
const FIRST_ROW = 'tbody tr input[aria-label="Short Name"]';
const URL_PATH = '/admin/users?mockPersona=superUser';

/** `npm start` (with `args`) until it prints its URLs; `stop()` ends it (it stops its servers) and waits. */
async function startConsole(args) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), ...args], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start ${args.join(' ')} did not start:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const read = (chunk) => {
      output += chunk;
      if (output.includes('Admin console:')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`npm start ${args.join(' ')} ended (${code}):\n${output}`));
    });
  });
  return {
    startSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    built: /built in ([\d.]+) s/.exec(output)?.[1],
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One cold open in a fresh context: ms to the frame after the first row, requests and kB until then. */
async function coldOpen(browser) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  try {
    await context.addInitScript((selector) => {
      // The dev server's page makes some 300 requests: more than Resource Timing keeps by default (250).
      performance.setResourceTimingBufferSize(5000);
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (window.__coldOpenPainted = performance.now())));
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    }, FIRST_ROW);
    const page = await context.newPage();
    page.setDefaultTimeout(START_TIMEOUT_MS);
    await page.goto(`http://localhost:${PORT}${URL_PATH}`);
    await page.waitForFunction(() => window.__coldOpenPainted !== undefined);
    return await page.evaluate(() => {
      const painted = window.__coldOpenPainted;
      const [navigation] = performance.getEntriesByType('navigation');
      const resources = performance.getEntriesByType('resource').filter((entry) => entry.startTime <= painted);
      const bytes = [navigation, ...resources].reduce((total, entry) => total + (entry?.transferSize ?? 0), 0);
      return { ms: Math.round(painted), requests: resources.length + 1, kB: Math.round(bytes / 1024) };
    });
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};

const results = { measuredAt: new Date().toISOString(), loads: LOADS, machine: { atStart: probeMachine() }, kinds: {} };
console.log(`Machine probe: CPU loop ${results.machine.atStart?.cpuLoopMs ?? '?'} ms`);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_ARGS,
});
try {
  for (const kind of KINDS) {
    console.log(`Starting npm start${kind === 'dev' ? ' -- --dev' : ''}...`);
    const server = await startConsole([
      ...(kind === 'dev' ? ['--dev'] : []),
      ...(flags.rebuild && kind === 'built' ? ['--rebuild'] : []),
    ]);
    try {
      const first = await coldOpen(browser);
      const samples = [];
      for (let i = 0; i < LOADS; i++) samples.push(await coldOpen(browser));
      results.kinds[kind] = {
        startSeconds: server.startSeconds,
        buildSeconds: server.built === undefined ? null : Number(server.built),
        firstOpen: first,
        median: {
          ms: median(samples.map((s) => s.ms)),
          requests: median(samples.map((s) => s.requests)),
          kB: median(samples.map((s) => s.kB)),
        },
        samples,
      };
    } finally {
      await server.stop();
    }
  }
} finally {
  await browser.close();
}
results.machine.atEnd = probeMachine();

console.log('');
console.log(
  `Cold open of /admin/users (signed in as superUser) to the first row's frame; CPU loop ${results.machine.atStart?.cpuLoopMs ?? '?'} ms at start, ${results.machine.atEnd?.cpuLoopMs ?? '?'} ms at end`,
);
console.log('| console | start to ready | first open after start | median of next opens | requests | transferred |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const [kind, r] of Object.entries(results.kinds)) {
  const start = `${r.startSeconds} s${r.buildSeconds === null ? '' : ` (build ${r.buildSeconds} s)`}`;
  const name = kind === 'built' ? '`npm start` (built)' : '`npm start -- --dev`';
  console.log(
    `| ${name} | ${start} | ${r.firstOpen.ms} ms | ${r.median.ms} ms | ${r.median.requests} | ${r.median.kB} kB |`,
  );
}
const out = path.join(root, 'node_modules/.cache/cold-open.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n(${path.relative(root, out)})`);
