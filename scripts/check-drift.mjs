#!/usr/bin/env node
// Shows that contract drift is a compile error: renames a user's shortName in a copy of the contract, regenerates the
// types into a copy of src/, and expects `tsc` to fail in each of a sample of the code that reads the field (ROOTS,
// with what they import), which typechecks cleanly before the rename. A sample, not all of src/: the whole of src/ is
// typechecked beside it (`npm run typecheck`), and a third full typecheck made the gate slower without proving more.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/processes.mjs';

// The field lives in the write shape; the read shape (User: allOf UserChange) requires it by name.
const SCHEMA = 'UserChange';
const READ_SCHEMA = 'User';
const FIELD = 'shortName';
const RENAMED = 'shortNameRenamedByDriftCheck';

/** Code that reads a user's shortName and needs no route tree or message registry to typecheck on its own. */
const ROOTS = [
  'src/features/users/user-record.ts',
  'src/components/session-ended/session-ended-dialog.tsx',
  'src/features/users/user-rules.ts',
];
/** The feature catalogues whose keys the roots name: each adds its area to the catalogues' types when compiled. */
const CATALOGUES = ['src/features/users/messages/en.ts'];

const work = path.join(root, 'node_modules', '.cache', 'drift-check');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Prints why the check failed; the exit code is set, and the copy is still removed (`finally`). */
function failed(message, output) {
  console.error(`Drift check FAILED: ${message}`);
  console.error(output);
  process.exitCode = 1;
}

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
  for (const named of [schema, spec.components.schemas[READ_SCHEMA]]) {
    if (Array.isArray(named?.required)) named.required = named.required.map((f) => (f === FIELD ? RENAMED : f));
  }
  // The examples still hold the old name, which a closed shape refuses and openapi-typescript checks: types only.
  writeFileSync(
    bundled,
    JSON.stringify(spec, (key, value) => (key === 'example' || key === 'examples' ? undefined : value)),
  );

  cpSync(path.join(root, 'src'), path.join(work, 'src'), { recursive: true });
  const tsconfig = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
  delete tsconfig.include;
  tsconfig.files = [...ROOTS, ...CATALOGUES, 'src/vite-env.d.ts'];
  writeFileSync(path.join(work, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
  const typecheck = () =>
    spawnSync(bin('tsc'), ['-p', path.join(work, 'tsconfig.json')], { cwd: work, encoding: 'utf8' });

  const before = typecheck();
  if (before.status !== 0) failed('its roots do not typecheck before the rename.', `${before.stdout}${before.stderr}`);
  else proveDrift(bundled, typecheck);
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** Regenerates the types from the renamed contract; each root must now fail on the old name. */
function proveDrift(bundled, typecheck) {
  execFileSync(
    bin('openapi-typescript'),
    [bundled, '-o', path.join(work, 'src/api/schema.gen.ts'), '--enum', '--enum-values', '--dedupe-enums'],
    { cwd: root, stdio: 'ignore' },
  );
  const result = typecheck();
  const output = `${result.stdout}${result.stderr}`;
  const mentioning = output
    .split('\n')
    .filter((line) => line.includes('error TS') && line.includes(FIELD))
    .map((line) => line.replace(work + path.sep, ''));
  const unbroken = ROOTS.filter((file) => !mentioning.some((line) => line.startsWith(`${file}(`)));
  if (result.status === 0 || unbroken.length > 0) {
    failed(
      `renaming ${SCHEMA}.${FIELD} in the contract did not break the typecheck of ${unbroken.join(', ') || 'its roots'} (ROOTS must read the field).`,
      output,
    );
    return;
  }
  console.log(
    `Drift check: renaming ${SCHEMA}.${FIELD} in the contract breaks the typecheck in ${mentioning.length} place(s), e.g.`,
  );
  for (const line of mentioning.slice(0, 3)) console.log(`  ${line}`);
}
