#!/usr/bin/env node
// `npm run check:size`: the size budgets on a production build (not the e2e build, which carries mock-mode code).
// Prints `cold <route> <kB> kB` per route and fails, naming it, on a cold open over 230 kB, a landing route's first
// paint over 200 kB, a screen's own chunk over 60 kB, or when docs/quality.json's headline sizes are stale.
//   -- --dist <dir>         checks an existing build (with build.manifest on) instead of building one
//   -- --update-quality     takes the measured sizes into docs/quality.json and the docs
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { budgets, bundleReport, gzipBytes, readManifest, routeTemplatesOf } from './lib/bundle-sizes.mjs';
import { root } from './lib/processes.mjs';
import { readQuality, staleDocuments, writeQuality } from './lib/quality-files.mjs';
import { sizesFromReport, staleSizes } from './lib/quality.mjs';

const argv = process.argv.slice(2);
const distArg = argv.includes('--dist') ? argv[argv.indexOf('--dist') + 1] : undefined;
let dist = distArg ? path.resolve(root, distArg) : path.join(root, 'node_modules/.cache/size-dist');

if (!distArg) {
  console.log('check:size: building the production app...');
  execFileSync(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', '--mode', 'production', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}

const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
// Built files are named by their hash alone (vite.config.ts): show the module each one was built from.
const sourceOf = new Map(
  Object.entries(readManifest(dist)).map(([key, chunk]) => [
    chunk.file,
    key.startsWith('_') ? chunk.name : key.split('?')[0],
  ]),
);
const nameOf = (file) => `${path.basename(file)}${sourceOf.get(file) ? ` (${sourceOf.get(file)})` : ''}`;
const routeFiles = readdirSync(path.join(root, 'src/routes'), { recursive: true }).map((file) =>
  path.posix.join('src/routes', String(file).split(path.sep).join('/')),
);
const templates = routeTemplatesOf(routeFiles);
const report = bundleReport(dist, undefined, budgets, templates);

console.log(
  `\nCold open of each route (${templates.length} routes; gzip JS+CSS; budget ${kb(budgets.coldOpenBytes)}):`,
);
for (const r of report.cold) console.log(`cold ${r.template} ${(r.bytes / 1000).toFixed(1)} kB`);
const heaviestCold = [...report.cold].sort((a, b) => b.bytes - a.bytes)[0];
if (heaviestCold) {
  const initial = new Set(report.initial.files);
  const own = heaviestCold.files
    .filter((file) => !initial.has(file))
    .map((file) => ({ file, bytes: gzipBytes(dist, file) }));
  own.sort((a, b) => b.bytes - a.bytes);
  console.log(`  heaviest: ${heaviestCold.template}; beyond the initial load, its largest files:`);
  for (const f of own.slice(0, 5)) console.log(`    ${kb(f.bytes).padStart(9)}  ${nameOf(f.file)}`);
}

console.log(`\nBundle sizes (gzip) of ${path.relative(root, dist) || dist}`);
console.log(
  `  loaded first by every page: ${kb(report.initial.bytes)} (${report.initial.files.map(nameOf).join(', ')})`,
);
console.log(`  first paint (budget ${kb(budgets.firstPaintBytes)} JS+CSS):`);
for (const r of report.firstPaint) console.log(`    ${r.template.padEnd(22)} ${kb(r.bytes).padStart(9)}`);
console.log(`  largest route chunks, the screen's own (budget ${kb(budgets.routeChunkBytes)} each):`);
for (const r of report.routes.slice(0, 5)) console.log(`    ${kb(r.bytes).padStart(9)}  ${r.template} (${r.part})`);
console.log('  largest shared lazy chunks (not budgeted: loaded on demand by the routes named):');
for (const c of report.shared.slice(0, 5)) {
  const routes = c.usedBy.filter((who) => who.startsWith('/'));
  const shell = c.usedBy.length - routes.length;
  const users = c.lazyShellPart
    ? "a part of the shell loaded after the first page's code"
    : `${routes.length} route(s)${shell ? ` and ${shell} shell part(s)` : ''}, e.g. ${routes.slice(0, 3).join(', ')}`;
  console.log(`    ${kb(c.bytes).padStart(9)}  ${c.name}: ${users}`);
}

const measured = sizesFromReport(report, new Date().toISOString());
if (argv.includes('--update-quality')) {
  writeQuality({ ...readQuality(), sizes: measured });
  console.log('\ncheck:size: docs/quality.json, docs/quality.md and the README now show these sizes.');
}
const quality = readQuality();
const stale = [
  ...staleSizes(quality.sizes, measured),
  ...staleDocuments(quality).map((doc) => `${doc} differs from docs/quality.json`),
];
if (stale.length) {
  console.error(
    `\ncheck:size: the committed quality figures are stale (run \`npm run check:size -- --update-quality\` and commit):`,
  );
  for (const line of stale) console.error(`  - ${line}`);
}

if (report.violations.length) {
  console.error(`\ncheck:size: ${report.violations.length} budget(s) exceeded:`);
  for (const v of report.violations) console.error(`  - ${v}`);
  process.exit(1);
}
if (stale.length) process.exit(1);
console.log('\ncheck:size: every size budget is met, and docs/quality.md shows these sizes.');
