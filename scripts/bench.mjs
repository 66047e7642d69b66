#!/usr/bin/env node
// `npm run bench`: builds the production app, serves it (vite preview) against a Prism mock, and measures in
// headless Chromium. Prints a table and writes bench/results.json. Timings are reported, not asserted; the size
// budgets are also checked deterministically by `npm run check:size` (part of `npm test`).
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root, startMock, waitForPort } from './lib/processes.mjs';
import { firstPaintBytes, readManifest, routeChunks } from './lib/bundle-sizes.mjs';

const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 4410);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4411);
const DIST = path.join(root, 'node_modules/.cache/bench-dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROWS = 20_000;
const budgets = { firstPaintBytes: 200_000, routeChunkBytes: 60_000, operationMs: 300 };

const results = { measuredAt: new Date().toISOString(), budgets, sizes: {}, timings: {} };
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

console.log('Building the production app...');
execFileSync(bin('vite'), ['build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
const manifest = readManifest(DIST);
for (const template of ['/admin', '/organisation/$orgId', '/user/$userId']) {
  results.sizes[`firstPaint ${template}`] = firstPaintBytes(DIST, manifest, template).bytes;
}
const largest = routeChunks(DIST, manifest)[0];
results.sizes.largestRouteChunk = largest ? largest.bytes : 0;
results.sizes.largestRouteChunkName = largest ? largest.route : '';

const mock = await startMock({ port: MOCK_PORT });
const preview = spawn(bin('vite'), ['preview', '--outDir', DIST, '--port', String(APP_PORT)], {
  cwd: root,
  env: { ...process.env, MOCK_PORT: String(MOCK_PORT), PORT: String(APP_PORT) },
  stdio: 'ignore',
  detached: true,
});
const base = `http://localhost:${APP_PORT}`;
let browser;
try {
  await waitForPort(APP_PORT, { host: 'localhost' });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });

  // Navigation to content on /admin, cold then warm (same context: HTTP cache primed).
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const timeTo = async (url, selector) => {
    const start = Date.now();
    await page.goto(url);
    await page.waitForSelector(selector);
    return Date.now() - start;
  };
  results.timings.adminContentColdMs = await timeTo(`${base}/admin`, 'text=Administration');
  results.timings.adminContentWarmMs = await timeTo(`${base}/admin`, 'text=Administration');

  // The Users grid with 20,000 rows.
  const users = Array.from({ length: ROWS }, (_, i) => ({
    userID: `20000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    shortName: `user${String(ROWS - i).padStart(5, '0')}`,
    fullName: `Bench User ${i}`,
    email: `user${i}@bench.example`,
    locale: 'en-GB',
    defaultCurrencyCode: 'GBP',
    scopes: [],
  }));
  await page.route((url) => url.pathname === '/api/user', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(users) }),
  );
  let start = Date.now();
  await page.goto(`${base}/admin/users`);
  await page.waitForSelector('tbody tr input[value^="user"]');
  results.timings.usersGridFirstRowsMs = Date.now() - start;
  results.timings.usersGridDomRows = await page.locator('tbody tr').count();

  const firstShortName = () => page.locator('tbody tr').first().locator('input').first().inputValue();
  const before = await firstShortName();
  start = Date.now();
  await page.getByRole('columnheader', { name: 'Short Name' }).click();
  await page.waitForFunction(
    (previous) => document.querySelector('tbody tr input')?.getAttribute('value') !== previous,
    before,
  );
  results.timings.usersGridSortMs = Date.now() - start;

  start = Date.now();
  await page.getByRole('textbox', { name: 'Search' }).fill('user12345');
  await page.waitForFunction(() => document.querySelectorAll('tbody tr').length <= 2);
  results.timings.usersGridQuickFilterMs = Date.now() - start;

  // The organisations tree with 20,000 nodes (a filtered answer, which the page shows fully expanded).
  const nodes = [];
  const perRoot = 100;
  for (let r = 0; r < ROWS / perRoot; r++) {
    const children = Array.from({ length: perRoot - 1 }, (_, c) => ({
      id: `10000000-0000-4000-8${String(r).padStart(3, '0')}-${String(c).padStart(12, '0')}`,
      name: `Outlet org ${r}-${c}`,
      nameSuffix: `O${r}C${c}`,
      hasChildren: false,
      children: [],
    }));
    nodes.push({
      id: `10000000-0000-4000-9${String(r).padStart(3, '0')}-000000000000`,
      name: `Bench root ${r}`,
      nameSuffix: `R${r}`,
      hasChildren: true,
      children,
    });
  }
  await page.route((url) => url.pathname === '/api/OrganisationTree/filtered', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(nodes) }),
  );
  await page.goto(`${base}/admin/organisations`);
  const filterBox = page.getByPlaceholder('Filter name/code/kapow');
  if (await filterBox.count()) {
    start = Date.now();
    await filterBox.fill('bench');
    await filterBox.press('Enter');
    await page.waitForSelector('text=Outlet org 0-0');
    results.timings.organisationsTreeFilterExpandAllMs = Date.now() - start;
    results.timings.organisationsTreeDomNodes = await page.locator('[role="treeitem"]').count();
  } else {
    results.timings.organisationsTreeFilterExpandAllMs = null;
    results.timings.organisationsTreeDomNodes = null;
  }
} finally {
  await browser?.close();
  try {
    process.kill(-preview.pid, 'SIGTERM');
  } catch {
    /* gone */
  }
  mock.stop();
}

mkdirSync(path.join(root, 'bench'), { recursive: true });
writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
const rows = [
  ...Object.entries(results.sizes)
    .filter(([, v]) => typeof v === 'number')
    .map(([k, v]) => [k, kb(v), k.startsWith('firstPaint') ? `<= ${kb(budgets.firstPaintBytes)}` : `<= ${kb(budgets.routeChunkBytes)}`]),
  ['largestRouteChunkName', results.sizes.largestRouteChunkName, ''],
  ...Object.entries(results.timings).map(([k, v]) => [k, v === null ? 'n/a' : String(v), k.endsWith('Ms') && !k.startsWith('admin') ? `< ${budgets.operationMs} ms` : '']),
];
const width = Math.max(...rows.map((r) => r[0].length));
console.log(`\nBenchmark (${results.measuredAt})`);
for (const [k, v, b] of rows) console.log(`  ${k.padEnd(width)}  ${String(v).padStart(12)}  ${b}`);
console.log('\nWritten bench/results.json');
