#!/usr/bin/env node
// Shows that contract drift is a compile error: renames User.shortName in a copy of the contract, regenerates the
// types into a copy of src/, and expects `tsc` to fail on the places that use the old name.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/processes.mjs';

const SCHEMA = 'User';
const FIELD = 'shortName';
const RENAMED = 'shortNameRenamedByDriftCheck';

const work = path.join(root, 'node_modules', '.cache', 'drift-check');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

try {
  const bundled = path.join(work, 'openapi.json');
  execFileSync(bin('redocly'), ['bundle', 'openapi/openapi.yaml', '-o', bundled, '--ext', 'json'], {
    cwd: root,
    stdio: 'ignore',
  });
  const spec = JSON.parse(readFileSync(bundled, 'utf8'));
  const schema = spec.components.schemas[SCHEMA];
  if (!schema?.properties?.[FIELD]) throw new Error(`The contract has no ${SCHEMA}.${FIELD} to rename`);
  schema.properties[RENAMED] = schema.properties[FIELD];
  delete schema.properties[FIELD];
  if (Array.isArray(schema.required)) schema.required = schema.required.map((f) => (f === FIELD ? RENAMED : f));
  writeFileSync(bundled, JSON.stringify(spec));

  cpSync(path.join(root, 'src'), path.join(work, 'src'), { recursive: true });
  execFileSync(
    bin('openapi-typescript'),
    [bundled, '-o', path.join(work, 'src/api/schema.gen.ts'), '--enum', '--enum-values', '--dedupe-enums'],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
  const tsconfig = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
  tsconfig.include = ['src'];
  writeFileSync(path.join(work, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));

  const result = spawnSync(bin('tsc'), ['-p', path.join(work, 'tsconfig.json')], { cwd: work, encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`;
  const errors = output.split('\n').filter((line) => line.includes('error TS'));
  const mentioning = errors.filter((line) => line.includes(FIELD));
  if (result.status === 0 || mentioning.length === 0) {
    console.error(`Drift check FAILED: renaming ${SCHEMA}.${FIELD} in the contract did not break the typecheck.`);
    console.error(output);
    process.exit(1);
  }
  console.log(
    `Drift check: renaming ${SCHEMA}.${FIELD} in the contract breaks the typecheck in ${mentioning.length} place(s), e.g.`,
  );
  for (const line of mentioning.slice(0, 3)) console.log(`  ${line.replace(work + path.sep, '')}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
