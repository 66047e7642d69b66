#!/usr/bin/env node
// `npm run check:test-code`: fails when a production build carries test-only code (the mock's QA switches, the e2e
// hooks on window, the pseudo-locale, an unreferenced test-only chunk included); scripts/lib/test-code.mjs says what
// counts. `npm test` runs it on the production build check:size has just made.
//   -- --dist <dir>   checks that build folder (default: builds the production app into node_modules/.cache)
//   -- --size-build   checks the build of `npm run check:size`
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/processes.mjs';
import { testCodeFindings } from './lib/test-code.mjs';

const argv = process.argv.slice(2);
const distArg = argv.includes('--dist') ? argv[argv.indexOf('--dist') + 1] : undefined;
const sizeBuild = path.join(root, 'node_modules/.cache/size-dist');
let dist = distArg ? path.resolve(root, distArg) : argv.includes('--size-build') ? sizeBuild : undefined;
if (!dist) {
  dist = path.join(root, 'node_modules/.cache/test-code-dist');
  console.log('check:test-code: building the production app...');
  execFileSync(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', '--mode', 'production', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: root, stdio: 'inherit' },
  );
}

const files = readdirSync(dist, { recursive: true })
  .map((name) => String(name))
  .filter((name) => /\.(js|mjs|css|html)$/.test(name))
  .map((name) => ({ name: name.split(path.sep).join('/'), text: readFileSync(path.join(dist, name), 'utf8') }));
const findings = testCodeFindings(files);
if (findings.length) {
  console.error(`check:test-code: the production build (${dist}) carries test-only code:`);
  for (const finding of findings) console.error(`  ${finding}`);
  console.error('Gate it with __QA_SWITCHES__ (build/api-mode.ts), the constant itself, so the build drops it.');
  process.exit(1);
}
console.log(`check:test-code: ${files.length} files of ${path.relative(root, dist) || dist}, no test-only code.`);
