// Where a rule lives (docs/ARCHITECTURE.md, "Where things go"): beside the only area that uses it (a feature's
// folder, a shared block's, the shell's src/app), or in src/lib when two or more areas share it. Every rules module
// has its unit tests beside it, and a screen file holds components and hooks only.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const filesUnder = (folder: string) =>
  readdirSync(new URL(`../${folder}`, import.meta.url), { recursive: true, encoding: 'utf8' }).map((file) =>
    file.replaceAll('\\', '/'),
  );

/** Plain modules that hold no rule to test: types or a constant only. */
const WITHOUT_RULES: Record<string, string> = {
  'lib/app-link.ts': 'the AppLink type of typed link options',
  'features/servers/new-record-id.ts': "the create page's path id, apart so its routes do not load the servers' rules",
  'features/organisations/organisation-tree.worker.ts':
    "a worker's entry: hands each message to flatTreeOfBytes (organisation-tree-read.test.ts)",
  'features/users/import-check.worker.ts': "a worker's entry: hands each message to importWork (import-work.test.ts)",
};

/**
 * src/lib modules that one area uses and that stay shared, each with why: the grid's search rules are the grid
 * model's, read by the routes' search validation as well as by the grid.
 */
const SHARED_BY_DESIGN: Record<string, string> = {
  'lib/grid-search.ts': "the grid model's search parameters, validated by every grid route",
  'lib/pseudo-sweep.ts': "the pseudo-locale's sweep, read by its e2e spec",
  'lib/flatten-tree.ts':
    "the writer of lib/flat-tree.ts's format beside its readers; the tree block's tests build with it",
};

/**
 * A top-level function of a feature .tsx file is a React component (PascalCase) or a hook (use...); any other is a
 * helper whose home is a rules module beside it. Those still waiting to move are named here, each with why.
 */
const HELPERS_IN_SCREENS: Record<string, string> = {
  'servers/linked-organisations.tsx linkedOrganisationsProps': "maps a query to the component's own props",
  'users/profile-screen.tsx reloadAppRoot': 'not pure: it reloads the page',
};

/** The names of a file's top-level functions (declarations and arrow functions bound to a const). */
function topLevelFunctions(source: string): string[] {
  const declared =
    /^(?:export )?(?:async )?function (\w+)|^(?:export )?const (\w+)(?:: [^=]+)? = (?:async )?(?:\([^)]*\)|\w+)(?: *: *[^=]+)? =>/gm;
  return [...source.matchAll(declared)].map((match) => match[1] ?? match[2] ?? '');
}

const isComponentOrHook = (name: string) => /^[A-Z]/.test(name) || /^use[A-Z]/.test(name);

/** A rules module: plain .ts that is not a test, a query module, a hook or generated. */
const isRulesModule = (file: string) =>
  /\.ts$/.test(file) &&
  !/\.(test|gen)\.ts$/.test(file) &&
  !/-queries\.ts$/.test(file) &&
  !/(^|\/)use-[^/]+\.ts$/.test(file);

/** The area a src file belongs to: a feature, a shared block, the shell; none for routes, tests and the top. */
export function areaOf(file: string): string | null {
  const [top, folder] = file.split('/');
  if (top === 'features' || top === 'components') return `${top}/${folder}`;
  if (top === 'app') return 'app';
  return null;
}

/** The src files a module imports (`./`, or `#/` from src's root; imports and `import()`), resolved to files. */
function importGraph(): Map<string, string[]> {
  const files = filesUnder('src').filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const known = new Set(files);
  const resolve = (from: string, specifier: string) => {
    const base = path.posix.normalize(
      specifier.startsWith('#/') ? specifier.slice(2) : path.posix.join(path.posix.dirname(from), specifier),
    );
    return ['.ts', '.tsx', ''].map((ext) => base + ext).find((candidate) => known.has(candidate));
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8');
    const specifiers = [...source.matchAll(/(?:from|import\()\s*'((?:\.{1,2}|#)\/[^']+)'/g)].map(
      (match) => match[1] ?? '',
    );
    graph.set(
      file,
      specifiers.map((specifier) => resolve(file, specifier)).filter((found): found is string => Boolean(found)),
    );
  }
  return graph;
}

