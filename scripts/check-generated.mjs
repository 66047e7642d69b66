#!/usr/bin/env node
// Fails when the committed generated files differ from what the contract generates now.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from './lib/generate.mjs';
import { root } from './lib/processes.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'contract-gen-'));
try {
  const fresh = generate({ outDir: dir });
  const stale = [];
  for (const file of Object.values(fresh)) {
    const committed = path.join(root, 'src/api', path.basename(file));
    let current = '';
    try {
      current = readFileSync(committed, 'utf8');
    } catch {
      current = '';
    }
    if (current !== readFileSync(file, 'utf8')) stale.push(path.relative(root, committed));
  }
  if (stale.length) {
    console.error(`Stale generated files: ${stale.join(', ')}. Run \`npm run generate\` and commit the result.`);
    process.exit(1);
  }
  console.log(
    'Generated types, limits, write-only answers, read-only requests, session cookie, path ids and access levels are up to date with openapi/.',
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
