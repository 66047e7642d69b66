#!/usr/bin/env node
// `node scripts/bench-compare.mjs --against <checkout> [--rounds 2] [--reuse]`: builds this checkout's app (A) and another
// checkout's (B, e.g. main before a change), runs the bench on them alternately (A B A B ...) so both see the same
// machine load, and prints each timing's median per build over all its samples, with the samples' range.
// --reuse serves the builds of the previous comparison. The bench's environment (BENCH_ONLY, BENCH_LOADS, BENCH_OPERATIONS, ports) applies to every run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/processes.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const against = option('--against');
const rounds = Number(option('--rounds', 2));
if (!against) throw new Error('Usage: node scripts/bench-compare.mjs --against <checkout> [--rounds 2]');
const out = path.join(root, 'node_modules/.cache/bench-compare');
mkdirSync(out, { recursive: true });

const builds = { A: root, B: path.resolve(against) };
for (const [label, checkout] of Object.entries(builds)) {
  if (argv.includes('--reuse') && existsSync(path.join(out, label, 'index.html'))) continue;
  console.log(`Building ${label} (${checkout})...`);
  const vite = path.join(checkout, 'node_modules/.bin/vite');
  execFileSync(vite, ['build', '--outDir', path.join(out, label), '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: checkout,
    stdio: 'inherit',
  });
}

const samples = { A: {}, B: {} };
for (let round = 0; round < rounds; round++) {
  for (const label of ['A', 'B']) {
    console.log(`\nRound ${round + 1}, build ${label}`);
    const results = path.join(out, `results-${label}-${round}.json`);
    execFileSync(process.execPath, [path.join(root, 'scripts/bench.mjs')], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BENCH_DIST: path.join(out, label), BENCH_RESULTS: results },
    });
    for (const [name, list] of Object.entries(JSON.parse(readFileSync(results, 'utf8')).samples)) {
      for (const key of ['ms', 'cpuMs', 'afterAnswerMs', 'afterAnswerPaintMs', 'sinceNavigationPaintMs']) {
        const values = list.map((sample) => sample[key]).filter((value) => typeof value === 'number');
        if (values.length) (samples[label][`${name} ${key}`] ??= []).push(...values);
      }
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};
const cell = (values) =>
  values ? `${median(values)} (${Math.min(...values)}-${Math.max(...values)}, n=${values.length})` : 'n/a';
const names = [...new Set([...Object.keys(samples.A), ...Object.keys(samples.B)])].sort();
const width = Math.max(...names.map((name) => name.length));
console.log(`\nMedians in ms, (range, samples): A = ${builds.A}, B = ${builds.B}`);
console.log(`  ${'timing'.padEnd(width)}  ${'A'.padEnd(28)}  B`);
for (const name of names)
  console.log(`  ${name.padEnd(width)}  ${cell(samples.A[name]).padEnd(28)}  ${cell(samples.B[name])}`);
