#!/usr/bin/env node
// `npm run contract:self-test`: the conformance kit proves it notices a server with the holes it is there to find. It
// starts the world without its checks of the ids in a body, of mail volume, of who owns an email, of whose an
// invitation's token is, and without history (world/checks.ts: a server that takes any team id, sends any number of
// mails, changes an email at once, shows a token to a super user and keeps no history) and runs the kit's
// reference refusals and identity and mail workflows against it: each must fail; and the history workflows: each must
// be n/a (a server that keeps no history has made a choice the contract allows). Then the history workflows against
// a proxy in front of a world that leaks write-only values into histories and answers another organisation's record
// (lib/leaky-history-proxy.mjs): those of write-only values and of 404s must fail. Then the negative sweep against a
// proxy that takes and keeps what the sweep marks (an undeclared property, a 1 MiB string, a deep value:
// lib/storing-proxy.mjs): each of those kinds must fail. `npm test` runs it after `contract:conform`
// (docs/conformance.md, "The kit proves itself"). Exits 0 when every one failed as it must.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { bundleContract } from './lib/generate.mjs';
import { startLeakyHistoryProxy } from './lib/leaky-history-proxy.mjs';
import { freePort, root, startWorld } from './lib/processes.mjs';
import { referenceTargets, referenceWorkflowId, UNTRIED_REFERENCES } from './lib/references.mjs';
import { startStoringProxy } from './lib/storing-proxy.mjs';

/** The workflows of the holes: one per id in a body, and those of email ownership and mail volume. */
const HOLES = ['references', 'mailLimits', 'emailOwnership', 'ownTokens', 'history'];
/** The writes the negative sweep's marked bodies are tried on, and the kinds that must fail there. */
const SWEPT = ['userBatch', 'userSaveProfile', 'sendOrganisationInvite', 'batchOrganisationTeams'];
const MARKED_KINDS = ['undeclared', 'hugeString', 'deepValue'];
const WORKFLOWS = [
  'email-change',
  'email-unique',
  'invitation-takeover',
  'invitation-mail-limit',
  'password-reset-attempts',
  'invitation-token-own',
];
/** The history workflows (n/a against a server without history), and those a leaky history must fail. */
const HISTORY = parse(
  readFileSync(path.join(root, 'openapi', 'workflows', 'history.arazzo.yaml'), 'utf8'),
).workflows.map((workflow) => workflow.workflowId);
const LEAKED = ['history-own-account', 'history-write-only', 'history-service-account', 'history-not-found'];

const dir = mkdtempSync(path.join(tmpdir(), 'contract-self-test-'));
let world;
let historyWorld;
let proxy;
let leaky;
const stop = (code) => {
  world?.stop();
  historyWorld?.stop();
  proxy?.close();
  leaky?.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(code);
};
process.on('SIGINT', () => stop(130));
process.on('SIGTERM', () => stop(143));

/** Runs the conformance kit against `server` for `workflows`; answers its exit code and its report. */
async function conform(server, workflows, name) {
  const report = path.join(dir, `${name}.json`);
  const args = ['scripts/contract-conform.mjs', '--server', server, '--json-output', report];
  args.push('--har-output', path.join(dir, `${name}.har`), ...workflows.flatMap((id) => ['--workflow', id]));
  const code = await node(args);
  return { code, ...JSON.parse(readFileSync(report, 'utf8')) };
}

/** Runs a node script of the kit; with `capture`, answers what it printed too. */
function node(args, { capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: ['ignore', capture ? 'pipe' : 'ignore', 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve(capture ? { code, output } : code));
  });
}

