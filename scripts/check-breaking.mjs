#!/usr/bin/env node
// `npm run contract:breaking` (part of `npm test`): names every breaking change of the contract against a base
// commit, and fails unless each is acknowledged in openapi/BREAKING-CHANGES.md.
//
// Base: HEAD when openapi/ has uncommitted changes (Markdown files there do not count), otherwise HEAD's parent
// (the change the last commit made). `-- --base <rev>` compares with another commit (say origin/main in CI).
// Both contracts are bundled with `redocly bundle --ext json` (not dereferenced) and compared by
// scripts/lib/contract-diff.mjs.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { acknowledgements, diffContracts } from './lib/contract-diff.mjs';
import { root } from './lib/processes.mjs';

const ACK_FILE = 'openapi/BREAKING-CHANGES.md';
const run = promisify(execFile);
const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const gitOk = (...args) => {
  try {
    git(...args);
    return true;
  } catch {
    return false;
  }
};
const pass = (message) => {
  console.log(`Contract breaking-change check: ${message}`);
  process.exit(0);
};

const baseArg = process.argv.indexOf('--base');
let base = baseArg === -1 ? undefined : process.argv[baseArg + 1];
let why;
if (!gitOk('rev-parse', '--is-inside-work-tree'))
  pass('not a git work tree, so there is no base commit to compare with; passing.');
if (base) {
  if (!gitOk('rev-parse', '--verify', '--quiet', `${base}^{commit}`)) {
    console.error(`Contract breaking-change check: --base ${base} is not a commit.`);
    process.exit(1);
  }
  why = 'the commit given with --base';
} else {
  if (!gitOk('rev-parse', '--verify', '--quiet', 'HEAD'))
    pass('no commit yet, so there is no base to compare with; passing.');
  const dirty = git('status', '--porcelain', '--untracked-files=all', '--', 'openapi')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().toLowerCase().endsWith('.md'));
  if (dirty.length) {
    base = 'HEAD';
    why = 'openapi/ has uncommitted changes';
  } else {
    if (!gitOk('rev-parse', '--verify', '--quiet', 'HEAD^')) {
      const shallow =
        gitOk('rev-parse', '--is-shallow-repository') && git('rev-parse', '--is-shallow-repository') === 'true';
      pass(
        shallow
          ? "HEAD's parent is not in this shallow clone (fetch with --depth 2 or more, or pass --base), so there is no base to compare with; passing."
          : 'HEAD has no parent commit, so there is no base to compare with; passing.',
      );
    }
    base = 'HEAD^';
    why = 'the change the last commit made';
  }
}
const baseLabel = `${base} (${git('log', '-1', '--format=%h %s', base).slice(0, 90)})`;
if (!gitOk('cat-file', '-e', `${base}:openapi/openapi.yaml`))
  pass(`${baseLabel} has no openapi/openapi.yaml, so there is nothing to compare with; passing.`);

const work = mkdtempSync(path.join(tmpdir(), 'contract-breaking-'));
let exitCode = 0;
try {
  execFileSync('sh', ['-c', 'git archive "$1" openapi | tar -x -C "$2"', 'sh', base, work], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const redocly = path.join(root, 'node_modules', '.bin', 'redocly');
  const bundle = async (entry, out) => {
    try {
      await run(redocly, ['bundle', entry, '--ext', 'json', '-o', out], { cwd: root });
    } catch (error) {
      throw new Error(
        `redocly bundle ${path.relative(root, entry) || entry} failed:\n${error.stderr ?? error.message}`,
      );
    }
    return JSON.parse(readFileSync(out, 'utf8'));
  };
  const [oldSpec, newSpec] = await Promise.all([
    bundle(path.join(work, 'openapi', 'openapi.yaml'), path.join(work, 'old.json')),
    bundle(path.join(root, 'openapi', 'openapi.yaml'), path.join(work, 'new.json')),
  ]);
  const { breaking, info } = diffContracts(oldSpec, newSpec);
  const ackText = existsSync(path.join(root, ACK_FILE)) ? readFileSync(path.join(root, ACK_FILE), 'utf8') : '';
  const { acknowledged, withoutReason, unacknowledged } = acknowledgements(breaking, ackText);

  console.log(`Contract breaking-change check: working tree vs ${baseLabel}, ${why}.`);
  if (!breaking.length && !info.length) console.log('  No differences in paths, operations or schemas.');
  if (info.length) {
    console.log(`  Non-breaking (${info.length}):`);
    for (const line of info) console.log(`    info: ${line}`);
  }
  if (breaking.length) {
    console.log(`  Breaking (${breaking.length}):`);
    for (const line of breaking) {
      const state = acknowledged.includes(line)
        ? 'acknowledged'
        : withoutReason.includes(line)
          ? 'NO REASON GIVEN'
          : 'NOT ACKNOWLEDGED';
      console.log(`    BREAKING (${state}): ${line}`);
    }
  }
  const open = [...unacknowledged, ...withoutReason];
  if (open.length) {
    console.error('');
    console.error(
      `${open.length} breaking change(s) of the contract are not acknowledged. If the change is intended, add one list item per`,
    );
    console.error(
      `change to ${ACK_FILE}, quoting the line above exactly in backticks and saying why it is safe (and how`,
    );
    console.error('clients adapt), e.g.:');
    for (const line of open) console.error(`- \`${line}\` — <reason>`);
    console.error('Otherwise restore what the change removed or narrowed.');
    exitCode = 1;
  } else {
    console.log(
      breaking.length
        ? '  Every breaking change is acknowledged in openapi/BREAKING-CHANGES.md.'
        : '  No breaking changes.',
    );
  }
} catch (error) {
  console.error(`Contract breaking-change check failed to run: ${error.message}`);
  exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(exitCode);
