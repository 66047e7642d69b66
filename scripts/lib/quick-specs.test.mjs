import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './processes.mjs';
import {
  SWEEP_SPECS,
  catalogueOf,
  grepFor,
  helpersDeclaringTests,
  knownTags,
  specsForChange,
  specsOfArea,
  tagsOfSpec,
  testsOfSpec,
} from './quick-specs.mjs';

/** Each spec (its path under e2e/) with the tags its tests carry. */
const specs = {
  'account.spec.ts': ['@account'],
  'users.spec.ts': ['@users', '@data-grid'],
  'shell.spec.ts': ['@shell'],
  'keyboard.spec.ts': ['@data-grid', '@tree'],
  'secrets.spec.ts': ['@account'],
  'fuzz.spec.ts': ['@shell', '@users'],
  'teams.spec.ts': ['@teams'],
  'teams-members.spec.ts': ['@teams', '@data-grid'],
  'german-grid.spec.ts': ['@de', '@data-grid', '@users'],
  'flows/users.spec.ts': ['@users'],
};
const screenSpecs = Object.keys(specs)
  .filter((spec) => !SWEEP_SPECS.includes(spec))
  .sort();
const tree = (overrides = {}) => ({
  specs,
  areas: ['account', 'users', 'teams', 'clients'],
  importersOf: () => [],
  importedBy: () => [],
  featuresOfRoute: () => [],
  keyUsers: () => [],
  specImports: () => [],
  ...overrides,
});
/** The specs that run for a change, and the tags picking their tests. */
const run = (changed, overrides) => {
  const { specs: running, tags } = specsForChange(changed, tree(overrides));
  return { specs: running, tags };
};

