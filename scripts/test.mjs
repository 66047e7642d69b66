#!/usr/bin/env node
// `npm test`: the whole gate that CI runs after `npm ci`, phase by phase. Prints the time of each phase and the 10
// slowest e2e files (their tests' time added up, from Playwright's JSON report), then one closing line
// "tests: N passed, N failed".
// Stops at the first failing phase and exits with its code.
//
// Phases: contract (lint, breaking changes, generated files fresh), typecheck + drift proof (tsc runs, side by side)
// beside lint (ESLint), unit (Vitest) beside conform (the Arazzo workflows against the world, then against a world with
// holes, which they must fail), e2e (builds the e2e app once, then Playwright against it and a Prism mock), csp (scans
// that build), size (production build and budgets).
// Phases in one stage run side by side, each timed.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { root } from './lib/processes.mjs';
import { reportFiles, suiteTimesFile } from './lib/test-paths.mjs';
import { flakyTests, slowestFiles, testCounts } from './lib/test-report.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs one command; with `quiet`, keeps its output and prints it when it ends (for steps run side by side). */
function run(label, command, args, { quiet = false, env = {} } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      if (quiet) process.stdout.write(`\n--- ${label} ---\n${output}`);
      resolve({ label, code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000 });
    });
  });
}

const script = (name, ...extra) => [npm, ['run', '--silent', name, ...(extra.length ? ['--', ...extra] : [])]];

/** The stages in order: the phases of one stage run side by side, and so do the steps of one phase. */
const stages = [
  [
    {
      name: 'contract',
      steps: [script('contract:lint')],
      then: [script('contract:breaking'), script('contract:check-generated')],
    },
  ],
  [
    {
      // The parts of `npm run typecheck` side by side (a tsc is one thread), with the drift proof.
      name: 'typecheck',
      steps: [script('typecheck:app'), script('typecheck:node'), script('contract:drift')],
    },
    {
      // The two parts of `npm run lint` side by side: on a fresh clone ESLint has no cache and outlasts the typecheck.
      name: 'lint',
      steps: [script('lint:code'), script('lint:format')],
    },
  ],
  [
    {
      name: 'unit',
      steps: [script('test:unit', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFiles.unit}`)],
    },
    { name: 'conform', steps: [script('contract:conform')], then: [script('contract:self-test')] },
  ],
  [{ name: 'e2e', steps: [script('test:e2e')], env: { E2E_RETRIES: '1' } }],
  [{ name: 'csp', steps: [['node', ['scripts/check-csp.mjs', '--e2e-build']]] }],
  [
    {
      name: 'size',
      steps: [script('check:size')],
      // The same production build: no mock switch, e2e hook or pseudo-locale in it.
      then: [['node', ['scripts/check-test-code.mjs', '--size-build']]],
    },
  ],
];

/** Runs one phase (its groups of steps one after the other); `quiet` when it shares its stage with another phase. */
async function runPhase(phase, quiet) {
  const phaseStart = performance.now();
  const groups = [phase.steps, ...(phase.then ? [phase.then] : [])];
  let results = [];
  for (const group of groups) {
    const done = await Promise.all(
      group.map(([command, args]) =>
        run(`${command} ${args.join(' ')}`, command, args, { quiet: quiet || group.length > 1, env: phase.env }),
      ),
    );
    results = results.concat(done);
    if (done.some((r) => r.code !== 0)) break;
  }
  return { name: phase.name, seconds: (performance.now() - phaseStart) / 1000, bad: results.find((r) => r.code !== 0) };
}

const timings = [];
const started = performance.now();
let failed = null;

for (const file of Object.values(reportFiles)) rmSync(file, { force: true });

for (const stage of stages) {
  console.log(`\n=== ${stage.map((phase) => phase.name).join(' + ')} ===`);
  const done = await Promise.all(stage.map((phase) => runPhase(phase, stage.length > 1)));
  for (const { name, seconds } of done) {
    timings.push({ name, seconds });
    console.log(`=== ${name}: ${seconds.toFixed(1)} s ===`);
  }
  const bad = done.find((phase) => phase.bad);
  if (bad) {
    failed = { phase: bad.name, step: bad.bad.label, code: bad.bad.code };
    break;
  }
}

const total = (performance.now() - started) / 1000;
console.log('\nPhase times:');
for (const t of timings) console.log(`  ${t.name.padEnd(10)} ${t.seconds.toFixed(1).padStart(7)} s`);
console.log(`  ${'total'.padEnd(10)} ${total.toFixed(1).padStart(7)} s (${(total / 60).toFixed(1)} min)`);
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const e2eReport = readJson(reportFiles.e2e);
const slowest = e2eReport ? slowestFiles(e2eReport, 10) : [];
if (slowest.length) {
  console.log("\nSlowest e2e files (their tests' time added up, over all workers):");
  for (const { file, seconds, tests } of slowest)
    console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${file} (${tests} tests)`);
}
const flaky = e2eReport ? flakyTests(e2eReport) : [];
if (flaky.length) {
  console.log('\nPassed only on their retry (flaky: look at them):');
  for (const title of flaky) console.log(`  ${title}`);
}
if (failed) console.log(`\nFAILED in phase ${failed.phase}: ${failed.step} (exit ${failed.code})`);
const { passed, failures } = testCounts(readJson(reportFiles.unit), e2eReport);
console.log(`\ntests: ${passed} passed, ${failures + (failed && failures === 0 ? 1 : 0)} failed`);
if (!failed) {
  const suite = {
    measuredAt: new Date().toISOString(),
    phases: Object.fromEntries(timings.map((t) => [t.name, t.seconds])),
    total,
    tests: { passed, failed: failures },
  };
  writeFileSync(suiteTimesFile, `${JSON.stringify(suite, null, 2)}\n`);
}
process.exit(failed ? failed.code || 1 : 0);
