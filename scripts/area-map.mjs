#!/usr/bin/env node
// `npm run areas`: writes each area's map (its operations, routes and files in every tree) into the generated
// section of its README (src/features/<area>/README.md; the session's src/app/session-area.md). `--check` fails
// instead when one is stale; scripts/area-map.test.ts checks the same.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readmes } from './lib/area-map.mjs';
import { root } from './lib/processes.mjs';

const check = process.argv.includes('--check');
const stale = readmes(root).filter(({ current, expected }) => current !== expected);
if (check) {
  if (stale.length) {
    console.error(`Stale area maps (run npm run areas): ${stale.map(({ file }) => file).join(', ')}`);
    process.exit(1);
  }
  console.log('Every area README has its map up to date.');
} else {
  for (const { file, expected } of stale) writeFileSync(path.join(root, file), expected);
  console.log(stale.length ? `Wrote ${stale.map(({ file }) => file).join(', ')}` : 'Every area map was up to date.');
}