try {
  const [spec, port] = await Promise.all([bundleContract(), freePort()]);
  world = await startWorld({ port, args: HOLES.flatMap((hole) => ['--without', hole]), inheritOutput: false });
  // A profile save or password change naming another user is refused by the world's handlers as well (403, the
  // own-account-only workflow): a world without the reference check is not a server with that hole.
  const targets = referenceTargets(spec).filter((target) => target.rule.refusal !== 'Forbidden');
  const expected = [...WORKFLOWS, ...targets.map(referenceWorkflowId)];
  const { code, results, skipped } = await conform(`http://127.0.0.1:${port}`, [...expected, ...HISTORY], 'holes');
  const failed = new Set(results.filter((row) => row.result === 'failed').map((row) => row.workflowId));
  const untried = new Set(skipped.map((skip) => skip.workflowId));
  // Only the references the kit cannot try may be left out: a discovery that found nothing would skip every one.
  const mayBeUntried = new Set(Object.keys(UNTRIED_REFERENCES).map((id) => referenceWorkflowId({ id })));
  const missed = expected.filter((id) => !failed.has(id) && !(untried.has(id) && mayBeUntried.has(id)));
  console.log(
    `A world without its checks of ${HOLES.join(', ')}: the kit failed ${failed.size} of ${expected.length - untried.size} workflows tried (${untried.size} not tried, as contract:conform says why).`,
  );
  if (code !== 1 || missed.length) {
    console.error(`contract:self-test: the kit passed a server with those holes on: ${missed.join(', ') || '(none)'}`);
    stop(1);
  }
  // A server without history: each history workflow reports the choice (n/a), neither passed nor failed.
  const notApplicable = new Set(results.filter((row) => row.result === 'n/a').map((row) => row.workflowId));
  const applied = HISTORY.filter((id) => !notApplicable.has(id));
  console.log(`A world without history: ${notApplicable.size} of ${HISTORY.length} history workflows n/a.`);
  if (applied.length) {
    console.error(`contract:self-test: not reported n/a against a server without history: ${applied.join(', ')}`);
    stop(1);
  }
  const [historyPort, leakyPort] = await Promise.all([freePort(), freePort()]);
  historyWorld = await startWorld({ port: historyPort, inheritOutput: false });
  leaky = await startLeakyHistoryProxy({ port: leakyPort, upstream: `http://127.0.0.1:${historyPort}` });
  const leak = await conform(`http://127.0.0.1:${leakyPort}`, HISTORY, 'leaky');
  const leakFailed = new Set(leak.results.filter((row) => row.result === 'failed').map((row) => row.workflowId));
  const leakMissed = LEAKED.filter((id) => !leakFailed.has(id));
  // The others pass through the proxy: the world beneath keeps a right history, so the failures are the leaks'.
  const leakPassed = new Set(leak.results.filter((row) => row.result === 'passed').map((row) => row.workflowId));
  const notPassed = HISTORY.filter((id) => !LEAKED.includes(id) && !leakPassed.has(id));
  if (notPassed.length) {
    console.error(`contract:self-test: the history workflows fail on the world itself: ${notPassed.join(', ')}`);
    stop(1);
  }
  console.log(
    `A server that leaks write-only values into histories and answers another organisation's record: the kit failed ${LEAKED.length - leakMissed.length} of ${LEAKED.length} history workflows that must notice.`,
  );
  if (leak.code !== 1 || leakMissed.length) {
    console.error(`contract:self-test: the kit passed a leaky history on: ${leakMissed.join(', ') || '(none)'}`);
    stop(1);
  }
  const proxyPort = await freePort();
  proxy = await startStoringProxy({ port: proxyPort, upstream: `http://127.0.0.1:${port}` });
  const sweep = ['scripts/contract-negative.mjs', '--server', `http://127.0.0.1:${proxyPort}`];
  const swept = await node([...sweep, ...SWEPT.flatMap((id) => ['--operation', id])], { capture: true });
  // Each marked kind failed on each operation: a row of it under the operation's FAILED line.
  const missedKinds = SWEPT.flatMap((operationId) => {
    const block = swept.output.split(/\n(?=\S)/).find((part) => part.startsWith(`${operationId} `)) ?? '';
    return MARKED_KINDS.filter((kind) => !block.includes(`✖ ${kind}:`)).map((kind) => `${operationId} ${kind}`);
  });
  console.log(
    `A server that keeps what it is sent: the negative sweep failed ${SWEPT.length * MARKED_KINDS.length - missedKinds.length} of ${SWEPT.length * MARKED_KINDS.length} marked kinds on ${SWEPT.join(', ')}.`,
  );
  if (swept.code !== 1 || missedKinds.length) {
    console.error(`contract:self-test: the negative sweep passed a server that keeps them: ${missedKinds.join(', ')}`);
    stop(1);
  }
  stop(0);
} catch (error) {
  console.error(`contract:self-test: ${error.message}`);
  stop(2);
}
