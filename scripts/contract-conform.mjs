#!/usr/bin/env node
// `npm run contract:conform`: the contract's Arazzo workflows (openapi/workflows/) and the refusals generated from its
// security (scripts/lib/refusals.mjs) run by `redocly respect` against a server, to prove it does what the console
// expects and refuses what it must. How to read it: docs/conformance.md.
//
//   npm run contract:conform                                  the world, started on a free port and stopped after
//   npm run contract:conform -- --server <url>                a running server (starts nothing)
//     sessions: CONFORM_SESSION_SUPERUSER, CONFORM_SESSION_ORGADMIN, CONFORM_SESSION_USER and the user's password
//               CONFORM_USER_PASSWORD in the environment, or --sessions <file> (lines role=value, userPassword=value;
//               readable by its owner only); never on the command line. Once one is given, the world's persona
//               headers are not sent and workflows of roles not given are skipped
//     --mail <url>              a mail catcher answering openapi/workflows/mail.openapi.yaml (the world's is
//                               <server>/__world); without one, the invitation and password reset workflows are skipped
//     --input <name>=<value>    a workflow input (repeatable)
//     --workflow <id>           only this workflow (repeatable)
//     --json-output <file>      the run's JSON report (default node_modules/.cache/conformance/report.json)
//     --har-output <file>       every call and answer as a HAR file (default node_modules/.cache/conformance/calls.har)
//     --keep-secrets            the report and HAR keep sessions and passwords as sent (otherwise [redacted])
// The passwords the workflows set are made up for each run and never printed; after the workflows, on an error and on
// SIGINT or SIGTERM, the ordinary user's password is put back (on a server the run did not start) and the run folder
// removed. Exits 0 when every workflow run passes, 1 when one fails or the password cannot be put back, 2 when the run
// cannot start or stops on an error, 130 or 143 when stopped by SIGINT or SIGTERM. A workflow that does not apply to
// the server (a history read answered 501 NotImplemented_NoHistory: a server that keeps none) is reported n/a, with why.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse, stringify } from 'yaml';
import {
  defaultUserPassword,
  putBack,
  restoreLine,
  restorePlan,
  runSecrets,
  temporaryPasswords,
} from './lib/conform-passwords.mjs';
import {
  argvRefusal,
  formatTable,
  judgeFirstAnswer,
  notApplicableSteps,
  PASSWORD_ENV,
  plainHttpRefusal,
  prepareDocument,
  redactSecrets,
  resultRows,
  SESSION_ENV,
  SESSION_ROLES,
  sessionsFrom,
  unreachable,
} from './lib/conform.mjs';
import { bundleContract } from './lib/generate.mjs';
import { freePort, root, runStoppable, startWorld } from './lib/processes.mjs';
import { referenceRun } from './lib/reference-run.mjs';
import { referenceTargets, referenceWorkflowId } from './lib/references.mjs';
import { idsFromSession, refusalDocument, refusalPlans } from './lib/refusals.mjs';

let world;
let runDir;
let respect; // the respect process running now (runStoppable)
const cleanUp = () => {
  world?.stop();
  if (runDir) rmSync(runDir, { recursive: true, force: true });
};
/** The run cannot start (no password is changed yet): one line, the world (if this run started it) stopped, exit 2. */
const fail = (message) => {
  console.error(message.startsWith('contract:conform:') ? message : `contract:conform: ${message}`);
  cleanUp();
  process.exit(2);
};

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      server: { type: 'string' },
      sessions: { type: 'string' },
      // Kept only to say what to use instead: a session on the command line is echoed by npm and shown by ps.
      cookie: { type: 'string', multiple: true },
      workflow: { type: 'string', multiple: true },
      mail: { type: 'string' },
      input: { type: 'string', multiple: true },
      'json-output': { type: 'string' },
      'har-output': { type: 'string' },
      'keep-secrets': { type: 'boolean', default: false },
    },
    strict: true,
  }));
} catch (error) {
  fail(error.message);
}
const refusedOption = argvRefusal(options);
if (refusedOption) fail(refusedOption);