describe('specsForChange', () => {
  it('runs the tests tagged with a changed feature area, or every screen spec when no test names it', () => {
    expect(run(['src/features/users/users-screen.tsx'])).toEqual({
      specs: ['flows/users.spec.ts', 'german-grid.spec.ts', 'users.spec.ts'],
      tags: ['@users'],
    });
    const teams = ['teams-members.spec.ts', 'teams.spec.ts'];
    expect(run(['src/features/teams/team-edit-screen.tsx']).specs).toEqual(teams);
    const clients = specsForChange(['src/features/clients/clients-screen.tsx'], tree());
    expect(clients.specs).toEqual(screenSpecs);
    expect(clients.whole).toEqual(screenSpecs);
    expect(clients.grep).toBeNull();
  });

  it('runs a changed spec whole, and the specs that import a changed e2e helper (the sweeps too)', () => {
    expect(specsForChange(['e2e/users.spec.ts'], tree())).toEqual({
      tags: [],
      whole: ['users.spec.ts'],
      specs: ['users.spec.ts'],
      grep: null,
    });
    expect(specsForChange(['e2e/flows/users.spec.ts'], tree()).whole).toEqual(['flows/users.spec.ts']);
    const specImports = (spec) =>
      spec === 'fuzz.spec.ts' || spec === 'users.spec.ts' ? ['e2e/support/fixtures.ts'] : [];
    const importing = specsForChange(['e2e/support/fixtures.ts'], tree({ specImports }));
    expect(importing.whole).toEqual(['fuzz.spec.ts', 'users.spec.ts']);
  });

  it('runs a screen spec whole when a src module it imports changes, but no sweep', () => {
    const specImports = (spec) => (spec === 'fuzz.spec.ts' || spec === 'shell.spec.ts' ? ['src/lib/pseudo.ts'] : []);
    expect(specsForChange(['src/lib/pseudo.ts'], tree({ specImports })).whole).toEqual(['shell.spec.ts']);
  });

  it('runs a changed spec whole beside the tests of a tag: the grep names its file', () => {
    const both = specsForChange(['e2e/account.spec.ts', 'src/features/teams/team-edit-screen.tsx'], tree());
    expect(both.specs).toEqual(['account.spec.ts', 'teams-members.spec.ts', 'teams.spec.ts']);
    expect(both.grep).toBe(grepFor(['@teams'], ['account.spec.ts']));
  });

  it('follows a shared module to the areas and blocks importing it, and to the shell importing it itself', () => {
    const importersOf = (file) =>
      file === 'src/lib/team-rules.ts' ? ['src/features/teams/team-edit-screen.tsx', 'src/routes/x.tsx'] : [];
    const teams = ['teams-members.spec.ts', 'teams.spec.ts'];
    expect(run(['src/lib/team-rules.ts'], { importersOf }).specs).toEqual(teams);
    const viaBlocks = (file) =>
      file === 'src/lib/tree-model.ts' ? ['src/components/tree/tree.tsx', 'src/app/palette.tsx'] : [];
    expect(run(['src/lib/tree-model.ts'], { importersOf: viaBlocks }).tags).toEqual(['@tree']);
    const importedBy = (file) => (file === 'src/lib/tree-model.ts' ? ['src/app/palette.tsx'] : []);
    expect(run(['src/lib/tree-model.ts'], { importersOf: viaBlocks, importedBy }).tags).toEqual(['@shell', '@tree']);
  });

  it("runs a block's tests, and those of the blocks built on it, not of the areas using it", () => {
    expect(run(['src/components/tree/tree.tsx']).specs).toEqual(['keyboard.spec.ts']);
    const importersOf = (file) =>
      file === 'src/components/tree/tree.tsx'
        ? ['src/components/tree-panel/tree-panel.tsx', 'src/features/teams/teams-tree.tsx']
        : [];
    expect(run(['src/components/tree/tree.tsx'], { importersOf }).tags).toEqual(['@tree', '@tree-panel']);
  });

  it('runs the shell tests for the shell and the client, and what a route file renders', () => {
    expect(run(['src/app/layout.tsx']).specs).toEqual(['shell.spec.ts']);
    const importersOf = (file) => (file === 'src/api/client.ts' ? ['src/features/account/account-queries.ts'] : []);
    expect(run(['src/api/client.ts'], { importersOf }).tags).toEqual(['@account', '@shell']);
    const featuresOfRoute = () => ['users'];
    expect(run(['src/routes/admin/users/index.tsx'], { featuresOfRoute }).tags).toEqual(['@users']);
    expect(run(['src/routes/__root.tsx'], { featuresOfRoute }).tags).toEqual(['@shell']);
  });

  it('runs a German catalogue with every German test and its area, an English one with its area', () => {
    const german = ['flows/users.spec.ts', 'german-grid.spec.ts', 'users.spec.ts'];
    expect(run(['src/features/users/messages/de.ts'])).toEqual({ specs: german, tags: ['@de', '@users'] });
    expect(run(['src/lib/messages/de/users.ts'])).toEqual({ specs: german, tags: ['@de', '@users'] });
    expect(run(['src/features/teams/messages/en.ts']).tags).toEqual(['@teams']);
    expect(run(['src/lib/messages/en/teams.ts']).tags).toEqual(['@teams']);
  });

  it('runs a shared catalogue with the blocks, areas and shell using its keys, directly or through src/lib', () => {
    const keyUsers = (catalogue) =>
      ({
        grid: ['src/components/data-grid/grid-toolbar.tsx', 'src/lib/grid-wording.ts'],
        shell: ['src/app/header.tsx'],
        siteNodes: ['src/components/site-node-picker/picker.tsx'],
      })[catalogue] ?? [];
    const importedBy = (file) =>
      file === 'src/lib/grid-wording.ts' ? ['src/components/table/table.tsx', 'src/features/users/users.tsx'] : [];
    const grid = run(['src/lib/messages/en/grid.ts'], { keyUsers, importedBy });
    expect(grid.tags).toEqual(['@data-grid', '@table', '@users']);
    expect(run(['src/lib/messages/de/shell.ts'], { keyUsers }).tags).toEqual(['@de', '@shell']);
    expect(run(['src/lib/messages/en/site-nodes.ts'], { keyUsers }).tags).toEqual(['@site-node-picker']);
    expect(run(['src/lib/messages/de/grid.ts']).specs).toEqual(['german-grid.spec.ts']);
  });

  it('runs every screen spec, and no sweep, for a contract or build change; every flow for the world', () => {
    const everything = specsForChange(['openapi/paths/users.yaml'], tree());
    expect(everything.specs).toEqual(screenSpecs);
    expect(everything.grep).toBeNull();
    expect(run(['world/handlers/servers.ts']).specs).toEqual(['flows/users.spec.ts']);
  });

  it('runs nothing for docs', () => {
    expect(specsForChange(['docs/ARCHITECTURE.md', 'README.md'], tree())).toEqual({
      tags: [],
      whole: [],
      specs: [],
      grep: null,
    });
  });

  it('finds a test tagged with every feature area and shared block, and every sweep it names exists', () => {
    const specFiles = readdirSync(path.join(root, 'e2e'), { recursive: true }).filter((file) => file.endsWith('.ts'));
    const read = (file) => readFileSync(path.join(root, 'e2e', file), 'utf8');
    const helpers = specFiles
      .filter((file) => !file.endsWith('.spec.ts'))
      .flatMap((file) => helpersDeclaringTests(read(file)));
    const carried = new Set(
      specFiles.filter((file) => file.endsWith('.spec.ts')).flatMap((spec) => tagsOfSpec(read(spec), helpers)),
    );
    const folders = (dir) =>
      readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `@${entry.name}`);
    const without = [...folders('src/features'), ...folders('src/components')].filter((tag) => !carried.has(tag));
    expect(without, 'feature areas and blocks no test is tagged with').toEqual([]);
    expect(
      SWEEP_SPECS.filter((spec) => !specFiles.includes(spec)),
      'named sweeps that do not exist',
    ).toEqual([]);
  });

  it('tells an area from another that starts alike', () => {
    const specsHere = ['access.spec.ts', 'accessibility.spec.ts', 'access-links.spec.ts'];
    expect(specsOfArea('access', specsHere)).toEqual(['access.spec.ts', 'access-links.spec.ts']);
  });
});

