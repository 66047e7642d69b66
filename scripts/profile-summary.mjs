#!/usr/bin/env node
// `node scripts/profile-summary.mjs <dir> [--dist <build>] [--against <dir> --against-dist <build>] [--step <name>]
// [--by package|file|function] [--top 25]`: where the CPU went in the bench's profiles (BENCH_PROFILE), as the mean
// self time per profile of each package, source file or function. With a build made with `--sourcemap` (`--dist`),
// minified frames are named by their sources. With --against, two runs side by side, largest difference first.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { fromCheckout, packageOf, selfTimes } from './lib/cpu-profile.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: 'string' },
    against: { type: 'string' },
    'against-dist': { type: 'string' },
    step: { type: 'string' },
    by: { type: 'string', default: 'package' },
    top: { type: 'string', default: '25' },
  },
});
const [dir] = positionals;
if (!dir) throw new Error('Usage: node scripts/profile-summary.mjs <profile dir> [--dist <build>] [--against <dir>]');

/** A frame's place: the source file and name behind a minified one when the build has its source map. */
function placer(dist) {
  const maps = new Map();
  const mapOf = (url) => {
    const file = dist && url ? path.join(dist, new URL(url).pathname) : undefined;
    if (!file || !existsSync(`${file}.map`)) return undefined;
    if (!maps.has(file)) maps.set(file, new TraceMap(readFileSync(`${file}.map`, 'utf8')));
    return maps.get(file);
  };
  return ({ functionName, url, lineNumber, columnNumber }) => {
    if (!url) return { file: `(${functionName || 'program'})`, name: functionName };
    const map = mapOf(url);
    const found = map && originalPositionFor(map, { line: lineNumber + 1, column: Math.max(columnNumber, 0) });
    const file = fromCheckout(found?.source ?? new URL(url).pathname);
    return { file, name: `${found?.name ?? functionName ?? '(anonymous)'} ${file}:${found?.line ?? lineNumber + 1}` };
  };
}

/** Mean self milliseconds per profile, by the chosen key. */
function summarise(profileDir, dist) {
  const place = placer(dist);
  const files = readdirSync(profileDir).filter(
    (name) => name.endsWith('.cpuprofile') && (!values.step || name.startsWith(`${values.step}-`)),
  );
  const totals = new Map();
  for (const name of files) {
    const profile = JSON.parse(readFileSync(path.join(profileDir, name), 'utf8'));
    const times = selfTimes(profile, (callFrame) => {
      const where = place(callFrame);
      return values.by === 'function' ? where.name : values.by === 'file' ? where.file : packageOf(where.file);
    });
    for (const [key, ms] of times) totals.set(key, (totals.get(key) ?? 0) + ms);
  }
  return { count: files.length, mean: new Map([...totals].map(([key, ms]) => [key, ms / Math.max(files.length, 1)])) };
}

const top = Number(values.top);
const a = summarise(dir, values.dist);
const total = (summary) => [...summary.mean.values()].reduce((sum, ms) => sum + ms, 0);
const ms = (value) => `${Math.round(value ?? 0)}`.padStart(7);
if (!values.against) {
  console.log(`${a.count} profiles, ${Math.round(total(a))} ms each on average; self time by ${values.by}:`);
  for (const [key, value] of [...a.mean].sort((x, y) => y[1] - x[1]).slice(0, top)) console.log(`${ms(value)}  ${key}`);
} else {
  const b = summarise(values.against, values['against-dist']);
  console.log(
    `A: ${a.count} profiles, ${Math.round(total(a))} ms each; B: ${b.count}, ${Math.round(total(b))} ms each`,
  );
  console.log(`${'A'.padStart(7)}${'B'.padStart(9)}${'A-B'.padStart(9)}  ${values.by}`);
  const keys = [...new Set([...a.mean.keys(), ...b.mean.keys()])];
  const rows = keys.map((key) => [key, a.mean.get(key) ?? 0, b.mean.get(key) ?? 0]);
  for (const [key, x, y] of rows.sort((p, q) => Math.abs(q[1] - q[2]) - Math.abs(p[1] - p[2])).slice(0, top)) {
    console.log(`${ms(x)}  ${ms(y)}  ${ms(x - y)}  ${key}`);
  }
}
