#!/usr/bin/env node
// `npm run contract:conform`: the contract's Arazzo workflows (openapi/workflows/) run by `redocly respect` against a
// server, to prove it does what the console expects. How to read it: docs/conformance.md.
//
//   npm run contract:conform                                  the world, started on a free port and stopped after
//   npm run contract:conform -- --server <url>                a running server (starts nothing)
//     --cookie <role>=<value>   a session of that role (superUser, orgAdmin, user), repeatable; once one is given,
//                               the world's persona headers are not sent and workflows of roles not given are skipped
//     --mail <url>              a mail catcher answering openapi/workflows/mail.openapi.yaml (the world's is
//                               <server>/__world); without one, the invitation and password reset workflows are skipped
//     --input <name>=<value>    a workflow input, such as userPassword (repeatable)
//     --workflow <id>           only this workflow (repeatable)
//     --json-output <file>      the run's JSON report (default node_modules/.cache/conformance/report.json)
//     --har-output <file>       every call and answer as a HAR file (default node_modules/.cache/conformance/calls.har)
// Exits 0 when every workflow run passes, 1 when one fails, 2 when the run cannot start.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse, stringify } from 'yaml';
import {
  cookiesFrom,
  formatTable,
  judgeFirstAnswer,
  prepareDocument,
  resultRows,
  unreachable,
} from './lib/conform.mjs';
import { freePort, root, startWorld } from './lib/processes.mjs';

let world;
const stopWorld = () => world?.stop();
/** The run cannot start or go on: one line, the world (if this run started it) stopped, exit 2. */
const fail = (message) => {
  console.error(message);
  stopWorld();
  process.exit(2);
};

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      server: { type: 'string' },
      cookie: { type: 'string', multiple: true },
      workflow: { type: 'string', multiple: true },
      mail: { type: 'string' },
      input: { type: 'string', multiple: true },
      'json-output': { type: 'string' },
      'har-output': { type: 'string' },
    },
    strict: true,
  }));
} catch (error) {
  fail(`contract:conform: ${error.message}`);
}

let cookies;
try {
  cookies = cookiesFrom(options.cookie);
} catch (error) {
  fail(`contract:conform: ${error.message}`);
}

const workDir = path.join(root, 'node_modules', '.cache', 'conformance');
const jsonOutput = path.resolve(options['json-output'] ?? path.join(workDir, 'report.json'));
const harOutput = path.resolve(options['har-output'] ?? path.join(workDir, 'calls.har'));
const contract = parse(readFileSync(path.join(root, 'openapi', 'openapi.yaml'), 'utf8'));
const cookieName = Object.values(contract.components?.securitySchemes ?? {}).find((s) => s.in === 'cookie')?.name;
const workflowsDir = path.join(root, 'openapi', 'workflows');
const files = readdirSync(workflowsDir)
  .filter((name) => name.endsWith('.arazzo.yaml'))
  .sort();

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
  if (verdict !== 'ok') fail(`contract:conform: ${verdict}`);
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

const inputs = {};
for (const option of options.input ?? []) {
  const at = option.indexOf('=');
  if (at <= 0) fail(`contract:conform: --input ${option}: give it as name=value`);
  inputs[option.slice(0, at)] = option.slice(at + 1);
}

process.on('SIGINT', () => {
  stopWorld();
  process.exit(130);
});

if (Object.keys(cookies).length && options.server === undefined) {
  fail(
    'contract:conform: --cookie needs --server: the world takes its roles from the persona header, not from cookies',
  );
}
const knownIds = files.flatMap((file) =>
  (parse(readFileSync(path.join(workflowsDir, file), 'utf8')).workflows ?? []).map((workflow) => workflow.workflowId),
);
for (const id of options.workflow ?? []) {
  if (!knownIds.includes(id)) fail(`contract:conform: --workflow ${id}: no such workflow (${knownIds.join(', ')})`);
}

let server = options.server?.replace(/\/+$/, '');
if (server !== undefined) {
  try {
    if (!/^https?:$/.test(new URL(server).protocol)) throw new Error('not http(s)');
  } catch {
    fail(`contract:conform: --server must be an http(s) URL such as https://auth.example.com (got "${server}")`);
  }
} else {
  const port = await freePort();
  try {
    world = await startWorld({ port, inheritOutput: false });
  } catch (error) {
    fail(`contract:conform: the world did not start: ${error.message}`);
  }
  server = `http://127.0.0.1:${port}`;
}

let exitCode = 0;
try {
  await preflight(server);
  const mail = await mailCatcher(server);
  rmSync(path.join(workDir, 'run'), { recursive: true, force: true });
  mkdirSync(path.join(workDir, 'run'), { recursive: true });
  // Every record a workflow makes carries this run's mark, so a second run against the same server starts clean.
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const reports = {};
  const hars = [];
  const skipped = [];
  const mode = Object.keys(cookies).length
    ? `sessions of ${Object.keys(cookies).join(', ')}`
    : "the world's persona headers (X-Mock-Persona)";
  console.log(`Conformance of ${server}, roles as ${mode}, mail from ${mail ?? 'nowhere'}, run ${run}\n`);
  for (const file of files) {
    const source = parse(readFileSync(path.join(workflowsDir, file), 'utf8'));
    const prepared = prepareDocument(source, { baseDir: workflowsDir, cookies, cookieName, hasMail: Boolean(mail) });
    skipped.push(...prepared.skipped);
    const chosen = (prepared.document.workflows ?? []).filter(
      (workflow) => !options.workflow || options.workflow.includes(workflow.workflowId),
    );
    if (chosen.length === 0) continue;
    const copy = path.join(workDir, 'run', file);
    writeFileSync(copy, stringify(prepared.document));
    const report = path.join(workDir, 'run', `${file}.json`);
    const har = path.join(workDir, 'run', `${file}.har`);
    const args = ['respect', copy, '--server', `auth=${server}`, '--input', JSON.stringify({ ...inputs, run })];
    if (mail) args.push('--server', `mail=${mail}`);
    args.push('--json-output', report, '--har-output', har, '--max-fetch-timeout', '30000');
    for (const workflow of chosen) args.push('--workflow', workflow.workflowId);
    const result = spawnSync(path.join(root, 'node_modules', '.bin', 'redocly'), args, {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    try {
      reports[file] = JSON.parse(readFileSync(report, 'utf8'));
      hars.push(JSON.parse(readFileSync(har, 'utf8')));
    } catch {
      console.error(`respect did not report on ${file} (exit ${result.status}):\n${result.stdout}${result.stderr}`);
      exitCode = 1;
    }
  }
  const rows = resultRows(reports);
  console.log(formatTable(rows, skipped));
  if (rows.some((row) => row.result === 'failed')) exitCode = 1;
  mkdirSync(path.dirname(jsonOutput), { recursive: true });
  writeFileSync(jsonOutput, JSON.stringify({ server, run, results: rows, skipped, respect: reports }, null, 2));
  mkdirSync(path.dirname(harOutput), { recursive: true });
  const entries = hars.flatMap((har) => har?.log?.entries ?? []);
  writeFileSync(harOutput, JSON.stringify({ log: { ...(hars[0]?.log ?? { version: '1.2' }), entries } }, null, 2));
  console.log(
    `\nReport: ${path.relative(process.cwd(), jsonOutput)}   Calls (HAR): ${path.relative(process.cwd(), harOutput)}`,
  );
} finally {
  stopWorld();
}
process.exit(exitCode);