let given;
try {
  const file = options.sessions && path.resolve(options.sessions);
  given = sessionsFrom({
    env: process.env,
    file: file && { path: options.sessions, mode: statSync(file).mode, text: readFileSync(file, 'utf8') },
  });
} catch (error) {
  fail(error.code === 'ENOENT' ? `--sessions ${options.sessions}: no such file` : error.message);
}
const sessionRoles = SESSION_ROLES.filter((role) => role in given.sessions);
// Made up for this run, so a step that fails after a change leaves a password no one can derive from the run's log.
const temporary = temporaryPasswords();
const secrets = runSecrets(given, temporary);
// The child gets the secrets in its environment only; respect reads them as `$inputs.env.<NAME>`.
const secretEnv = Object.fromEntries(sessionRoles.map((role) => [SESSION_ENV[role], given.sessions[role]]));
if (given.password) secretEnv[PASSWORD_ENV] = given.password;
Object.assign(secretEnv, temporary);

const inputs = {};
for (const option of options.input ?? []) {
  const at = option.indexOf('=');
  if (at <= 0) fail(`--input ${option}: give it as name=value`);
  inputs[option.slice(0, at)] = option.slice(at + 1);
}
if ((Object.keys(given.sessions).length || given.password) && options.server === undefined) {
  fail(
    'sessions and the password are for --server: the world takes its roles from the persona header and has its own password',
  );
}

const workDir = path.join(root, 'node_modules', '.cache', 'conformance');
const jsonOutput = path.resolve(options['json-output'] ?? path.join(workDir, 'report.json'));
const harOutput = path.resolve(options['har-output'] ?? path.join(workDir, 'calls.har'));
// A workflow repeats one row with YAML aliases for a batch over its limit (import-users: 1,000 of them); `yaml`
// refuses more than 100 by default.
const WORKFLOW_YAML = { maxAliasCount: 2000 };
const contract = parse(readFileSync(path.join(root, 'openapi', 'openapi.yaml'), 'utf8'));
const cookieName = Object.values(contract.components?.securitySchemes ?? {}).find((s) => s.in === 'cookie')?.name;
const workflowsDir = path.join(root, 'openapi', 'workflows');
const files = readdirSync(workflowsDir)
  .filter((name) => name.endsWith('.arazzo.yaml'))
  .sort();
const REFUSALS_FILE = 'refusals.arazzo.yaml';
const REFERENCES_FILE = 'references.arazzo.yaml';

/** Writes a file only its owner may read (a report may hold what the server answered). */
function writePrivate(file, text) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/** The server's first answer, to an anonymous call of the contract: fails fast, in one line, when it is not the service. */
async function preflight(base) {
  const url = `${base}/api/consentdocuments`;
  let answer;
  try {
    answer = await fetch(url, { signal: AbortSignal.timeout(5000), headers: { accept: 'application/json' } });
  } catch (error) {
    fail(unreachable(base, error));
  }
  const verdict = judgeFirstAnswer(base, {
    status: answer.status,
    contentType: answer.headers.get('content-type'),
    body: await answer.text(),
  });
  if (verdict !== 'ok') fail(verdict);
}

/** The mail catcher: `--mail`, or the world's own outbox when the server is a world; undefined when there is none. */
async function mailCatcher(base) {
  if (options.mail) return options.mail.replace(/\/+$/, '');
  try {
    const answer = await fetch(`${base}/__world/outbox?to=nobody@example.com`, { signal: AbortSignal.timeout(5000) });
    if (answer.ok && Array.isArray(await answer.json())) return `${base}/__world`;
  } catch {
    /* not a world */
  }
  return undefined;
}

/** The headers of a call as `role`: its session cookie when sessions are given, else the world's persona header. */
const roleHeaders = (role) => ({
  ...(sessionRoles.length ? { cookie: `${cookieName}=${given.sessions[role]}` } : { 'X-Mock-Persona': role }),
  accept: 'application/json',
  'X-Requested-With': 'XMLHttpRequest',
});

