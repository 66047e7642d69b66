#!/usr/bin/env node
// Makes sure Debian's Chromium is there for the end-to-end tests (Playwright cannot download browsers here).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`${CHROMIUM} is missing: installing Debian's chromium with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq && apt-get install -y -qq chromium', { stdio: 'inherit', env });
  if (existsSync(CHROMIUM)) process.exit(0);
}
console.error(
  `Chromium was not found at ${CHROMIUM}. Install Debian's package as root: apt-get install -y chromium ` +
    '(or point CHROMIUM_PATH at a Chromium binary).',
);
process.exit(1);
