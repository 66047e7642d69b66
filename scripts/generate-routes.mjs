#!/usr/bin/env node
// Regenerates src/route-tree.gen.ts from the route files (what the Vite plugin does on build/dev), with the
// options vite.config.ts gives the plugin. `--check` fails instead when the committed file is stale.
import { readFileSync, mkdtempSync, rmSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';
import { root } from './lib/processes.mjs';

const check = process.argv.includes('--check');
const committedFile = path.join(root, 'src/route-tree.gen.ts');
const options = {
  routesDirectory: './src/routes',
  generatedRouteTree: './src/route-tree.gen.ts',
  quoteStyle: 'single',
  target: 'react',
};

let outDir = root;
if (check) {
  outDir = mkdtempSync(path.join(tmpdir(), 'route-tree-'));
  cpSync(path.join(root, 'src/routes'), path.join(outDir, 'src/routes'), { recursive: true });
}
try {
  const config = getConfig(
    {
      ...options,
      routesDirectory: path.join(outDir, 'src/routes'),
      generatedRouteTree: path.join(outDir, 'src/route-tree.gen.ts'),
      disableLogging: true,
    },
    outDir,
  );
  await new Generator({ config, root: outDir }).run();
  if (check) {
    const fresh = readFileSync(path.join(outDir, 'src/route-tree.gen.ts'), 'utf8');
    let committed = '';
    try {
      committed = readFileSync(committedFile, 'utf8');
    } catch {
      committed = '';
    }
    if (fresh !== committed) {
      console.error('src/route-tree.gen.ts is stale: run `npm run generate` and commit it.');
      process.exit(1);
    }
    console.log('src/route-tree.gen.ts is up to date with src/routes.');
  } else {
    console.log(`Generated ${committedFile}`);
  }
} finally {
  if (check) rmSync(outDir, { recursive: true, force: true });
}
