#!/usr/bin/env node
// `npm run quality`: renders docs/quality.json into docs/quality.md and the README's figures table.
//   -- --bench    first takes the timings of bench/results.json (after `npm run bench`), under the run's size
//   -- --suite    first takes the phase times of the last `npm test` (node_modules/.cache/suite-times.json)
//   -- --check    changes nothing; fails when a document differs from docs/quality.json (`check:size` runs it)
// Sizes are taken by `npm run check:size -- --update-quality`, which measures them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/processes.mjs';
import { readQuality, staleDocuments, writeQuality } from './lib/quality-files.mjs';
import { benchFromResults, withBench } from './lib/quality.mjs';
import { suiteTimesFile } from './lib/test-paths.mjs';

const argv = new Set(process.argv.slice(2));
const readJson = (file, hint) => {
  if (!existsSync(file)) {
    console.error(`quality: no ${path.relative(root, file)}; ${hint}`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
};

if (argv.has('--check')) {
  const stale = staleDocuments();
  if (stale.length) {
    console.error(`quality: ${stale.join(' and ')} differ from docs/quality.json; run \`npm run quality\` and commit.`);
    process.exit(1);
  }
  console.log('quality: docs/quality.md and the README show docs/quality.json.');
} else {
  const quality = readQuality();
  if (argv.has('--bench'))
    quality.bench = withBench(
      quality.bench,
      benchFromResults(readJson(path.join(root, 'bench/results.json'), 'run `npm run bench` first.')),
    );
  if (argv.has('--suite')) quality.suite = readJson(suiteTimesFile, 'run `npm test` first.');
  writeQuality(quality);
  console.log('quality: docs/quality.json, docs/quality.md and the README updated.');
}