/** The ids of each role the run acts as (`GET /Authentication/current`), which the refusals name. */
async function idsOfRoles(base, roles) {
  const ids = {};
  for (const role of roles) {
    const headers = roleHeaders(role);
    let answer;
    try {
      answer = await fetch(`${base}/Authentication/current`, { headers, signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      fail(unreachable(base, error));
    }
    const body = await answer.json().catch(() => undefined);
    try {
      Object.assign(ids, idsFromSession(role, { status: answer.status, body }));
    } catch (error) {
      const hint = sessionRoles.length ? '' : ` (no session was given: only the world takes its persona header)`;
      fail(`${error.message}${hint}`);
    }
  }
  return ids;
}

// What the password restore needs once respect has started: the workflows it was given, the user and the password.
const ran = [];
let restoreTo;
/** Puts the ordinary user's password back on a server this run did not start; undefined when nothing may be changed. */
async function putPasswordBack() {
  if (world || !restoreTo?.userID || !restoreTo.original) return undefined;
  const plan = restorePlan({ workflows: ran, temporary, ...restoreTo });
  if (plan.length === 0) return undefined;
  return putBack(plan, async (body) => {
    const answer = await fetch(`${server}/api/user/batch/changepassword`, {
      method: 'POST',
      headers: { ...roleHeaders('user'), 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    return { status: answer.status, body: await answer.json().catch(() => undefined) };
  });
}

let stopping;
let signalled;
/**
 * Ends the run, on every path after it started: respect stopped, the password put back, the world (if this run
 * started it) stopped, the run folder removed, then exit (non-zero when a signal stopped the run).
 */
function finish(code) {
  stopping ??= (async () => {
    await respect?.stop();
    const outcome = await putPasswordBack().catch((error) => error.message);
    if (outcome) console.log(`\n${restoreLine(outcome)}`);
    const putBackFailed = outcome && outcome !== 'restored' && outcome !== 'unchanged';
    cleanUp();
    process.exit(signalled ?? (putBackFailed && code === 0 ? 1 : code));
  })();
  return stopping;
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    signalled ??= code;
    console.error(`contract:conform: stopped by ${signal}`);
    void finish(code);
  });
}

let server = options.server?.replace(/\/+$/, '');
if (server !== undefined) {
  try {
    if (!/^https?:$/.test(new URL(server).protocol)) throw new Error('not http(s)');
  } catch {
    fail(`--server must be an http(s) URL such as https://auth.example.com (got "${server}")`);
  }
  const refusedServer = plainHttpRefusal(server, secrets.length > 0);
  if (refusedServer) fail(refusedServer);
}

const bundle = () => bundleContract().catch((error) => fail(`the contract did not bundle: ${error.message}`));
let bundling;
if (server === undefined) {
  // The contract is bundled while the world starts.
  bundling = bundle();
  const port = await freePort();
  try {
    // Known as soon as it is spawned, so that a signal while it starts stops it too.
    await startWorld({ port, inheritOutput: false, onSpawn: (spawned) => (world = spawned) });
  } catch (error) {
    fail(`the world did not start: ${error.message}`);
  }
  server = `http://127.0.0.1:${port}`;
}
await preflight(server);
const spec = await (bundling ?? bundle());
let plans;
try {
  plans = refusalPlans(spec);
} catch (error) {
  fail(`the contract's refusals cannot be generated: ${error.message}`);
}
const knownIds = [
  ...files.flatMap((file) =>
    (parse(readFileSync(path.join(workflowsDir, file), 'utf8'), WORKFLOW_YAML).workflows ?? []).map(
      (w) => w.workflowId,
    ),
  ),
  ...plans.map((plan) => plan.workflowId),
  ...referenceTargets(spec).map(referenceWorkflowId),
];
for (const id of options.workflow ?? []) {
  if (!knownIds.includes(id)) fail(`--workflow ${id}: no such workflow (see docs/conformance.md)`);
}
const chosen = (workflowId) => !options.workflow || options.workflow.includes(workflowId);

let exitCode = 0;
try {
  const mail = await mailCatcher(server);
  // The world's personas are every role; a real server's roles are the sessions given.
  const roles = sessionRoles.length ? sessionRoles : SESSION_ROLES;
  const ids = await idsOfRoles(server, roles);
  const refusals = refusalDocument(spec, { sessions: roles, ids });
  // Every record a workflow makes carries this run's mark, so a second run against the same server starts clean.
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const headersOf = (role) => (role === 'anonymous' ? { accept: 'application/json' } : roleHeaders(role));
  const references = await referenceRun(spec, { base: server, ids, roles, run, headersOf });
  // The working copies and respect's own reports (every answer) sit beside the report, only for the run's length.
  mkdirSync(path.dirname(jsonOutput), { recursive: true });
  runDir = mkdtempSync(path.join(path.dirname(jsonOutput), '.conform-run-'));
  const reports = {};
  const hars = [];
  const skipped = [...references.skipped, ...refusals.skipped].filter((skip) => chosen(skip.workflowId));
  const notes = Object.fromEntries(
    refusals.withoutReadBack.map((id) => [id, 'without its read-back: needs a superUser session']),
  );
  const mode = sessionRoles.length
    ? `sessions of ${sessionRoles.join(', ')}`
    : "the world's persona headers (X-Mock-Persona)";
  console.log(`Conformance of ${server}, roles as ${mode}, mail from ${mail ?? 'nowhere'}, run ${run}\n`);
  const sources = files.map((file) => [
    file,
    parse(readFileSync(path.join(workflowsDir, file), 'utf8'), WORKFLOW_YAML),
  ]);
  const original = given.password ?? sources.map(([, source]) => defaultUserPassword(source)).find(Boolean);
  restoreTo = { userID: ids.userID, original };
  // The refusals last: a server that applies what it should refuse then spoils no other workflow.
  sources.push([REFERENCES_FILE, references.document], [REFUSALS_FILE, refusals.document]);
  for (const [file, source] of sources) {
    const prepared = prepareDocument(source, {
      baseDir: workflowsDir,
      sessions: sessionRoles,
      cookieName,
      hasMail: Boolean(mail),
    });
    skipped.push(...prepared.skipped.filter((skip) => chosen(skip.workflowId)));
    const workflows = (prepared.document.workflows ?? []).filter((workflow) => chosen(workflow.workflowId));
    if (workflows.length === 0) continue;
    const copy = path.join(runDir, file);
    writePrivate(copy, stringify(prepared.document, { aliasDuplicateObjects: false }));
    const report = path.join(runDir, `${file}.json`);
    const har = path.join(runDir, `${file}.har`);
    const args = ['respect', copy, '--server', `auth=${server}`, '--input', JSON.stringify({ ...inputs, run })];
    if (mail) args.push('--server', `mail=${mail}`);
    args.push('--json-output', report, '--har-output', har, '--max-fetch-timeout', '30000');
    if (options['keep-secrets']) args.push('--no-secrets-masking');
    if (options.workflow) for (const workflow of workflows) args.push('--workflow', workflow.workflowId);
    ran.push(...workflows);
    // Asynchronous, so that a signal can stop it.
    respect = runStoppable(path.join(root, 'node_modules', '.bin', 'redocly'), args, {
      ...process.env,
      ...secretEnv,
      NO_COLOR: '1',
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    });
    const result = await respect.done;
    // Stopped by a signal: `finish` ends the run from here.
    if (stopping) await stopping;
    try {
      reports[file] = JSON.parse(readFileSync(report, 'utf8'));
      hars.push(JSON.parse(readFileSync(har, 'utf8')));
    } catch {
      const shown = options['keep-secrets'] ? result.output : redactSecrets(result.output, secrets);
      console.error(`respect did not report on ${file} (exit ${result.status}):\n${shown}`);
      exitCode = 1;
    }
  }
  // A workflow that reached a step of its file's `x-not-applicable` (a server without history) does not apply.
  const rows = resultRows(reports, notApplicableSteps(sources.map(([, source]) => source)));
  console.log(formatTable(rows, skipped, notes));
  if (rows.some((row) => row.result === 'failed')) exitCode = 1;
  const entries = hars.flatMap((har) => har?.log?.entries ?? []);
  const written = {
    report: { server, run, results: rows, skipped, notes, respect: reports },
    har: { log: { ...(hars[0]?.log ?? { version: '1.2' }), entries } },
  };
  const safe = options['keep-secrets'] ? written : redactSecrets(written, secrets);
  writePrivate(jsonOutput, JSON.stringify(safe.report, null, 2));
  writePrivate(harOutput, JSON.stringify(safe.har, null, 2));
  console.log(
    `\nReport: ${path.relative(process.cwd(), jsonOutput)}   Calls (HAR): ${path.relative(process.cwd(), harOutput)}`,
  );
} catch (error) {
  // Not a result of the server's: the run stops here, the password is put back all the same.
  const text = String(error?.stack ?? error);
  console.error(`contract:conform: ${options['keep-secrets'] ? text : redactSecrets(text, secrets)}`);
  exitCode = 2;
}
await finish(exitCode);
