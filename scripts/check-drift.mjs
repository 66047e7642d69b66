#!/usr/bin/env node
// Shows that contract drift is a compile error: renames User.shortName in a copy of the contract, regenerates the
// types into a copy of src/, and expects `tsc` to fail on the places that use the old name. It checks the code that
// reads the field (ROOTS and what they import), clean before the rename: the whole of src/ is typechecked beside it
// (`npm run typecheck`), and a full third typecheck only made the gate slower.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/processes.mjs';

const SCHEMA = 'User';
const FIELD = 'shortName';
const RENAMED = 'shortNameRenamedByDriftCheck';

/** Code that reads User.shortName and needs no route tree or message registry to typecheck on its own. */
const ROOTS = [
  'src/lib/session.ts',
  'src/lib/grid-search.ts',
  'src/components/user-form/user-record.ts',
  'src/components/session-ended/session-ended-dialog.tsx',
  'src/features/users/user-rules.ts',
];

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
  for (const file of ROOTS) {
    if (!readFileSync(path.join(work, file), 'utf8').includes(FIELD)) {
      throw new Error(`${file} no longer reads ${SCHEMA}.${FIELD}: give the drift check roots that do`);
    }
  }
  const tsconfig = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
  delete tsconfig.include;
  tsconfig.files = [...ROOTS, 'src/vite-env.d.ts'];
  writeFileSync(path.join(work, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
  const typecheck = () =>
    spawnSync(bin('tsc'), ['-p', path.join(work, 'tsconfig.json')], { cwd: work, encoding: 'utf8' });

  const before = typecheck();
  if (before.status !== 0) {
    console.error('Drift check FAILED: its roots do not typecheck before the rename.');
    console.error(`${before.stdout}${before.stderr}`);
    process.exit(1);
  }

  execFileSync(
    bin('openapi-typescript'),
    [bundled, '-o', path.join(work, 'src/api/schema.gen.ts'), '--enum', '--enum-values', '--dedupe-enums'],
    { cwd: root, stdio: 'ignore' },
  );
  const result = typecheck();
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
