#!/usr/bin/env node
// Makes sure Debian's Chromium is there (Playwright cannot download browsers here): the headless shell for the
// end-to-end tests (package chromium-headless-shell), or with `--full` the whole browser for `npm run bench`
// (package chromium). CHROMIUM_PATH names another binary.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const full = process.argv.includes('--full');
const pkg = full ? 'chromium' : 'chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? `/usr/bin/${pkg}`;
if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`${CHROMIUM} is missing: installing Debian's ${pkg} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`apt-get update -qq && apt-get install -y -qq ${pkg}`, { stdio: 'inherit', env });
  if (existsSync(CHROMIUM)) process.exit(0);
}
console.error(
  `Chromium was not found at ${CHROMIUM}. Install Debian's package as root: apt-get install -y ${pkg} ` +
    '(or point CHROMIUM_PATH at a Chromium binary).',
);
process.exit(1);
