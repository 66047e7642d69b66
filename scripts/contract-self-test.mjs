#!/usr/bin/env node
// `npm run contract:self-test`: the conformance kit proves it notices a server with the holes it is there to find. It
// starts the world without its checks of the ids in a body, of mail volume and of who owns an email (world/checks.ts:
// a server that takes any team id, sends any number of mails, and changes an email at once) and runs the kit's
// reference refusals and identity and mail workflows against it: each must fail. `npm test` runs it after
// `contract:conform` (docs/conformance.md, "The kit proves itself"). Exits 0 when every one failed as it must.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleContract } from './lib/generate.mjs';
import { freePort, root, startWorld } from './lib/processes.mjs';
import { referenceTargets, referenceWorkflowId } from './lib/references.mjs';

/** The workflows of the holes: one per id in a body, and those of email ownership and mail volume. */
const HOLES = ['references', 'mailLimits', 'emailOwnership'];
const WORKFLOWS = [
  'email-change',
  'email-unique',
  'invitation-takeover',
  'invitation-mail-limit',
  'password-reset-attempts',
];

const dir = mkdtempSync(path.join(tmpdir(), 'contract-self-test-'));
let world;
const stop = (code) => {
  world?.stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(code);
};
process.on('SIGINT', () => stop(130));
process.on('SIGTERM', () => stop(143));

try {
  const [spec, port] = await Promise.all([bundleContract(), freePort()]);
  world = await startWorld({ port, args: HOLES.flatMap((hole) => ['--without', hole]), inheritOutput: false });
  // A profile save or password change naming another user is refused by the world's handlers as well (403, the
  // own-account-only workflow): a world without the reference check is not a server with that hole.
  const targets = referenceTargets(spec).filter((target) => target.rule.refusal !== 'Forbidden');
  const expected = [...WORKFLOWS, ...targets.map(referenceWorkflowId)];
  const report = path.join(dir, 'report.json');
  const args = ['scripts/contract-conform.mjs', '--server', `http://127.0.0.1:${port}`, '--json-output', report];
  args.push('--har-output', path.join(dir, 'calls.har'), ...expected.flatMap((id) => ['--workflow', id]));
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('close', (status) => resolve(status));
  });
  const { results, skipped } = JSON.parse(readFileSync(report, 'utf8'));
  const failed = new Set(results.filter((row) => row.result === 'failed').map((row) => row.workflowId));
  const untried = new Set(skipped.map((skip) => skip.workflowId));
  const missed = expected.filter((id) => !failed.has(id) && !untried.has(id));
  console.log(
    `A world without its checks of ${HOLES.join(', ')}: the kit failed ${failed.size} of ${expected.length - untried.size} workflows tried (${untried.size} not tried, as contract:conform says why).`,
  );
  if (code !== 1 || missed.length) {
    console.error(`contract:self-test: the kit passed a server with those holes on: ${missed.join(', ') || '(none)'}`);
    stop(1);
  }
  stop(0);
} catch (error) {
  console.error(`contract:self-test: ${error.message}`);
  stop(2);
}
