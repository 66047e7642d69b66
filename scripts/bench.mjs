#!/usr/bin/env node
// `npm run bench [-- --rows N]`: builds the production app and measures it in headless Chromium against a world of
// N users and N organisations (BENCH_ROWS, default 20,000); prints a table and writes bench/results.json with `rows`
// (reported, not asserted; docs/quality.md).
// Each step gives wall-clock ms (`...Ms`) and the renderer's CPU ms (`...CpuMs`: on a shared machine the wall clock
// mostly measures waiting for a core), as medians of BENCH_LOADS page loads x BENCH_OPERATIONS operations.
// BENCH_ONLY=grid,tree (the parts: BENCH_PARTS, lib/quality.mjs) narrows it; BENCH_DIST and BENCH_RESULTS serve
// scripts/bench-compare.mjs. BENCH_PROFILE=<dir> writes a CPU profile of each timed step there (<step>-<n>.cpuprofile,
// for scripts/profile-summary.mjs).
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build as viteBuild } from 'vite';
import { parse } from 'yaml';
import { benchHistory as makeHistory, historyPage } from './lib/bench-history.mjs';
import { scaledUsers } from './lib/bench-scale.mjs';
import { budgets as sizeBudgets, bundleReport } from './lib/bundle-sizes.mjs';
import { machineState, probeMachine } from './lib/machine-probe.mjs';
import { CHROMIUM_ARGS, consoleOrigins, root, startProxy, startWorld, waitForPort } from './lib/processes.mjs';
import { BENCH_PARTS } from './lib/quality.mjs';

const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4411);
const WORLD_PORT = Number(process.env.BENCH_WORLD_PORT ?? APP_PORT + 1);
const DIST = process.env.BENCH_DIST
  ? path.resolve(process.env.BENCH_DIST)
  : path.join(root, 'node_modules/.cache/bench-dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WORLD_PROXY_PORT = Number(process.env.BENCH_WORLD_PROXY_PORT ?? WORLD_PORT + 1);
const FRONT_PORT = Number(process.env.BENCH_FRONT_PORT ?? WORLD_PROXY_PORT + 1);
const rowsArgument = process.argv.indexOf('--rows');
const ROWS = Number(rowsArgument >= 0 ? process.argv[rowsArgument + 1] : (process.env.BENCH_ROWS ?? 20_000));
if (!Number.isInteger(ROWS) || ROWS < 1000)
  throw new Error('--rows (BENCH_ROWS) takes a whole number of at least 1000');
// The world seeds at most this many users and organisations (beyond it, about 10 kB of heap each: 1,000,000 would need
// about 10 GB and 5 minutes of CPU); a larger run copies its users (`scaledUsers`) and times the Users grid alone.
const SEED_ROWS = Math.min(ROWS, 100_000);
/** The size in the words of the tables: 20,000. */
const ROWS_TEXT = ROWS.toLocaleString('en-GB');
// Page loads (fresh browser context each) and timed operations per load; each timing reported is the median.
const LOADS = Number(process.env.BENCH_LOADS ?? 3);
const OPERATIONS = Number(process.env.BENCH_OPERATIONS ?? 3);
// BENCH_ONLY=grid times only the Users grid and its plain baseline (while working on the grid).
const ONLY = new Set((process.env.BENCH_ONLY ?? '').split(',').filter(Boolean));
for (const part of ONLY) {
  if (!BENCH_PARTS[part])
    throw new Error(`BENCH_ONLY names ${part}: the parts are ${Object.keys(BENCH_PARTS).join(', ')}`);
}
if (SEED_ROWS < ROWS && (ONLY.size !== 1 || !ONLY.has('grid')))
  throw new Error(
    `beyond ${SEED_ROWS.toLocaleString('en-GB')} rows the bench times the Users grid alone: BENCH_ONLY=grid`,
  );
const PROFILE_DIR = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined;
const runs = (part) => ONLY.size === 0 || ONLY.has(part);
const budgets = {
  ...sizeBudgets,
  // An interaction: 200 ms on a quiet hour, 300 on a slow one (set once the machine is probed, below).
  operationMs: 200,
  paletteSearchMs: 100,
  importPreviewMs: 2000,
  longTaskMs: 200,
  typingLongTaskMs: 100,
  historyFirstPageMs: 300,
  historyScrollLongTaskMs: 100,
};
// Import Users' file: this many new users, whatever the world's size (docs/import.md).
const IMPORT_ROWS = 10_000;
// A record's History: one user with this many entries, whatever the world's size; "Load more" clicked this many times
// (50 entries a page) before the loaded history is scrolled through.
const HISTORY_ENTRIES = 10_000;
const HISTORY_LOAD_MORE = 10;

const results = {
  rows: ROWS,
  measuredAt: new Date().toISOString(),
  // The parts measured when BENCH_ONLY narrows the run; none: all.
  only: [...ONLY],
  budgets,
  sizes: {},
  timings: {},
  memory: {},
  // The machine's speed before and after the run (scripts/lib/machine-probe.mjs): runs compare only at like speeds.
  machine: { atStart: probeMachine() },
  samples: {},
  heapSamples: {},
};

/**
 * The world at the bench's size, kept running for the whole bench (the palette searches it as the console would):
 * its users, organisations and organisation tree (every organisation: a filter that matches all), and how long it
 * takes to answer the users, directly and behind Prism's validating proxy as `npm start` runs it (what QA waits for
 * on a big world; `worldUsersMs`, `worldUsersBehindPrismMs`).
 */
async function startBenchWorld() {
  console.log(
    SEED_ROWS < ROWS
      ? `Seeding the world with ${SEED_ROWS.toLocaleString('en-GB')} users and organisations; its users copied to ${ROWS_TEXT}...`
      : `Seeding the world with ${ROWS_TEXT} users and ${ROWS_TEXT} organisations...`,
  );
  const world = await startWorld({
    port: WORLD_PORT,
    // The console's writes carry its origin (Import Users' batches): the world answers only the bench app's.
    args: [
      '--users',
      String(SEED_ROWS),
      '--orgs',
      String(SEED_ROWS),
      ...consoleOrigins(APP_PORT).flatMap((origin) => ['--allow-origin', origin]),
    ],
    inheritOutput: false,
    // Seeding 100,000 of each takes about a minute on a quiet machine, several on a busy one.
    startTimeoutMs: Math.max(120_000, (SEED_ROWS / 100_000) * 600_000),
  });
  // Stopped by its process id however the bench ends, a failure while reading it at the start included.
  process.on('exit', () => world.stop());
  // Prism checks that the contract's session cookie is there; the world takes the role from the persona header.
  const contract = parse(readFileSync(path.join(root, 'openapi', 'openapi.yaml'), 'utf8'));
  const cookieName = Object.values(contract.components?.securitySchemes ?? {}).find((s) => s.in === 'cookie')?.name;
  const timedGet = async (port, url) => {
    const start = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}${url}`, {
      headers: {
        'X-Mock-Persona': 'superUser',
        'X-Requested-With': 'XMLHttpRequest',
        ...(cookieName ? { Cookie: `${cookieName}=bench` } : {}),
      },
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`The world answered ${response.status} to ${url}`);
    return { body, ms: Math.round(performance.now() - start) };
  };
  const users = await timedGet(WORLD_PORT, '/api/user');
  if (SEED_ROWS < ROWS) users.body = JSON.stringify(scaledUsers(JSON.parse(users.body), ROWS));
  await timedGet(WORLD_PORT, '/api/Organisation');
  // (Asked twice: the world's first answer of a list also builds what it keeps for the next.)
  const organisations = await timedGet(WORLD_PORT, '/api/Organisation');
  const tree = await timedGet(WORLD_PORT, '/api/OrganisationTree/filtered?query=');
  const proxy = await startProxy({
    upstream: `http://127.0.0.1:${WORLD_PORT}`,
    port: WORLD_PROXY_PORT,
    inheritOutput: false,
  });
  try {
    const behindPrism = [];
    for (let i = 0; i < 3; i++) behindPrism.push((await timedGet(WORLD_PROXY_PORT, '/api/user')).ms);
    const direct = [users.ms];
    for (let i = 0; i < 2; i++) direct.push((await timedGet(WORLD_PORT, '/api/user')).ms);
    users.ms = direct.at(-1);
    results.samples.worldUsers = direct.map((ms) => ({ ms }));
    results.samples.worldUsersBehindPrism = behindPrism.map((ms) => ({ ms }));
  } finally {
    proxy.stop();
  }
  results.sizes.usersAnswer = users.body.length;
  // The History case's user: its history (HISTORY_ENTRIES entries) comes from memory, each page sent as long after
  // the request as the world takes to answer a page of that user's own (short) history.
  const historyUser = JSON.parse(users.body)[0].userID;
  const historyPath = `/api/auditlog/history/User/${historyUser}`;
  await timedGet(WORLD_PORT, `${historyPath}?pageSize=50&pageNumber=0`);
  const historyAnswer = await timedGet(WORLD_PORT, `${historyPath}?pageSize=50&pageNumber=0`);
  // The command palette's calls, asked once: the world's first answer to each builds what it keeps for the next (its
  // summaries' counts, its search's indexes), a cost of the mock's start, not of the console's first search (at
  // 100,000 the root's summary took 1.5 s and held the searches behind it on the world's one thread).
  await timedGet(WORLD_PORT, '/admin/summary/');
  // The super user's organisation (the first root) as the palette asks for it, with one child.
  const [firstRoot] = JSON.parse(tree.body);
  if (firstRoot) await timedGet(WORLD_PORT, `/api/Organisation/summary/${firstRoot.id}?childLimit=1`);
  await timedGet(WORLD_PORT, '/api/OrganisationTree/filtered?query=warm&limit=50');
  await timedGet(WORLD_PORT, '/api/user?query=warm&limit=50');

  results.sizes.organisationsAnswer = organisations.body.length;
  // The filter that matches every organisation, with the page's other parameters (e.g. `entities`), as the world
  // answers it; each kind asked once.
  const matchAllTrees = new Map();
  const treeMatchingAll = async (search) => {
    const params = new URLSearchParams(search);
    params.set('query', '');
    const key = params.toString();
    if (!matchAllTrees.has(key)) {
      const answer = await timedGet(WORLD_PORT, `/api/OrganisationTree/filtered?${key}`);
      matchAllTrees.set(key, { body: Buffer.from(answer.body), ms: answer.ms });
      results.sizes.organisationsTreeAnswer = answer.body.length;
    }
    return matchAllTrees.get(key);
  };
  return {
    world,
    treeMatchingAll,
    history: {
      user: historyUser,
      path: historyPath,
      ms: historyAnswer.ms,
      entries: makeHistory({ count: HISTORY_ENTRIES, subjectId: historyUser }),
    },
    lists: new Map([
      ['/api/user', { body: Buffer.from(users.body), ms: users.ms }],
      ['/api/Organisation', { body: Buffer.from(organisations.body), ms: organisations.ms }],
    ]),
    users: JSON.parse(users.body),
    organisations: JSON.parse(organisations.body),
    tree: JSON.parse(tree.body),
  };
}
const data = await startBenchWorld();
/** A tree row's accessible name: "Name (CODE)". */
const treeLabel = (node) => (node ? `${node.name} (${node.nameSuffix})` : '');
/** The first branch under the world's root: collapsed and expanded by the tree timings, its first child watched. */
const branch = data.tree[0]?.children?.find((node) => node.children?.length);