/** Per src/lib module, the areas that use it, directly or through other src/lib modules. */
function areasUsing(graph: Map<string, string[]>): Map<string, Set<string>> {
  const importers = new Map<string, string[]>();
  for (const [file, imported] of graph)
    for (const target of imported) importers.set(target, [...(importers.get(target) ?? []), file]);
  const using = new Map<string, Set<string>>();
  const visit = (module: string, seen: Set<string>): Set<string> => {
    const areas = new Set<string>();
    for (const importer of importers.get(module) ?? []) {
      const area = areaOf(importer);
      if (area) areas.add(area);
      else if (importer.startsWith('lib/') && !seen.has(importer))
        for (const a of visit(importer, new Set([...seen, importer]))) areas.add(a);
    }
    return areas;
  };
  for (const module of graph.keys()) if (module.startsWith('lib/')) using.set(module, visit(module, new Set([module])));
  return using;
}

describe('where rules live', () => {
  const graph = importGraph();
  const using = areasUsing(graph);

  it('src/lib holds only what two or more areas share (one area keeps its rules in its own folder)', () => {
    const single = [...using]
      .filter(([module]) => !module.startsWith('lib/messages/') && !(module in SHARED_BY_DESIGN))
      .filter(([, areas]) => areas.size < 2)
      .map(([module, areas]) => `${module} (${[...areas].join(', ') || 'nothing'})`);
    expect(single).toEqual([]);
    // An exception that became shared, or went, is taken off the list.
    expect(Object.keys(SHARED_BY_DESIGN).filter((module) => (using.get(module)?.size ?? 2) >= 2)).toEqual([]);
  });

  it('every rules module of src/lib and of a feature has its unit tests beside it', () => {
    // The message catalogues are words, not rules (src/lib/messages/catalogue-checks.test.ts checks them).
    const modules = [
      ...filesUnder('src/lib').map((file) => `lib/${file}`),
      ...filesUnder('src/features').map((file) => `features/${file}`),
    ].filter((file) => isRulesModule(file) && !(file in WITHOUT_RULES) && !file.includes('/messages/'));
    const sources = new Set(filesUnder('src'));
    const exists = (file: string) => sources.has(file);
    const tested = (module: string) =>
      exists(module.replace(/\.ts$/, '.test.ts')) ||
      // A *-picker.ts module splits dayjs off its rule's module (first paint) and is tested with it.
      (/-picker\.ts$/.test(module) && exists(module.replace(/-picker\.ts$/, '.test.ts')));
    expect(modules.filter((module) => !tested(module))).toEqual([]);
  });

  it('a feature .tsx file declares components and hooks only at its top level (helpers go to a rules module)', () => {
    const screens = filesUnder('src/features').filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file));
    const helpers = screens.flatMap((file) => {
      const source = readFileSync(new URL(`../src/features/${file}`, import.meta.url), 'utf8');
      return topLevelFunctions(source)
        .filter((name) => !isComponentOrHook(name))
        .map((name) => `${file} ${name}`);
    });
    expect(helpers.filter((helper) => !(helper in HELPERS_IN_SCREENS))).toEqual([]);
    // The list shrinks as helpers move: a name listed here that is gone fails too.
    expect(Object.keys(HELPERS_IN_SCREENS).filter((helper) => !helpers.includes(helper))).toEqual([]);
  });

  it('tells a helper from a component or a hook', () => {
    const source = [
      'export function UserCard() {}',
      'function useRows() {}',
      'const linkChanged = (a: A, b: B) => a !== b;',
      'export function sameForm(a: Form, b: Form): boolean {}',
      'const Row = ({ id }: Props) => null;',
      'const LIMIT = 5;',
    ].join('\n');
    expect(topLevelFunctions(source).filter((name) => !isComponentOrHook(name))).toEqual(['linkChanged', 'sameForm']);
  });

  it('names the area of a file', () => {
    expect(areaOf('features/users/user-rules.ts')).toBe('features/users');
    expect(areaOf('components/data-grid/grid-rows.ts')).toBe('components/data-grid');
    expect(areaOf('app/command-palette-entries.ts')).toBe('app');
    expect(areaOf('routes/admin/users.tsx')).toBeNull();
    expect(areaOf('router.tsx')).toBeNull();
  });
});
