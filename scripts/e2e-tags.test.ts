// Every e2e test carries tags naming what it exercises: `npm run test:quick` runs the tests whose tags a change
// selects (scripts/lib/quick-specs.mjs, docs/testing.md). This reads every spec and names each test or describe
// without a tag, each tag that names no feature area, shared block, language or the shell, and each screen spec that
// no change under src/ would run.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  SWEEP_SPECS,
  helpersDeclaringTests,
  knownTags,
  specsForChange,
  tagsOfSpec,
  testsOfSpec,
} from './lib/quick-specs.mjs';

const root = new URL('../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');
const folders = (dir: string) =>
  readdirSync(new URL(dir, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const e2eFiles = readdirSync(new URL('e2e/', root), { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.ts'),
);
const specs = e2eFiles.filter((file) => file.endsWith('.spec.ts')).sort();
const helpers = e2eFiles
  .filter((file) => !file.endsWith('.spec.ts'))
  .flatMap((file) => helpersDeclaringTests(read(`e2e/${file}`)));
const areas = folders('src/features');
const blocks = folders('src/components');
/** The catalogues' languages: src/lib/messages/<language>/ and src/features/<area>/messages/<language>.ts. */
const languages = [
  ...new Set([
    ...folders('src/lib/messages'),
    ...areas.flatMap((area) =>
      readdirSync(new URL(`src/features/${area}/`, root)).includes('messages')
        ? readdirSync(new URL(`src/features/${area}/messages/`, root))
            .filter((file) => /^[a-z]{2,3}\.ts$/.test(file))
            .map((file) => file.replace('.ts', ''))
        : [],
    ),
  ]),
];

describe('the tags of the e2e tests', () => {
  it('are on every test, on the test or on a describe around it', () => {
    const untagged = specs.flatMap((spec) => {
      const { tests, problems } = testsOfSpec(read(`e2e/${spec}`), helpers);
      const named = tests
        .filter((test) => !test.tags.length)
        .map((test) => (test.describe ? `describe "${test.describe}"` : `test "${test.title}" (line ${test.line})`));
      return [...new Set(named)]
        .map((what) => `e2e/${spec}: ${what} has no tag`)
        .concat(problems.map((problem) => `e2e/${spec}: ${problem}`));
    });
    expect(untagged, 'tests without a tag (Playwright\'s `tag` option: { tag: ["@users", "@data-grid"] })').toEqual([]);
  });

  it('each name a feature area, a shared block, a language or the shell', () => {
    const known = knownTags({ areas, blocks, languages });
    const unknown = specs.flatMap((spec) =>
      tagsOfSpec(read(`e2e/${spec}`), helpers)
        .filter((tag) => !known.has(tag))
        .map((tag) => `e2e/${spec}: ${tag}`),
    );
    expect(unknown, `tags that name nothing: known are ${[...known].sort().join(' ')}`).toEqual([]);
  });

  it('let a change under src/ run every screen spec', () => {
    const tree = {
      specs: Object.fromEntries(specs.map((spec) => [spec, tagsOfSpec(read(`e2e/${spec}`), helpers)])),
      areas,
      importersOf: () => [],
      importedBy: () => [],
      featuresOfRoute: () => [],
      keyUsers: () => [],
      specImports: () => [],
    };
    const changes = [
      ...areas.map((area) => `src/features/${area}/screen.tsx`),
      ...blocks.map((block) => `src/components/${block}/block.tsx`),
      'src/app/layout.tsx',
      ...languages.map((language) => `src/lib/messages/${language}/shell.ts`),
    ];
    const run = new Set(changes.flatMap((file) => specsForChange([file], tree).specs));
    const never = specs.filter((spec) => !SWEEP_SPECS.includes(spec) && !run.has(spec));
    expect(never, 'screen specs no change under src/ runs').toEqual([]);
  });
});