describe('grepFor', () => {
  // What Playwright matches --grep against: project, spec path under e2e/, describe and test titles, tags.
  const title = (project, spec, ...rest) => ['', project, spec, ...rest].join(' ');
  const matches = (pattern, text) => new RegExp(pattern, 'i').test(text);

  it('matches a whole tag, and a whole spec by its path', () => {
    const pattern = grepFor(['@users', '@data-grid'], ['flows/teams.spec.ts']);
    expect(matches(pattern, title('chromium', 'users.spec.ts', 'Admin > Users grid', 'shows', '@users'))).toBe(true);
    expect(matches(pattern, title('chromium', 'a.spec.ts', 'grid', '@data-grid', '@dialogs'))).toBe(true);
    expect(matches(pattern, title('chromium', 'a.spec.ts', 'users', '@users-x'))).toBe(false);
    expect(matches(pattern, title('flows', 'flows/teams.spec.ts', 'a team is renamed', '@teams'))).toBe(true);
    expect(matches(pattern, title('chromium', 'teams.spec.ts', 'Teams grid', '@teams'))).toBe(false);
  });

  it('is null without tags or specs', () => {
    expect(grepFor([], [])).toBeNull();
  });
});

describe('catalogueOf and knownTags', () => {
  it('reads both homes of a catalogue, and nothing else', () => {
    expect(catalogueOf('src/lib/messages/de/grid.ts')).toEqual({ language: 'de', name: 'grid' });
    expect(catalogueOf('src/features/permission-groups/messages/de.ts')).toEqual({
      language: 'de',
      name: 'permission-groups',
    });
    expect(catalogueOf('src/lib/messages/catalogues.ts')).toBeNull();
    expect(catalogueOf('src/lib/messages/de/grid.test.ts')).toBeNull();
    expect(catalogueOf('src/features/users/messages/catalogue.test.ts')).toBeNull();
  });

  it('knows the shell, every area and block, and every language but the source', () => {
    const known = knownTags({ areas: ['users'], blocks: ['data-grid'], languages: ['en', 'de'] });
    expect([...known].sort()).toEqual(['@data-grid', '@de', '@shell', '@users']);
  });
});

describe('testsOfSpec', () => {
  it('gives each test its own tags and those of the describes around it', () => {
    const source = `
      test.describe('Users', { tag: ['@users', '@data-grid'] }, () => {
        test.beforeEach(async ({ page }) => { await test.step('x', async () => {}); });
        test('shows', async ({ page }) => { test.skip(true, 'not here'); });
        test.describe('Edit', { tag: '@edit-page' }, () => {
          for (const x of [1, 2]) test(\`saves \${x}\`, { tag: ['@dialogs'] }, async () => {});
        });
      });
      test.describe.configure({ timeout: 1 });
      test('alone', async () => {});`;
    expect(testsOfSpec(source)).toEqual({
      tests: [
        { title: 'shows', line: 4, describe: 'Users', tags: ['@users', '@data-grid'] },
        { title: '`saves ${x}`', line: 6, describe: 'Edit', tags: ['@users', '@data-grid', '@edit-page', '@dialogs'] },
        { title: 'alone', line: 10, describe: '', tags: [] },
      ],
      problems: [],
    });
  });

  it('reads constant arrays of tags, and names details it cannot read', () => {
    const source = `
      const GRID = ['@data-grid', '@users'];
      test.describe('grids', { tag: [...GRID, '@shell'] }, () => { test('a', async () => {}); });
      test('b', { tag: GRID }, async () => {});
      test('c', { tag: someTags() }, async () => {});
      test('d', details, async () => {});`;
    const { tests, problems } = testsOfSpec(source);
    expect(tests.map((test) => test.tags)).toEqual([
      ['@data-grid', '@users', '@shell'],
      ['@data-grid', '@users'],
      [],
      [],
    ]);
    expect(problems).toEqual([
      'line 5, "c": its tags are not string literals or constant arrays of them',
      'line 6, "d": its details are not an object literal',
    ]);
  });

  it('counts the tests a helper declares where it is called, with the tags around the call', () => {
    const helper = `export function turnedAway(path: string): void {
      test.describe('an ordinary user', () => { test(\`is turned away from \${path}\`, async () => {}); });
    }
    export function plain() { return 1; }`;
    expect(helpersDeclaringTests(helper)).toEqual(['turnedAway']);
    const source = `
      turnedAway('a');
      test.describe('', { tag: ['@teams'] }, () => { turnedAway('b'); });`;
    expect(testsOfSpec(source, ['turnedAway']).tests).toEqual([
      { title: 'turnedAway(…)', line: 2, describe: '', tags: [] },
      { title: 'turnedAway(…)', line: 3, describe: '', tags: ['@teams'] },
    ]);
    expect(tagsOfSpec(source, ['turnedAway'])).toEqual(['@teams']);
  });
});