/**
 * A quick filter that keeps about `wanted` of the users: the three letters (of a surname) whose rows, searched as the
 * grid searches (text in any column, ignoring case), come nearest; letters found in a locale or currency are left out.
 */
function filterFor(users, wanted) {
  const reference =
    'en-gb english (united kingdom) en-us english (united states) fr-fr french (france) de-de german (germany) gbp pound sterling eur euro usd us dollar';
  const counts = new Map();
  for (const user of users) {
    const text = [user.shortName, user.fullName, user.email].join(' ').toLowerCase();
    const seen = new Set();
    for (let i = 0; i + 3 <= text.length; i++) {
      const term = text.slice(i, i + 3);
      if (/^[a-z]{3}$/.test(term) && !seen.has(term)) seen.add(term);
    }
    for (const term of seen) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  let best = ['', Infinity];
  for (const [term, count] of counts) {
    if (reference.includes(term)) continue;
    if (Math.abs(count - wanted) < Math.abs(best[1] - wanted)) best = [term, count];
  }
  return { term: best[0], count: best[1] };
}
const inputHas = (term) =>
  `[...(document.querySelector('tbody tr')?.querySelectorAll('input') ?? [])].some((input) => input.value.toLowerCase().includes(${JSON.stringify(term)}))`;
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

if (!process.env.BENCH_DIST) {
  console.log('Building the production app...');
  execFileSync(bin('vite'), ['build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}
// The baseline of the grid timings: a plain mantine-react-table page (scripts/bench-plain), served beside the app.
await viteBuild({
  configFile: false,
  root: path.join(root, 'scripts/bench-plain'),
  base: '/bench-plain/',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: path.join(DIST, 'bench-plain'), emptyOutDir: true, chunkSizeWarningLimit: 5000 },
});
const report = bundleReport(DIST);
for (const { template, bytes } of report.firstPaint) results.sizes[`firstPaint ${template}`] = bytes;
results.sizes.initialLoad = report.initial.bytes;
const largest = report.routes[0];
results.sizes.largestRouteChunk = largest ? largest.bytes : 0;
results.sizes.largestRouteChunkName = largest ? `${largest.template} (${largest.part})` : '';
// Shared code the screens load on demand is not any one screen's chunk: reported, with who loads it.
const shared = report.shared.find((chunk) => !chunk.lazyShellPart);
results.sizes.largestSharedLazyChunk = shared ? shared.bytes : 0;
results.sizes.largestSharedLazyChunkName = shared ? `${shared.name}, loaded by ${shared.usedBy.length} routes` : '';
const heaviest = report.navigation[0];
results.sizes.heaviestNavigation = heaviest ? heaviest.bytes : 0;
results.sizes.heaviestNavigationName = heaviest ? heaviest.template : '';
results.sizeViolations = report.violations;

/** A page's requests with this header get the organisation tree's filter answered as if it matched every one. */
const TREE_MATCHING_ALL = 'x-bench-tree-matching-all';
/**
 * The console's backend in the bench: the world, except its user and organisation lists (asked for whole) and, with
 * TREE_MATCHING_ALL, the tree's filter (with the other parameters the page sent). The lists come from memory as the
 * world answered them at the start, each sent as long after the request as the world last took to answer it; the
 * tree's filter is asked of the world the first time a page sends it, and from then on sent as long after the request
 * as that took; the History case's user's history (HISTORY_ENTRIES entries) page by page from memory, as the world
 * answers a page of that user's own. The page gets them when it would from the world, without the world making 23 MB
 * of text on the machine's two cores meanwhile. An HTTP server, not Playwright's request routing: that holds every
 * request of the page (the app's code too) until the bench's process lets it through, which held a screen's code back
 * until a 23 MB answer had been handed over.
 */
const front = http.createServer(async (request, response) => {
  const asked = performance.now();
  const url = new URL(request.url ?? '/', 'http://front');
  // A failure here answers 502 (the page shows it) rather than ending the bench with its servers left running.
  const failed = () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  };
  const answerFromMemory = async () => {
    if (request.method !== 'GET') return undefined;
    if (!url.search && data.lists.has(url.pathname)) return data.lists.get(url.pathname);
    if (url.pathname === data.history.path) {
      const body = Buffer.from(JSON.stringify(historyPage(data.history.entries, url.searchParams)));
      return { body, ms: data.history.ms };
    }
    const treeMatchingAll = url.pathname === '/api/OrganisationTree/filtered' && request.headers[TREE_MATCHING_ALL];
    return treeMatchingAll ? data.treeMatchingAll(url.search) : undefined;
  };
  let fromMemory;
  try {
    fromMemory = await answerFromMemory();
  } catch {
    return failed();
  }
  if (fromMemory) {
    const { body, ms } = fromMemory;
    setTimeout(
      () => {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
        response.end(body);
      },
      Math.max(0, ms - (performance.now() - asked)),
    );
    return;
  }
  // The world answers a call that names no persona as signed out; the production build names none.
  const headers = { ...request.headers, 'x-mock-persona': 'superUser' };
  const toWorld = http.request(
    { host: '127.0.0.1', port: WORLD_PORT, method: request.method, path: request.url, headers },
    (fromWorld) => {
      response.writeHead(fromWorld.statusCode ?? 502, fromWorld.headers);
      fromWorld.on('error', () => response.destroy());
      fromWorld.pipe(response);
    },
  );
  toWorld.on('error', failed);
  request.pipe(toWorld);
});
await new Promise((resolve, reject) => {
  front.once('error', reject);
  front.listen(FRONT_PORT, '127.0.0.1', resolve);
});

/** The medians of the samples taken (all samples are in results.json), and this grid's ratios to the plain table. */
function summarise() {
  /** Ours over plain's, to two decimals (null without both). */
  function ratioOf(ours, plain) {
    return typeof ours === 'number' && typeof plain === 'number' && plain > 0
      ? Number((ours / plain).toFixed(2))
      : null;
  }
  // Each timing is the median of its samples (all samples are in results.json).
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
  };
  for (const [name, list] of Object.entries(results.samples)) {
    if (list[0].ms !== undefined) results.timings[`${name}Ms`] = median(list.map((sample) => sample.ms));
    for (const key of ['afterAnswerMs', 'afterAnswerPaintMs', 'sinceNavigationPaintMs', 'wallClockMs']) {
      if (list[0][key] === undefined) continue;
      const afterAnswer = list.map((sample) => sample[key]).filter((ms) => ms !== null);
      results.timings[`${name}${key[0].toUpperCase()}${key.slice(1)}`] = afterAnswer.length
        ? median(afterAnswer)
        : null;
    }
    if (list[0].cpuMs !== undefined) results.timings[`${name}CpuMs`] = median(list.map((sample) => sample.cpuMs));
  }
  for (const [name, list] of Object.entries(results.heapSamples)) results.memory[name] = median(list);
  results.memory.heapRatio = ratioOf(results.memory.usersGridHeapBytes, results.memory.plainGridHeapBytes);
  // This grid / the plain table, per operation; the bulk delete is compared with selecting all.
  const ratio = ratioOf;
  const { timings } = results;
  results.ratios = {
    firstRowsAfterAnswer: ratio(timings.usersGridFirstRowsAfterAnswerMs, timings.plainGridFirstRowsAfterAnswerMs),
    firstRowsAfterAnswerPaint: ratio(
      timings.usersGridFirstRowsAfterAnswerPaintMs,
      timings.plainGridFirstRowsAfterAnswerPaintMs,
    ),
    sort: ratio(timings.usersGridSortMs, timings.plainGridSortMs),
    quickFilter: ratio(timings.usersGridQuickFilterMs, timings.plainGridQuickFilterMs),
    selectAllBulkDeleteVsSelectAll: ratio(timings.usersGridSelectAllBulkDeleteMs, timings.plainGridSelectAllMs),
    sortPaint: ratio(timings.usersGridSortPaintMs, timings.plainGridSortPaintMs),
    selectAllBulkDeletePaintVsSelectAll: ratio(
      timings.usersGridSelectAllBulkDeletePaintMs,
      timings.plainGridSelectAllPaintMs,
    ),
  };
}

// The console talks to the bench's server above as to its backend, as the super user (the server names the persona).
const preview = spawn(bin('vite'), ['preview', '--outDir', DIST, '--port', String(APP_PORT)], {
  cwd: root,
  env: { ...process.env, API_TARGET: `http://127.0.0.1:${FRONT_PORT}`, PORT: String(APP_PORT) },
  stdio: 'ignore',
  detached: true,
});
const base = `http://localhost:${APP_PORT}`;
let browser;
/** The timed step running (`measure`'s name): where a failure happened. */
let stepRunning = null;
try {
  await waitForPort(APP_PORT, { host: 'localhost' });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });

  // A busy machine can take far longer than Playwright's defaults; the steps still finish and report.
  const TIMEOUT = 180_000;
  const browserSession = await browser.newBrowserCDPSession();
  const rendererCpuSeconds = async () =>
    (await browserSession.send('SystemInfo.getProcessInfo')).processInfo
      .filter((info) => info.type === 'renderer')
      .reduce((total, info) => total + info.cpuTime, 0);
  let page;
  const newPage = async (context) => {
    page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT);
    return page;
  };
  /**
   * Runs `step` once, adding a sample of `<name>`: wall-clock ms and the renderer's CPU ms meanwhile. With `answer`
   * ({ path, selector }), also `afterAnswerMs`, measured in the page: from the end of that call's answer (Resource
   * Timing; thousands of items) to the moment `selector` first matches (a MutationObserver, see WATCHED), i.e. what the
   * page does with the data, without the bench's own polling; and `afterAnswerPaintMs`, to the end of the next frame
   * after that (a task queued from that frame's animation callback: the rows' style, layout and paint included);
   * and, for a step that is a navigation (`answer.navigation`), `sinceNavigationPaintMs`, from its start to that frame.
   * Both are 0 when `selector` matched before the answer ended (the first rows of a list still being read).
   */
  const measure = async (name, step, answer) => {
    stepRunning = name;
    const profiler = PROFILE_DIR ? await startProfile() : undefined;
    const cpuBefore = await rendererCpuSeconds();
    const start = Date.now();
    await step();
    const end = Date.now();
    const sample = { ms: end - start, cpuMs: Math.round(((await rendererCpuSeconds()) - cpuBefore) * 1000) };
    if (answer) {
      await page.waitForFunction((selector) => window.__benchPainted?.[selector] !== undefined, answer.selector);
      // The answer has ended (its Resource Timing entry is there): the first rows may show while it is still read.
      await page.waitForFunction(
        (path) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === path),
        answer.path,
      );
      Object.assign(
        sample,
        await page.evaluate(({ path, selector, navigation }) => {
          const answers = performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname === path);
          const answered = answers[answers.length - 1]?.responseEnd;
          const after = (time) =>
            answered === undefined || time === undefined ? null : Math.max(0, Math.round(time - answered));
          const painted = window.__benchPainted?.[selector];
          return {
            afterAnswerMs: after(window.__benchSeen?.[selector]),
            afterAnswerPaintMs: after(painted),
            // From the navigation's start (the page's time origin), as the page saw it: the wall-clock `ms` also
            // waits for the bench's own polling, which a main thread busy with a large answer holds up.
            ...(navigation
              ? {
                  sinceNavigationPaintMs: painted === undefined ? null : Math.round(painted),
                  // Where the time went: the call's start, its first byte and its end, from the navigation's start.
                  answerRequestMs: Math.round(answers[answers.length - 1]?.requestStart ?? NaN) || null,
                  answerFirstByteMs: Math.round(answers[answers.length - 1]?.responseStart ?? NaN) || null,
                  answerEndMs: answered === undefined ? null : Math.round(answered),
                }
              : {}),
          };
        }, answer),
      );
    }
    (results.samples[name] ??= []).push(sample);
    if (profiler) await saveProfile(profiler, `${name}-${results.samples[name].length}`);
  };
  /** The page's V8 CPU profiler, sampling every 100 µs (it stays on across the step's same-site navigation). */
  const startProfile = async () => {
    const session = await page.context().newCDPSession(page);
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 100 });
    await session.send('Profiler.start');
    return session;
  };
  const saveProfile = async (session, name) => {
    const { profile } = await session.send('Profiler.stop');
    await session.detach();
    mkdirSync(PROFILE_DIR, { recursive: true });
    writeFileSync(path.join(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
  };
  /** The page's JS heap after a garbage collection (what stays for the rows loaded), as a sample of `<name>`. */
  const sampleHeap = async (name) => {
    const session = await page.context().newCDPSession(page);
    await session.send('HeapProfiler.collectGarbage');
    const { usedSize } = await session.send('Runtime.getHeapUsage');
    await session.detach();
    (results.heapSamples[name] ??= []).push(usedSize);
  };
  const visit = (url, selector) => async () => {
    await page.goto(url);
    await page.waitForSelector(selector);
  };
  /** How many clicks the page has reported (Event Timing) so far. */
  const clicksSoFar = () => page.evaluate(() => window.__benchClicks?.length ?? 0);
  /**
   * The click-to-next-paint time of the click after the first `since` (16 ms, the most it can have been, when none
   * is reported within 3 s: the API reports only clicks of 16 ms or more), added as a sample of `<name>`; `add`
   * adds it to the last sample instead (two clicks, one operation).
   */
  const recordClickPaint = async (name, since, { add = false } = {}) => {
    const reported = await page
      .waitForFunction((count) => (window.__benchClicks?.length ?? 0) > count, since, { timeout: 3000 })
      .then(
        () => true,
        () => false,
      );
    const ms = reported ? Math.round(await page.evaluate((index) => window.__benchClicks[index], since)) : 16;
    const samples = (results.samples[name] ??= []);
    const last = samples.at(-1);
    if (add && last) last.ms += ms;
    else samples.push({ ms });
  };
  /** Has the context's pages keep their long tasks (over 50 ms) for `longestTaskAfter`. */
  const keepLongTasks = (context) =>
    context.addInitScript(() => {
      const tasks = [];
      const keep = (entries) => {
        for (const entry of entries) tasks.push({ start: entry.startTime, duration: entry.duration });
      };
      const observer = new PerformanceObserver((list) => keep(list.getEntries()));
      observer.observe({ type: 'longtask', buffered: true });
      // The long tasks so far, those the observer holds but has not handed over included.
      window.__benchLongTasksSoFar = () => {
        keep(observer.takeRecords());
        return tasks;
      };
    });
  const pageNow = () => page.evaluate(() => performance.now());
  /**
   * Until the page has settled (needs keepLongTasks): no request for 500 ms (Playwright's `networkidle`) and no long
   * task for a second.
   */
  const settled = async () => {
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => {
      const tasks = window.__benchLongTasksSoFar();
      const busyUntil = Math.max(0, ...tasks.map((task) => task.start + task.duration));
      return performance.now() - busyUntil > 1000;
    });
  };
  /** The page's longest task since `since` (its clock). */
  const longestTaskAfter = (since) =>
    page.evaluate((from) => {
      const tasks = window.__benchLongTasksSoFar();
      return Math.round(Math.max(0, ...tasks.filter((task) => task.start >= from).map((task) => task.duration)));
    }, since);
  /** Adds the longest task since `since` as a sample of `<name>`. */
  const sampleLongestTask = async (name, since) =>
    (results.samples[name] ??= []).push({ ms: await longestTaskAfter(since) });
  // Untimed steps finish their rendering before the next timed one starts.
  const afterTwoFrames = () =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // The page records when each watched selector first matches (window.__benchSeen), for `afterAnswerMs`.
  const WATCHED = {
    // The first rows as first drawn: by the grid's stand-in on a cold open (before the grid's code), else the grid.
    usersFirstRow: 'tbody tr input[aria-label="Short Name"]',
    // The grid's own first rows (its table's container carries aria-busy; the stand-in's rows are inert).
    usersGridRow: 'div[aria-busy] > table tbody tr input[aria-label="Short Name"]',
    // The grid gives a new view's first rows first and the rest after a paint (aria-busy meanwhile).
    usersAllRows: 'div[aria-busy="false"] > table tbody tr input[aria-label="Short Name"]',
    plainFirstRow: 'tbody tr td',
    treeFirstChild: `[role="treeitem"][aria-label=${JSON.stringify(treeLabel(branch?.children?.[0]))}]`,
    // A large filtered tree shows its top first, inert and busy, then the whole.
    treeWhole: `[role="treeitem"][aria-label=${JSON.stringify(treeLabel(branch?.children?.[0]))}]:not([inert] *)`,
  };
  /** When a watched `selector` first matched, in ms after the last answer to `path` ended (null without either). */
  const seenAfterAnswer = (path, selector) =>
    page.evaluate(
      ({ path, selector }) => {
        const answered = performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname === path)
          .at(-1)?.responseEnd;
        const seen = window.__benchSeen?.[selector];
        return answered === undefined || seen === undefined ? null : Math.round(seen - answered);
      },
      { path, selector },
    );
  const newContext = async (watched = [], { filtered = false } = {}) => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    if (filtered) await context.setExtraHTTPHeaders({ [TREE_MATCHING_ALL]: 'all' });
    // Each click's time to the next paint (the Event Timing API: from the input to the frame that shows what its
    // handlers did), without the bench's own clicking and polling; clicks under 16 ms are not reported.
    await context.addInitScript(() => {
      const clicks = (window.__benchClicks = []);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'click') clicks.push(entry.duration);
      }).observe({ type: 'event', durationThreshold: 16 });
    });
    if (watched.length) {
      await context.addInitScript((selectors) => {
        const seen = (window.__benchSeen = {});
        const painted = (window.__benchPainted = {});
        const observer = new MutationObserver(() => {
          for (const selector of selectors) {
            if (seen[selector] === undefined && document.querySelector(selector)) {
              seen[selector] = performance.now();
              requestAnimationFrame(() => setTimeout(() => (painted[selector] = performance.now())));
            }
          }
          if (selectors.every((selector) => seen[selector] !== undefined)) observer.disconnect();
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true });
      }, watched);
    }
    return context;
  };

  // Navigation to content on /admin, cold (fresh context) then warm (HTTP cache primed).
  for (let round = 0; round < (runs('admin') ? LOADS : 0); round++) {
    const context = await newContext();
    await newPage(context);
    await measure('adminContentCold', visit(`${base}/admin`, 'text=Administration'));
    await measure('adminContentWarm', visit(`${base}/admin`, 'text=Administration'));
    await context.close();
  }
  // The root organisation's summary, cold, to its cards' first rows: at 100,000 the root has thousands of children.
  const rootOrgId = data.tree[0]?.id;
  for (let round = 0; round < (runs('admin') && rootOrgId ? LOADS : 0); round++) {
    const context = await newContext();
    await newPage(context);
    await measure('organisationSummaryCold', visit(`${base}/organisation/${rootOrgId}`, 'main li'));
    await context.close();
  }

  // The Users grid with the world's users.
  const { users } = data;
  // One user's email finds that user alone; a surname's letters find about a thousand (select-all + bulk delete).
  // Beyond the world's size a seeded user's email is inside each of its copies' ("c1.<email>"): the last copy's
  // email is in no other row.
  const oneUser = (users.length > SEED_ROWS ? users[users.length - 1] : users[Math.min(12345, users.length - 1)]).email;
  const aboutThousand = filterFor(users, 1000);
  results.timings.usersGridSelectAllRows = aboutThousand.count;
  const firstShortName = () =>
    page.evaluate(() => document.querySelector('tbody tr input[aria-label="Short Name"]')?.getAttribute('value'));
  // The whole view in the table, not only the first rows it shows first (see WATCHED.usersAllRows).
  const gridComplete = () => page.waitForSelector('div[aria-busy="false"] > table');
  // A filtered view of about 1,000 rows has more than a few rows too, so after its search is cleared the next
  // operation waits for the whole list in the table (its scroll height; rows are virtualised, so height is rows times
  // row height): one started earlier was timed with the rest of the clearing (an export took 1 to 2 s more).
  const GRID_TABLE = 'div[aria-busy] > table';
  const tableHeight = (table) =>
    page.evaluate((selector) => {
      const container = document.querySelector(selector)?.parentElement;
      if (!container) throw new Error(`no ${selector} in the page`);
      return container.scrollHeight;
    }, table);
  const wholeListShown = (table, filteredHeight) =>
    page.waitForFunction(
      ({ selector, height }) => (document.querySelector(selector)?.parentElement?.scrollHeight ?? 0) > 1.5 * height,
      { selector: table, height: filteredHeight },
    );
  // Timed (by `measure`): the click to the first rows in the new order. Also sampled: the click to the whole view.
  let sortStart = 0;
  const sortByShortName = async () => {
    const before = await firstShortName();
    sortStart = Date.now();
    await page.getByRole('columnheader', { name: 'Short Name' }).click();
    await page.waitForFunction(
      (previous) =>
        document.querySelector('tbody tr input[aria-label="Short Name"]')?.getAttribute('value') !== previous,
      before,
    );
  };
  const sortComplete = async () => {
    await gridComplete();
    (results.samples.usersGridSortComplete ??= []).push({ ms: Date.now() - sortStart });
  };
  for (let round = 0; round < (runs('grid') ? LOADS : 0); round++) {
    const context = await newContext([WATCHED.usersFirstRow, WATCHED.usersGridRow, WATCHED.usersAllRows]);
    await keepLongTasks(context);
    await newPage(context);
    await measure('usersGridFirstRows', visit(`${base}/admin/users`, WATCHED.usersFirstRow), {
      path: '/api/user',
      selector: WATCHED.usersFirstRow,
      navigation: true,
    });
    await gridComplete();
    await afterTwoFrames();
    // The grid's own first rows, usable (reported beside the first rows drawn, which may be its stand-in's).
    (results.samples.usersGridOwnRows ??= []).push({
      sinceNavigationPaintMs: await page.evaluate(
        (selector) => Math.round(window.__benchPainted?.[selector] ?? Number.NaN) || null,
        WATCHED.usersGridRow,
      ),
    });
    // The longest task from the navigation until the whole list is in the table (reported: a load, not an interaction).
    await sampleLongestTask('usersGridLoadLongestTask', 0);
    (results.samples.usersGridAllRows ??= []).push({
      afterAnswerMs: await seenAfterAnswer('/api/user', WATCHED.usersAllRows),
    });
    results.timings.usersGridDomRows = await page.locator('tbody tr').count();
    // The rows' scrolled height: the browser caps an element's height (about 33.5 million px in Chromium), and rows
    // past the cap cannot be scrolled to.
    results.timings.usersGridScrollHeightPx = await tableHeight(GRID_TABLE);
    await sampleHeap('usersGridHeapBytes');
    for (let i = 0; i < OPERATIONS; i++) {
      // Unsorted -> ascending -> descending, both timed; a third click (untimed) returns to unsorted.
      for (let direction = 0; direction < 2; direction++) {
        const since = await clicksSoFar();
        const taskSince = await pageNow();
        await measure('usersGridSort', sortByShortName);
        await sortComplete();
        await recordClickPaint('usersGridSortPaint', since);
        await afterTwoFrames();
        (results.samples.usersGridSortLongestTask ??= []).push({ ms: await longestTaskAfter(taskSince) });
      }
      await page.getByRole('columnheader', { name: 'Short Name' }).click();
      await gridComplete();
      await afterTwoFrames();
      let taskSince = await pageNow();
      await measure('usersGridQuickFilter', async () => {
        await page.getByRole('textbox', { name: 'Search' }).fill(oneUser);
        await page.waitForFunction(() => document.querySelectorAll('tbody tr').length <= 2);
      });
      await afterTwoFrames();
      (results.samples.usersGridQuickFilterLongestTask ??= []).push({ ms: await longestTaskAfter(taskSince) });
      await page.getByRole('textbox', { name: 'Search' }).fill('');
      await page.waitForFunction(() => document.querySelectorAll('tbody tr').length > 2);
      await gridComplete();
      await afterTwoFrames();
      // Select all 1,000 rows of a filtered view, then delete them to pending. Timed: the select-all click to the
      // "Delete selected (1000)" action, plus the confirmation's Delete click to the rows marked Deleted; the dialog
      // opening between the two (the user reading it) is not.
      await page.getByRole('textbox', { name: 'Search' }).fill(aboutThousand.term);
      await page.waitForFunction(inputHas(aboutThousand.term));
      await gridComplete();
      await afterTwoFrames();
      const filteredHeight = await tableHeight(GRID_TABLE);
      const cpuBefore = await rendererCpuSeconds();
      const selectAllClick = await clicksSoFar();
      // With BENCH_PROFILE, profiled too (not through `measure`: the dialog's opening between the clicks is not timed).
      const profiler = PROFILE_DIR ? await startProfile() : undefined;
      taskSince = await pageNow();
      let start = Date.now();
      await page.getByRole('checkbox', { name: 'Toggle select all' }).click();
      await page
        .getByRole('button', { name: `Delete selected (${aboutThousand.count.toLocaleString('en-GB')})` })
        .waitFor();
      let ms = Date.now() - start;
      (results.samples.usersGridSelectAllStep ??= []).push({ ms });
      await recordClickPaint('usersGridSelectAllBulkDeletePaint', selectAllClick);
      await page
        .getByRole('button', { name: `Delete selected (${aboutThousand.count.toLocaleString('en-GB')})` })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Delete Rows' }).getByRole('button', { name: 'Delete' });
      await confirm.waitFor();
      const confirmClick = await clicksSoFar();
      start = Date.now();
      await confirm.click();
      await page.locator('tbody tr').first().getByText('Deleted').waitFor();
      await page.getByRole('button', { name: 'Save Changes' }).waitFor();
      ms += Date.now() - start;
      await recordClickPaint('usersGridSelectAllBulkDeletePaint', confirmClick, { add: true });
      await afterTwoFrames();
      // Includes the confirmation's opening between the two clicks.
      (results.samples.usersGridSelectAllBulkDeleteLongestTask ??= []).push({
        ms: await longestTaskAfter(taskSince),
      });
      (results.samples.usersGridSelectAllBulkDelete ??= []).push({
        ms,
        cpuMs: Math.round(((await rendererCpuSeconds()) - cpuBefore) * 1000),
      });
      if (profiler)
        await saveProfile(
          profiler,
          `usersGridSelectAllBulkDelete-${results.samples.usersGridSelectAllBulkDelete.length}`,
        );
      // The confirmation closes with a transition (its own Cancel is still in the page until then).
      await page.getByRole('dialog', { name: 'Delete Rows' }).waitFor({ state: 'hidden' });
      // Cancel asks before discarding more than one change.
      await page.locator('#main-content').getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('dialog', { name: 'Discard changes' }).getByRole('button', { name: 'Discard' }).click();
      await page.getByRole('dialog', { name: 'Discard changes' }).waitFor({ state: 'hidden' });
      await page.getByRole('checkbox', { name: 'Toggle select all' }).click();
      await page.getByRole('textbox', { name: 'Search' }).fill('');
      await wholeListShown(GRID_TABLE, filteredHeight);
      await gridComplete();
      await afterTwoFrames();
      // Export CSV of every row: the click to its next paint (the button busy), and to the file handed to the browser.
      taskSince = await pageNow();
      const exportClick = await clicksSoFar();
      await measure('usersGridExport', async () => {
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Export CSV' }).click();
        const file = await download;
        results.timings.usersGridExportFile = file.suggestedFilename();
      });
      await recordClickPaint('usersGridExportPaint', exportClick);
      await afterTwoFrames();
      (results.samples.usersGridExportLongestTask ??= []).push({ ms: await longestTaskAfter(taskSince) });
    }
    await context.close();
  }

  // The same users in a plain mantine-react-table (scripts/bench-plain): defaults, row virtualisation and
  // row selection. Its search box is the library's global filter (debounced by the library).
  const plainFirstCell = () => page.evaluate(() => document.querySelector('tbody tr td:nth-child(2)')?.textContent);
  for (let round = 0; round < (runs('grid') ? LOADS : 0); round++) {
    const context = await newContext([WATCHED.plainFirstRow]);
    await newPage(context);
    await measure('plainGridFirstRows', visit(`${base}/bench-plain/`, WATCHED.plainFirstRow), {
      path: '/api/user',
      selector: WATCHED.plainFirstRow,
      navigation: true,
    });
    results.timings.plainGridDomRows = await page.locator('tbody tr').count();
    await sampleHeap('plainGridHeapBytes');
    const header = page.locator('thead th').filter({ hasText: 'Short Name' }).getByText('Short Name', { exact: true });
    const plainSort = async () => {
      const before = await plainFirstCell();
      await header.click();
      await page.waitForFunction(
        (previous) => document.querySelector('tbody tr td:nth-child(2)')?.textContent !== previous,
        before,
      );
    };
    const search = page.getByPlaceholder('Search');
    for (let i = 0; i < OPERATIONS; i++) {
      for (let direction = 0; direction < 2; direction++) {
        const since = await clicksSoFar();
        await measure('plainGridSort', plainSort);
        await recordClickPaint('plainGridSortPaint', since);
      }
      await header.click();
      await afterTwoFrames();
      await measure('plainGridQuickFilter', async () => {
        await search.fill(oneUser);
        await page.waitForFunction(() => document.querySelectorAll('tbody tr').length <= 2);
      });
      await search.fill(aboutThousand.term);
      await page.waitForFunction(
        (term) =>
          [...(document.querySelector('tbody tr')?.querySelectorAll('td') ?? [])].some((cell) =>
            cell.textContent?.toLowerCase().includes(term),
          ),
        aboutThousand.term,
      );
      await afterTwoFrames();
      const filteredHeight = await tableHeight('table');
      const selectAll = page.getByRole('checkbox', { name: 'Toggle select all' });
      const selectAllClick = await clicksSoFar();
      await measure('plainGridSelectAll', async () => {
        await selectAll.click();
        await page.waitForFunction(() => document.querySelector('tbody tr input[type="checkbox"]')?.checked === true);
      });
      await recordClickPaint('plainGridSelectAllPaint', selectAllClick);
      await selectAll.click();
      await search.fill('');
      await wholeListShown('table', filteredHeight);
      await afterTwoFrames();
    }
    await context.close();
  }

  // The organisations tree with every organisation of the world (a filtered answer that matches every one, which the
  // page shows fully expanded). Collapsed and expanded: the first branch under the root, its first child watched.
  for (let round = 0; round < (runs('tree') ? LOADS : 0); round++) {
    const context = await newContext([WATCHED.treeFirstChild, WATCHED.treeWhole], { filtered: true });
    await keepLongTasks(context);
    await newPage(context);
    await page.goto(`${base}/admin/organisations`);
    // The page renders after its route chunk and calls: wait for the filter box rather than test for it at once.
    const filterBox = page.getByPlaceholder('Filter name/code/kapow');
    await filterBox.waitFor();
    // Typing in the filter box, key by key: the longest task meanwhile (target: none over 100 ms).
    await afterTwoFrames();
    let since = await pageNow();
    await filterBox.pressSequentially('bench');
    await afterTwoFrames();
    await sampleLongestTask('organisationsTreeTypingLongestTask', since);
    await filterBox.fill('');
    since = await pageNow();
    // Applying a filter loads the matching tree (every node above) and expands every node (SPEC 4).
    await measure(
      'organisationsTreeFilterExpandAll',
      async () => {
        await filterBox.fill('bench');
        await filterBox.press('Enter');
        await page.waitForSelector(WATCHED.treeFirstChild);
      },
      { path: '/api/OrganisationTree/filtered', selector: WATCHED.treeFirstChild },
    );
    // The whole tree in (its top no longer inert), after the answer: reported beside the first rows' target.
    await page.waitForSelector(WATCHED.treeWhole);
    (results.samples.organisationsTreeWhole ??= []).push({
      afterAnswerMs: await seenAfterAnswer('/api/OrganisationTree/filtered', WATCHED.treeWhole),
    });
    await afterTwoFrames();
    await sampleLongestTask('organisationsTreeFilterLongestTask', since);
    results.timings.organisationsTreeDomNodes = await page.locator('[role="treeitem"]').count();
    results.timings.organisationsTreeDomElements = await page.locator('[role="tree"] *').count();
    // Collapsing and expanding a root re-flattens the whole tree each time.
    const firstRoot = page.getByRole('treeitem', { name: treeLabel(branch), exact: true });
    const expander = (name) => firstRoot.getByRole('button', { name, includeHidden: true });
    for (let i = 0; i < OPERATIONS; i++) {
      await measure('organisationsTreeCollapse', async () => {
        await expander('Collapse').click();
        await page.waitForSelector(WATCHED.treeFirstChild, { state: 'detached' });
      });
      await measure('organisationsTreeExpand', async () => {
        await expander('Expand').click();
        await page.waitForSelector(WATCHED.treeFirstChild);
      });
    }
    await context.close();
  }

  // Import Users with a file of IMPORT_ROWS new users (docs/import.md). The preview, measured in the page: from the
  // file's change event to the frame that shows the columns step, plus from the Next click to the frame that shows the
  // preview's rows (the admin's own time on the columns step left out). Then the import confirmed to its report, on
  // the world, batch by batch; the page reports its long tasks (over 50 ms), and the longest meanwhile is kept.
  if (runs('import')) await benchImport();
  async function benchImport() {
    const columnsShown = '#main-content select';
    const previewShown = '[data-testid="import-preview"] tbody tr';
    for (let round = 0; round < LOADS; round++) {
      // Emails no user of the world has, and none an earlier round imported.
      const csv = ['Display Name,Full Name,Email,Locale,Currency'];
      for (let i = 1; i <= IMPORT_ROWS; i++) {
        csv.push(`Imp${i},Imported ${round} ${i},imported.${round}.${i}.${Date.now()}@bench.example,en-GB,GBP`);
      }
      // Handed over as a file on disk, as the admin's file chooser does (Playwright sets it through the browser): a
      // buffer would be decoded by Playwright's script in the page, a long task of its own of about 150 ms.
      const file = path.join(os.tmpdir(), `bench-import-${process.pid}-${round}.csv`);
      writeFileSync(file, `\uFEFF${csv.join('\r\n')}\r\n`);
      const context = await newContext([columnsShown, previewShown]);
      await keepLongTasks(context);
      await context.addInitScript(() => {
        // When the browser handed the file over, and when the last click happened (the events' own times).
        const inputs = (window.__benchInputs = {});
        document.addEventListener('change', (event) => (inputs.fileChosen = event.timeStamp), true);
        document.addEventListener('click', (event) => (inputs.clicked = event.timeStamp), true);
      });
      await newPage(context);
      // The page asks for the users on opening, while the admin picks a file: the file is chosen once they are in.
      const usersAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user');
      await page.goto(`${base}/admin/users/import`);
      const fileInput = page.locator('input[type="file"]');
      await fileInput.waitFor({ state: 'attached' });
      // The users are in once their answer's last byte is read (in a worker) and the page has taken them: at 100,000
      // that ends a second or more after the answer began.
      await (await usersAnswered).finished();
      await settled();
      await afterTwoFrames();
      const rowsText = IMPORT_ROWS.toLocaleString('en-GB');
      const painted = (selector) =>
        page.waitForFunction((watched) => window.__benchPainted?.[watched] !== undefined, selector);
      let since = await page.evaluate(() => performance.now());
      const wallStart = Date.now();
      await fileInput.setInputFiles(file);
      await painted(columnsShown);
      const toColumns = await page.evaluate(
        (watched) => window.__benchPainted[watched] - window.__benchInputs.fileChosen,
        columnsShown,
      );
      await page.getByRole('button', { name: 'Next' }).click();
      await painted(previewShown);
      const toPreview = await page.evaluate(
        (watched) => window.__benchPainted[watched] - window.__benchInputs.clicked,
        previewShown,
      );
      await page.getByText(`${rowsText} rows · 0 with problems · 0 of existing users`).waitFor();
      (results.samples.importPreview ??= []).push({
        ms: Math.round(toColumns + toPreview),
        wallClockMs: Date.now() - wallStart,
      });
      (results.samples.importPreviewLongestTask ??= []).push({ ms: await longestTaskAfter(since) });
      await afterTwoFrames();
      await page.getByRole('button', { name: 'Import Users' }).click();
      const confirm = page.getByRole('dialog', { name: 'Import users?' }).getByRole('button', { name: 'Import Users' });
      await confirm.waitFor();
      since = await page.evaluate(() => performance.now());
      await measure('importSend', async () => {
        await confirm.click();
        await page.getByText(`${rowsText} rows saved.`).waitFor();
      });
      (results.samples.importSendLongestTask ??= []).push({ ms: await longestTaskAfter(since) });
      await context.close();
      rmSync(file, { force: true });
    }
  }

  // The command palette on the world's organisations: Ctrl+K, type, the match shown. The first search of a
  // load includes the organisation list's answer; the later ones search the loaded list.
  if (runs('palette')) await benchCommandPalette();
  async function benchCommandPalette() {
    const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const { organisations } = data;
    const dialog = () => page.getByRole('dialog');
    const searchFor = (query, shown) => async () => {
      await page.keyboard.press('Control+K');
      const box = dialog().getByRole('textbox', { name: 'Search' });
      await box.fill(query);
      await dialog().getByRole('button', { name: shown }).first().waitFor();
    };
    const close = async () => {
      await page.keyboard.press('Escape');
      await dialog().waitFor({ state: 'detached' });
      await afterTwoFrames();
    };
    for (let round = 0; round < LOADS; round++) {
      const context = await newContext();
      await keepLongTasks(context);
      await newPage(context);
      await page.goto(`${base}/admin`);
      // The palette's code loads after the first paint; its button is live once it has.
      await page.locator('header button[aria-keyshortcuts]:not([disabled])').waitFor();
      // The admin opens the palette on a page that has loaded: its own calls and their rendering are not the palette's.
      await settled();
      await afterTwoFrames();
      const last = organisations[organisations.length - 1];
      let since = await pageNow();
      await measure('paletteFirstSearch', searchFor(last.organisationCode, new RegExp(`^${escapeRegExp(last.name)}`)));
      await afterTwoFrames();
      await sampleLongestTask('paletteFirstSearchLongestTask', since);
      await close();
      for (let i = 0; i < OPERATIONS; i++) {
        const wanted = organisations[Number(`1${i}99`)] ?? last;
        const shown = new RegExp(`^${escapeRegExp(wanted.name)}`);
        await measure('paletteOpenSearch', searchFor(wanted.organisationCode, shown));
        await close();
        // A later search as the admin makes it in the open palette: typing to the result shown (the opening and a
        // search together are timed above, as 'paletteOpenSearch').
        const other = organisations[Number(`2${i}99`)] ?? last;
        await page.keyboard.press('Control+K');
        const box = dialog().getByRole('textbox', { name: 'Search' });
        await box.fill('');
        // The palette has opened (its 'pop' has come to rest: fully shown, no transition running): the admin types in
        // an open palette.
        await page.waitForFunction(() => {
          const shown = document.querySelector('[role="dialog"]');
          return (
            shown !== null &&
            getComputedStyle(shown).opacity === '1' &&
            document.getAnimations().every((animation) => animation.playState !== 'running')
          );
        });
        await afterTwoFrames();
        since = await pageNow();
        await measure('paletteSearch', async () => {
          await box.fill(other.organisationCode);
          await dialog()
            .getByRole('button', { name: new RegExp(`^${escapeRegExp(other.name)}`) })
            .first()
            .waitFor();
        });
        await afterTwoFrames();
        await sampleLongestTask('paletteSearchLongestTask', since);
        // Typing key by key in the open palette (each key a search of its own): the longest task meanwhile.
        await box.fill('');
        await afterTwoFrames();
        since = await pageNow();
        await box.pressSequentially(other.organisationCode);
        await dialog()
          .getByRole('button', { name: new RegExp(`^${escapeRegExp(other.name)}`) })
          .first()
          .waitFor();
        await afterTwoFrames();
        await sampleLongestTask('paletteTypingLongestTask', since);
        await close();
      }
      await context.close();
    }
  }

  // A record's History (src/components/history): a user's edit page opened at `#history`, the user's history being
  // HISTORY_ENTRIES entries. Timed in the page: from the end of the first page's answer to the frame that shows its
  // entries. Then "Load more" HISTORY_LOAD_MORE times (each click to its next paint, and the longest task meanwhile),
  // and the loaded history scrolled through, top to bottom, 200 px a frame: the longest task while scrolling.
  if (runs('history')) await benchRecordHistory();
  async function benchRecordHistory() {
    const entryShown = 'ul[aria-label="Changes, newest first"] > li';
    const entriesShown = (count) =>
      page.waitForFunction(({ selector, wanted }) => document.querySelectorAll(selector).length >= wanted, {
        selector: entryShown,
        wanted: count,
      });
    for (let round = 0; round < LOADS; round++) {
      const context = await newContext([entryShown]);
      await keepLongTasks(context);
      await newPage(context);
      await measure('historyFirstPage', visit(`${base}/admin/users/edit/${data.history.user}#history`, entryShown), {
        path: data.history.path,
        selector: entryShown,
        navigation: true,
      });
      await entriesShown(50);
      await afterTwoFrames();
      // With BENCH_PROFILE, the loading and the scrolling are profiled too (not timed steps of their own).
      let profiler = PROFILE_DIR ? await startProfile() : undefined;
      let since = await page.evaluate(() => performance.now());
      // Found by its text, not its role: a role query walks the whole page in the page's main thread (a long task of
      // Playwright's own among the panel's, with hundreds of entries shown).
      const loadMore = page.locator('button', { hasText: /^Load more$/ });
      for (let i = 1; i <= HISTORY_LOAD_MORE; i++) {
        const clicks = await clicksSoFar();
        await loadMore.click();
        await entriesShown(50 * (i + 1));
        await recordClickPaint('historyLoadMorePaint', clicks);
        await afterTwoFrames();
      }
      (results.samples.historyLoadMoreLongestTask ??= []).push({ ms: await longestTaskAfter(since) });
      results.timings.historyEntriesScrolled = await page.locator(entryShown).count();
      if (profiler) await saveProfile(profiler, `historyLoadMore-${round + 1}`);
      profiler = PROFILE_DIR ? await startProfile() : undefined;
      // Scrolled as a wheel would, a frame at a time, from the list's top to its end, in whatever scrolls it.
      since = await page.evaluate(() => performance.now());
      const scrolled = await page.evaluate(
        (selector) =>
          new Promise((resolve) => {
            const list = document.querySelector(selector)?.parentElement;
            let scroller = list?.parentElement;
            while (
              scroller &&
              !(
                scroller.scrollHeight > scroller.clientHeight + 1 &&
                /auto|scroll/.test(getComputedStyle(scroller).overflowY)
              )
            )
              scroller = scroller.parentElement;
            const target = scroller ?? document.scrollingElement;
            const top =
              (list?.getBoundingClientRect().top ?? 0) - (scroller ? scroller.getBoundingClientRect().top : 0);
            target.scrollTop += top;
            const started = performance.now();
            let frames = 0;
            const step = () => {
              const before = target.scrollTop;
              target.scrollTop += 200;
              frames += 1;
              if (target.scrollTop === before) resolve({ frames, ms: Math.round(performance.now() - started) });
              else requestAnimationFrame(step);
            };
            requestAnimationFrame(step);
          }),
        'ul[aria-label="Changes, newest first"] > li',
      );
      await afterTwoFrames();
      (results.samples.historyScrollLongestTask ??= []).push({ ms: await longestTaskAfter(since) });
      if (profiler) await saveProfile(profiler, `historyScroll-${round + 1}`);
      (results.samples.historyScroll ??= []).push({ wallClockMs: scrolled.ms, frames: scrolled.frames });
      await context.close();
    }
  }

  summarise();
} catch (error) {
  // What broke, and where: the figures measured until then are still written (at 1,000,000 rows, what breaks first
  // is the finding).
  results.failure = { step: stepRunning, message: String(error?.message ?? error).split('\n')[0] };
  summarise();
} finally {
  await browser?.close();
  front.closeAllConnections();
  front.close();
  try {
    process.kill(-preview.pid, 'SIGTERM');
  } catch {
    /* gone */
  }
  data.world.stop();
  // The end's probe on a machine the world has left (its heap freed).
  const { child } = data.world;
  if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once('exit', resolve));
}
results.machine.atEnd = probeMachine();
if (machineState(results.machine) === 'slow') budgets.operationMs = 300;

