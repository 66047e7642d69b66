#!/usr/bin/env node
// `npm run test:quick`: the inner loop while developing. Typecheck, the unit tests that the change can affect
// (Vitest's --changed: its module graph from the changed files), and the e2e tests whose tags name what differs
// (scripts/lib/quick-specs.mjs). `npm test` stays the full gate.
//
//   npm run test:quick                    against main: the merge base with origin/main or main, else (on main
//                                         itself) the uncommitted changes against HEAD
//   npm run test:quick -- --base <rev>    against another revision
//   npm run test:quick -- --list          only print what would run
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/processes.mjs';
import { helpersDeclaringTests, specsForChange, tagsOfSpec } from './lib/quick-specs.mjs';

const argv = process.argv.slice(2);
const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const tryGit = (...args) => {
  try {
    return git(...args);
  } catch {
    return '';
  }
};

function baseRevision() {
  if (argv.includes('--base')) return argv[argv.indexOf('--base') + 1];
  for (const candidate of ['origin/main', 'main']) {
    const base = tryGit('merge-base', 'HEAD', candidate);
    if (base && base !== git('rev-parse', 'HEAD')) return base;
  }
  return 'HEAD';
}

const base = baseRevision();
const changed = [
  ...new Set([
    ...git('diff', '--name-only', base).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ]),
].filter(Boolean);

/** Every file under a folder, relative to the root. */
function filesUnder(dir) {
  const out = [];
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = path.posix.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) out.push(...filesUnder(rel));
    else out.push(rel);
  }
  return out;
}

const read = (file) => readFileSync(path.join(root, file), 'utf8');
const folders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const sources = filesUnder('src').filter((file) => /\.(ts|tsx)$/.test(file));
const imports = new Map();
/** The files a module imports relatively, relative to the root and without their extension. */
const importsOf = (file) => {
  if (!imports.has(file)) {
    imports.set(
      file,
      [...read(file).matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].map((match) =>
        path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1])),
      ),
    );
  }
  return imports.get(file);
};
const sameModule = (imported, file) => imported === file.replace(/\.(ts|tsx|mjs)$/, '') || imported === file;

const directImporters = (file) =>
  sources.filter((source) => importsOf(source).some((imported) => sameModule(imported, file)));
/** Every source file that imports `file`, directly or through other modules (a lib rule reaches features via blocks). */
function importersOf(file) {
  const found = new Set();
  const queue = [file];
  while (queue.length) {
    for (const importer of directImporters(queue.shift())) {
      if (!found.has(importer)) {
        found.add(importer);
        queue.push(importer);
      }
    }
  }
  return [...found];
}

/** The modules of src that use a catalogue's keys (`'grid.toolbar.save'`), the catalogues and tests aside. */
const keyUsers = (catalogue) =>
  sources.filter(
    (file) =>
      !file.startsWith('src/lib/messages/') &&
      !/\.test\.tsx?$/.test(file) &&
      new RegExp(`['"\`]${catalogue}\\.\\w`).test(read(file)),
  );

const e2eFiles = filesUnder('e2e').map((file) => file.slice('e2e/'.length));
const helpers = e2eFiles
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
  .flatMap((file) => helpersDeclaringTests(read(`e2e/${file}`)));
const specTags = Object.fromEntries(
  e2eFiles.filter((file) => file.endsWith('.spec.ts')).map((spec) => [spec, tagsOfSpec(read(`e2e/${spec}`), helpers)]),
);

const selection = specsForChange(changed, {
  specs: specTags,
  areas: folders('src/features'),
  importersOf,
  importedBy: directImporters,
  featuresOfRoute: (file) =>
    importsOf(file)
      .map((imported) => /^src\/features\/([^/]+)\//.exec(imported)?.[1])
      .filter(Boolean),
  keyUsers,
  specImports: (spec) =>
    importsOf(`e2e/${spec}`).map((imported) =>
      ['.ts', '.tsx', '.mjs']
        .map((extension) => imported + extension)
        .find((file) => existsSync(path.join(root, file))),
    ),
});

const e2eArgs = [
  ...selection.specs.map((spec) => `e2e/${spec}`),
  ...(selection.grep ? ['--grep', selection.grep] : []),
];
console.log(
  `test:quick against ${base === 'HEAD' ? 'HEAD (uncommitted changes)' : base}: ${changed.length} changed file(s)`,
);
console.log(`e2e tags: ${selection.tags.length ? selection.tags.join(' ') : 'none'}`);
console.log(`e2e specs run whole: ${selection.whole.length ? selection.whole.join(', ') : 'none'}`);
console.log(`e2e specs: ${selection.specs.length ? selection.specs.join(', ') : 'none'}`);
if (selection.grep) console.log(`e2e grep: ${selection.grep}`);
if (argv.includes('--list')) process.exit(0);

const steps = [
  ['npm', ['run', '--silent', 'typecheck']],
  ['npx', ['vitest', 'run', '--changed', base, '--passWithNoTests']],
  ...(selection.specs.length ? [['npm', ['run', '--silent', 'test:e2e', '--', ...e2eArgs]]] : []),
];
for (const [command, args] of steps) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
