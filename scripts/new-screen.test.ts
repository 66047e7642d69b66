// `npm run new:screen` (scripts/new-screen.mjs) run for real, into a copy of this checkout: what it makes must
// typecheck, lint and pass its own unit test there. A change elsewhere that the templates no longer fit (a renamed
// block, hook or helper) fails here, not in the next developer's first run of the generator.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyCheckout, runIn } from './lib/checkout-copy';

let copy = '';

/** What the generator makes for `demo-clients Client` (the clients' calls, which the mock serves). */
const MADE = [
  'src/features/demo-clients/demo-clients-queries.ts',
  'src/features/demo-clients/client-record.ts',
  'src/features/demo-clients/client-record.test.ts',
  'src/features/demo-clients/client-rules.ts',
  'src/features/demo-clients/client-rules.test.ts',
  'src/features/demo-clients/demo-clients-screen.tsx',
  'src/features/demo-clients/client-edit-screen.tsx',
  'src/features/demo-clients/messages/en.ts',
  'src/features/demo-clients/messages/de.ts',
  'src/routes/admin/democlients/index.tsx',
  'src/routes/admin/democlients/edit/$id.tsx',
  'e2e/demo-clients.spec.ts',
];
const CHANGED = ['src/lib/messages/en/shell.ts', 'src/lib/messages/de/shell.ts', 'e2e/support/routes.ts'];
const E2E = ['e2e/demo-clients.spec.ts', 'e2e/support/routes.ts'];

/** Runs a command in the copy. */
const run = (command: string, args: string[]) => runIn(copy, command, args);
const bin = (name: string) => path.join(copy, 'node_modules', '.bin', name);

beforeAll(() => {
  copy = copyCheckout('new-screen-');
}, 60_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run new:screen', () => {
  it('makes a list screen with an edit page that typechecks, lints and passes its unit test', async () => {
    const made = await run(process.execPath, ['scripts/new-screen.mjs', 'demo-clients', 'Client']);
    expect(made.code, made.output).toBe(0);
    expect(MADE.filter((file) => !existsSync(path.join(copy, file)))).toEqual([]);
    expect(made.output).toContain('~ src/route-tree.gen.ts');

    // The spec and the route list as the Node project checks them (only those, and what they import).
    const e2eProject = { extends: './tsconfig.node.json', include: [...E2E, 'src/vite-env.d.ts'] };
    writeFileSync(path.join(copy, 'tsconfig.new-screen.json'), JSON.stringify(e2eProject));
    const [app, e2e, lint, unit] = await Promise.all([
      run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']),
      run(bin('tsc'), ['-p', 'tsconfig.new-screen.json', '--noEmit']),
      run(bin('eslint'), ['--max-warnings', '0', ...MADE, ...CHANGED]),
      run(bin('vitest'), ['run', '--project', 'logic', 'src/features/demo-clients']),
    ]);
    expect(app.output, 'tsc -p tsconfig.json').toBe('');
    expect(e2e.output, 'tsc of the spec and e2e/support/routes.ts').toBe('');
    expect(lint.code, lint.output).toBe(0);
    expect(unit.code, unit.output).toBe(0);
    const formatted = await run(bin('prettier'), ['--check', '--log-level', 'warn', ...MADE, ...CHANGED]);
    expect(formatted.output, 'prettier --check').toBe('');
  }, 300_000);
});