mkdirSync(path.join(root, 'bench'), { recursive: true });
const resultsFile = process.env.BENCH_RESULTS ?? path.join(root, 'bench/results.json');
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
const sizeBudget = (key) => {
  if (key.startsWith('firstPaint')) return `<= ${kb(budgets.firstPaintBytes)}`;
  if (key === 'largestRouteChunk') return `<= ${kb(budgets.routeChunkBytes)} (a screen's own chunk)`;
  if (key === 'largestSharedLazyChunk') return 'reported (shared, lazy)';
  return '';
};
const timingBudget = (key) => {
  if (
    !/^(usersGrid|organisationsTree|plainGrid|palette|import|history)/.test(key) ||
    !key.endsWith('Ms') ||
    key.endsWith('CpuMs')
  )
    return '';
  if (key === 'importPreviewMs')
    return `<= ${budgets.importPreviewMs} ms (the file chosen to its preview painted, in the page)`;
  if (key === 'importPreviewWallClockMs') return "(reported: wall-clock, with Playwright's file hand-over and click)";
  if (key === 'importSendLongestTaskMs') return `<= ${budgets.longTaskMs} ms (the longest task while importing)`;
  if (key === 'importPreviewLongestTaskMs')
    return `<= ${budgets.typingLongTaskMs} ms (the longest task while reading and checking)`;
  if (key === 'importSendMs')
    return `(reported: ${IMPORT_ROWS.toLocaleString('en-GB')} rows sent, confirmed to report)`;
  if (key.startsWith('plainGrid')) return '(baseline)';
  if (key === 'historyFirstPageAfterAnswerPaintMs')
    return `< ${budgets.historyFirstPageMs} ms (the first page's answer to its entries painted)`;
  if (key === 'historyFirstPageAfterAnswerMs') return "(reported: the first page's answer to its entries in the DOM)";
  if (key === 'historyFirstPageMs') return '(reported: wall-clock, the navigation to the entries)';
  if (key === 'historyScrollLongestTaskMs')
    return `<= ${budgets.historyScrollLongTaskMs} ms (the longest task scrolling the loaded history)`;
  if (key === 'historyLoadMoreLongestTaskMs') return '(reported: the longest task while loading more)';
  if (key === 'historyScrollWallClockMs') return '(reported: the whole scroll, 200 px a frame)';
  if (key === 'usersGridExportMs') return '(reported: the click to the file handed to the browser)';
  if (key === 'usersGridLoadLongestTaskMs')
    return '(reported: the longest task from the navigation until the whole list is in the table)';
  if (key === 'usersGridQuickFilterLongestTaskMs')
    return `<= ${budgets.typingLongTaskMs} ms (the longest task typing in the quick filter)`;
  if (key.startsWith('usersGrid') && key.endsWith('LongestTaskMs'))
    return `<= ${budgets.longTaskMs} ms (the longest task during the operation)`;
  if (key === 'paletteTypingLongestTaskMs' || key === 'organisationsTreeTypingLongestTaskMs')
    return `<= ${budgets.typingLongTaskMs} ms (the longest task while typing, key by key)`;
  if (key.endsWith('LongestTaskMs') && /^(palette|organisationsTree)/.test(key))
    return `<= ${budgets.longTaskMs} ms (the longest task meanwhile)`;
  if (key === 'paletteFirstSearchMs') return `<= ${budgets.operationMs} ms (includes the answers)`;
  if (key === 'paletteSearchMs') return `< ${budgets.paletteSearchMs} ms (typing to the result, in the open palette)`;
  if (key === 'usersGridAllRowsAfterAnswerMs' || key === 'usersGridSortCompleteMs')
    return '(reported: the whole view in the table)';
  if (key === 'organisationsTreeWholeAfterAnswerMs') return '(reported: the whole tree in, no longer busy)';
  if (key.endsWith('SinceNavigationPaintMs')) return '(reported: from the navigation, includes the answers)';
  if (key.endsWith('AfterAnswerPaintMs')) return `< ${budgets.operationMs} ms (to the frame that shows them)`;
  if (key.endsWith('PaintMs')) return `< ${budgets.operationMs} ms (clicks to their next paint, Event Timing)`;
  if (key === 'usersGridFirstRowsMs' || key === 'organisationsTreeFilterExpandAllMs') {
    return '(includes the answer)';
  }
  return `< ${budgets.operationMs} ms`;
};
const rows = [
  ...Object.entries(results.sizes).map(([k, v]) => [
    k,
    typeof v === 'number' ? kb(v) : v,
    typeof v === 'number' ? sizeBudget(k) : '',
  ]),
  ...Object.entries(results.timings).map(([k, v]) => [k, v === null ? 'n/a' : String(v), timingBudget(k)]),
  ...Object.entries(results.memory).map(([k, v]) => [
    k,
    v === null ? 'n/a' : k.endsWith('Bytes') ? `${(v / 1e6).toFixed(1)} MB` : `${v}x`,
    k === 'heapRatio' ? 'this grid / plain (above 1.5x: find out why)' : 'JS heap after a GC, all rows loaded',
  ]),
  ...Object.entries(results.ratios ?? {}).map(([k, v]) => [
    `ratio ${k}`,
    v === null ? 'n/a' : `${v}x`,
    'this grid / plain',
  ]),
  ...Object.entries(results.machine).flatMap(([when, probe]) =>
    Object.entries(probe ?? { probe: 'failed' }).map(([k, v]) => [
      `machine ${when} ${k}`,
      String(v),
      'ms (docs/quality.md)',
    ]),
  ),
];
const width = Math.max(...rows.map((r) => r[0].length));
console.log(
  `\nBenchmark at ${ROWS_TEXT} rows (${results.measuredAt}), a ${machineState(results.machine) ?? 'unprobed'} hour: interactions within ${budgets.operationMs} ms`,
);
for (const [k, v, b] of rows) console.log(`  ${k.padEnd(width)}  ${String(v).padStart(12)}  ${b}`);
if (results.sizeViolations.length) console.log(`\nOver the size budgets:\n  ${results.sizeViolations.join('\n  ')}`);
console.log(`\nWritten ${path.relative(root, resultsFile)}`);
if (results.failure) {
  console.log(`\nFailed in ${results.failure.step ?? 'setting up'}: ${results.failure.message}`);
  process.exitCode = 1;
}
