// Business rules live in one place, src/lib (docs/ARCHITECTURE.md, "Where things go"), each with its unit tests.
// This test names a rules module (or another plain .ts module that is not queries or a hook) that appears under
// src/features, and a src/lib module without a test file.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const filesUnder = (folder: string) =>
  readdirSync(new URL(`../${folder}`, import.meta.url), { recursive: true, encoding: 'utf8' }).map((file) =>
    file.replaceAll('\\', '/'),
  );

/** src/lib modules that hold no rule to test: types only. */
const WITHOUT_RULES: Record<string, string> = {
  'app-link.ts': 'the AppLink type of typed link options',
};

/**
 * A top-level function of a feature .tsx file is a React component (PascalCase) or a hook (use...); any other is a
 * helper whose home is src/lib. Those still waiting to move are named here, each with why it stays for now.
 */
const HELPERS_IN_SCREENS: Record<string, string> = {
  'account/profile-screen.tsx reloadAppRoot': 'not pure: it reloads the page',
  'access/links-screen.tsx columnsIn': "grid columns named in the console's language (src/components types)",
  'access/pending-invites-screen.tsx columnsIn': 'grid columns with cell renderers (src/components types)',
  'clients/clients-screen.tsx columnsIn': "grid columns named in the console's language (src/components types)",
  'servers/integration-servers-screen.tsx columnsIn':
    "grid columns named in the console's language (src/components types)",
  'servers/linked-organisations.tsx linkedOrganisationsProps': "maps a query to the component's own props",
};

/** The names of a file's top-level functions (declarations and arrow functions bound to a const). */
function topLevelFunctions(source: string): string[] {
  const declared =
    /^(?:export )?(?:async )?function (\w+)|^(?:export )?const (\w+)(?:: [^=]+)? = (?:async )?(?:\([^)]*\)|\w+)(?: *: *[^=]+)? =>/gm;
  return [...source.matchAll(declared)].map((match) => match[1] ?? match[2] ?? '');
}

const isComponentOrHook = (name: string) => /^[A-Z]/.test(name) || /^use[A-Z]/.test(name);

describe('business rules live in src/lib', () => {
  it('no feature holds a rules module', () => {
    expect(filesUnder('src/features').filter((file) => /rules?\.tsx?$/.test(file))).toEqual([]);
  });

  it("a feature's plain .ts modules are its queries and hooks only (pure logic goes to src/lib)", () => {
    const plain = filesUnder('src/features').filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file));
    expect(plain.filter((file) => !/-queries\.ts$/.test(file) && !/(^|\/)use-[^/]+\.ts$/.test(file))).toEqual([]);
  });

  it('every src/lib module has its unit tests', () => {
    const files = filesUnder('src/lib');
    const modules = files.filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && !(file in WITHOUT_RULES));
    const tested = (module: string) =>
      files.includes(module.replace(/\.ts$/, '.test.ts')) ||
      // A *-picker.ts module splits dayjs off its rule's module (first paint) and is tested with it.
      files.includes(module.replace(/-picker\.ts$/, '.test.ts'));
    expect(modules.filter((module) => !tested(module))).toEqual([]);
  });

  it('a feature .tsx file declares components and hooks only at its top level (helpers go to src/lib)', () => {
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
});
