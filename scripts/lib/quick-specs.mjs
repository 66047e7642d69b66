// Which e2e tests cover a change (`npm run test:quick`), chosen by the tags the tests carry. Pure: the caller reads
// git and the file tree.
//
// Every test carries tags (Playwright's `tag` option, on the test or a describe around it), each naming what the
// test exercises: a feature area (`@users`: src/features/users), a shared block (`@data-grid`:
// src/components/data-grid), the shell (`@shell`: src/app, src/api, src/main.tsx, the root route) or a language other
// than English (`@de`).
// A change selects tags: a feature its area's; a block its own and those of the blocks built on it; a src/lib module
// the areas and blocks importing it (and the shell if it imports it itself); a route what it renders; a German
// catalogue `@de` and what its English counterpart selects (its area, or for a shared catalogue the blocks, areas and
// shell using its keys). A changed spec, and every spec importing a changed e2e helper or src module, runs whole; the
// contract, the build or the e2e setup run every screen spec; the world every flow. The sweeps run only when they or
// an e2e helper they import change.
import ts from 'typescript';

/**
 * The screen specs of a feature area, by name: `<area>.spec.ts`, `<area>-<part>.spec.ts` or `<area>/<part>.spec.ts`.
 * @param {string} area  a folder of src/features
 * @param {string[]} specs  spec file names relative to e2e/
 */
export const specsOfArea = (area, specs) =>
  specs.filter((spec) => spec === `${area}.spec.ts` || spec.startsWith(`${area}-`) || spec.startsWith(`${area}/`));

/** The sweeps over every route and call: part of `npm test`, run by the quick loop only when they change. */
export const SWEEP_SPECS = [
  'accessibility.spec.ts',
  'double-submit.spec.ts',
  'error-sweep-load.spec.ts',
  'error-sweep-mutations.spec.ts',
  'fuzz.spec.ts',
];

export const SHELL_TAG = '@shell';
/** The catalogues' source language: its words are every test's, so it has no tag of its own. */
export const SOURCE_LANGUAGE = 'en';

/**
 * Every tag a test may carry: one per feature area, shared block and language but the source one, and the shell's.
 * @param {{ areas: string[], blocks: string[], languages: string[] }} names  folders of src/features and
 *   src/components, the catalogues' languages
 */
export const knownTags = ({ areas, blocks, languages }) =>
  new Set([
    SHELL_TAG,
    ...[...areas, ...blocks, ...languages.filter((language) => language !== SOURCE_LANGUAGE)].map((name) => `@${name}`),
  ]);

const EVERYTHING = [
  /^openapi\//,
  /^vite\.config\.ts$/,
  /^build\//,
  /^index\.html$/,
  /^package(-lock)?\.json$/,
  /^playwright\.config\.ts$/,
  /^public\//,
];
const SHELL = [
  /^src\/app\//,
  /^src\/api\//,
  /^src\/(main|router)\.tsx$/,
  /^src\/catalogue-sources\.ts$/,
  /^src\/routes\/__root\.tsx$/,
];
/** The world the flows run on (`world/`, the flows' own servers). */
const WORLD = /^world\//;
const FLOWS = 'flows/';

const featureOf = (file) => /^src\/features\/([^/]+)\//.exec(file)?.[1];
const blockOf = (file) => /^src\/components\/([^/]+)\//.exec(file)?.[1];

/**
 * A message catalogue by its path: `src/lib/messages/<language>/<name>.ts` (the shell's and the shared blocks',
 * or an area's before it moved) or `src/features/<area>/messages/<language>.ts`; null for any other file.
 * @returns {{ language: string, name: string } | null}
 */
export function catalogueOf(file) {
  const shared = /^src\/lib\/messages\/([a-z]{2,3})\/([\w-]+)\.ts$/.exec(file);
  if (shared) return { language: shared[1], name: shared[2] };
  const feature = /^src\/features\/([^/]+)\/messages\/([a-z]{2,3})\.ts$/.exec(file);
  return feature ? { language: feature[2], name: feature[1] } : null;
}

/**
 * @typedef {{
 *   specs: Record<string, string[]>,
 *   areas: string[],
 *   importersOf: (file: string) => string[],
 *   importedBy: (file: string) => string[],
 *   featuresOfRoute: (file: string) => string[],
 *   keyUsers: (catalogue: string) => string[],
 *   specImports: (spec: string) => string[],
 * }} Tree
 *   specs: every e2e spec (its path under e2e/) with the tags its tests carry; areas: the folders of src/features;
 *   importersOf: the src files importing a module, directly or through others; importedBy: those importing it
 *   directly; featuresOfRoute: the feature areas a route file renders; keyUsers: the src files (but catalogues) using a
 *   catalogue's keys (`'grid.…'`); specImports: the files a spec imports, relative to the repository root
 */

/** The tags of the part of the console a src file belongs to: its area, its block or the shell; [] for the rest. */
function partTags(file) {
  const part = featureOf(file) ?? blockOf(file);
  if (part) return [`@${part}`];
  return SHELL.some((pattern) => pattern.test(file)) ? [SHELL_TAG] : [];
}

/** The tags a changed catalogue selects: its language's (but English's), its area's, or those of its keys' users. */
function catalogueTags({ language, name }, tree) {
  const tags = language === SOURCE_LANGUAGE ? [] : [`@${language}`];
  if (tree.areas.includes(name)) return [...tags, `@${name}`];
  const camel = name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());
  for (const user of tree.keyUsers(camel)) {
    // A src/lib module using the keys shows them in what imports it.
    tags.push(...(user.startsWith('src/lib/') ? tree.importedBy(user) : [user]).flatMap(partTags));
  }
  return tags;
}

/** The tags a changed file selects (none outside src/). */
function tagsOfSource(file, tree) {
  const catalogue = catalogueOf(file);
  if (catalogue) return catalogueTags(catalogue, tree);
  if (!file.startsWith('src/')) return [];
  if (file.startsWith('src/routes/') && !SHELL.some((pattern) => pattern.test(file))) {
    return tree.featuresOfRoute(file).map((area) => `@${area}`);
  }
  if (featureOf(file)) return partTags(file);
  if (blockOf(file)) {
    // Its own tag and those of the blocks built on it (a block imports only blocks, src/lib and src/api).
    return [...partTags(file), ...tree.importersOf(file).filter(blockOf).flatMap(partTags)];
  }
  // src/lib, src/api, the shell and the rest of src: the areas and blocks importing it, directly or through other
  // modules, and the shell where the shell imports it itself.
  const importers = tree.importersOf(file).filter((importer) => featureOf(importer) || blockOf(importer));
  const shell = tree.importedBy(file).some((importer) => SHELL.some((pattern) => pattern.test(importer)));
  return [...partTags(file), ...importers.flatMap(partTags), ...(shell ? [SHELL_TAG] : [])];
}

/**
 * What to run for a change.
 * @param {string[]} changed  paths relative to the repository root
 * @param {Tree} tree
 * @returns {{ tags: string[], whole: string[], specs: string[], grep: string | null }}
 *   tags: the tags selected; whole: the specs that run whole; specs: every spec that runs a test (the sweeps only
 *   whole); grep: the pattern for `playwright test --grep` that picks the tests, or null when every spec runs whole
 */
export function specsForChange(changed, tree) {
  const all = Object.keys(tree.specs);
  const screenSpecs = all.filter((spec) => !SWEEP_SPECS.includes(spec));
  const tags = new Set();
  const whole = new Set();
  for (const file of changed) {
    if (EVERYTHING.some((pattern) => pattern.test(file))) {
      for (const spec of screenSpecs) whole.add(spec);
      continue;
    }
    if (WORLD.test(file)) {
      for (const spec of screenSpecs) if (spec.startsWith(FLOWS)) whole.add(spec);
      continue;
    }
    const spec = /^e2e\/(.+\.spec\.ts)$/.exec(file)?.[1];
    if (spec) {
      if (all.includes(spec)) whole.add(spec);
      continue;
    }
    const fromE2e = file.startsWith('e2e/');
    for (const candidate of fromE2e ? all : screenSpecs) {
      if (tree.specImports(candidate).includes(file)) whole.add(candidate);
    }
    for (const tag of tagsOfSource(file, tree)) tags.add(tag);
  }
  const carried = new Set(screenSpecs.flatMap((spec) => tree.specs[spec]));
  // An area no test names yet: every screen spec, as nothing narrower is known to cover it.
  const areaTags = tree.areas.map((area) => `@${area}`);
  if ([...tags].some((tag) => areaTags.includes(tag) && !carried.has(tag))) {
    for (const spec of screenSpecs) whole.add(spec);
  }
  const tagged = screenSpecs.filter((spec) => tree.specs[spec].some((tag) => tags.has(tag)));
  const specs = [...new Set([...whole, ...tagged])].sort();
  const grep = specs.every((spec) => whole.has(spec)) ? null : grepFor([...tags], [...whole]);
  return { tags: [...tags].sort(), whole: [...whole].sort(), specs, grep };
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The `--grep` pattern for the tests carrying one of `tags`, and every test of the `whole` specs. Playwright matches it
 * against the project name, the spec's path under e2e/, the describe and test titles and the tags, separated by spaces.
 */
export function grepFor(tags, whole) {
  const names = [...[...tags].sort(), ...[...whole].sort()].map(escape);
  return names.length ? `(?:^| )(?:${names.join('|')})(?= |$)` : null;
}

const TEST_MODIFIERS = ['only', 'skip', 'fixme', 'fail', 'slow'];
const DESCRIBE_MODIFIERS = ['serial', 'parallel', 'only', 'skip', 'fixme'];

/** `test.describe.serial` as ['test', 'describe', 'serial']; null for anything but a chain of names. */
function nameChain(node) {
  if (ts.isIdentifier(node)) return [node.text];
  if (ts.isPropertyAccessExpression(node)) {
    const head = nameChain(node.expression);
    return head && [...head, node.name.text];
  }
  return null;
}

/** 'test', 'describe' or 'helper' for a call declaring tests; null for any other call (a hook, a step). */
function declarationKind(call, helpers) {
  const chain = nameChain(call.expression);
  if (!chain) return null;
  if (chain.length === 1 && helpers.includes(chain[0])) return 'helper';
  const last = call.arguments.at(-1);
  if (chain[0] !== 'test' || !last || !(ts.isArrowFunction(last) || ts.isFunctionExpression(last))) return null;
  if (chain.length === 1 || (chain.length === 2 && TEST_MODIFIERS.includes(chain[1]))) {
    return call.arguments.length > 1 ? 'test' : null;
  }
  if (
    chain[1] === 'describe' &&
    (chain.length === 2 || (chain.length === 3 && DESCRIBE_MODIFIERS.includes(chain[2])))
  ) {
    return 'describe';
  }
  return null;
}

/** A spec's top-level `const NAME = [...]`s, by name: tags shared by several describes (`{ tag: GRID_TAGS }`). */
function constArrays(file) {
  const arrays = new Map();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const { name, initializer } of statement.declarationList.declarations) {
      if (ts.isIdentifier(name) && initializer && ts.isArrayLiteralExpression(initializer)) {
        arrays.set(name.text, initializer);
      }
    }
  }
  return arrays;
}

/** The strings of a tag value: a literal, an array of literals and spread constants, or a constant; null otherwise. */
function tagStrings(node, arrays, seen = []) {
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isSpreadElement(node)) return tagStrings(node.expression, arrays, seen);
  if (ts.isIdentifier(node) && arrays.has(node.text) && !seen.includes(node.text)) {
    return tagStrings(arrays.get(node.text), arrays, [...seen, node.text]);
  }
  if (!ts.isArrayLiteralExpression(node)) return null;
  const parts = node.elements.map((element) => tagStrings(element, arrays, seen));
  return parts.every(Boolean) ? parts.flat() : null;
}

/** The tags of a test's or describe's details (`{ tag: '@a' }`, `{ tag: ['@a', ...SHARED] }`), or why not read. */
function tagsOfDetails(call, arrays) {
  if (call.arguments.length < 3) return { tags: [] };
  const details = call.arguments[1];
  if (!ts.isObjectLiteralExpression(details)) return { problem: 'its details are not an object literal' };
  const property = details.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'tag');
  if (!property) return { tags: [] };
  const tags = tagStrings(property.initializer, arrays);
  return tags ? { tags } : { problem: 'its tags are not string literals or constant arrays of them' };
}

const titleOf = (call) => {
  const first = call.arguments[0];
  if (!first || ts.isArrowFunction(first) || ts.isFunctionExpression(first)) return '';
  return ts.isStringLiteralLike(first) ? first.text : first.getText();
};

/**
 * The tests a spec declares, read from its source, each with the tags it carries (its own and its describes'):
 * `test(title, { tag }, fn)`, `test.describe(title, { tag }, fn)`, and each call of a `helpers` function, which
 * declares tests where it is called (its tags are those around the call).
 * @param {string} source  a spec's text
 * @param {string[]} helpers  names of the e2e helpers that declare tests (`helpersDeclaringTests`)
 * @returns {{ tests: { title: string, line: number, describe: string, tags: string[] }[], problems: string[] }}
 *   describe: the innermost titled describe around the test ('' for none); problems: details that cannot be read
 */
export function testsOfSpec(source, helpers = []) {
  const file = ts.createSourceFile('spec.ts', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const tests = [];
  const problems = [];
  const lineOf = (node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const arrays = constArrays(file);
  const visit = (node, around) => {
    const kind = ts.isCallExpression(node) ? declarationKind(node, helpers) : null;
    if (!kind) {
      ts.forEachChild(node, (child) => visit(child, around));
      return;
    }
    const title = kind === 'helper' ? `${node.expression.getText()}(…)` : titleOf(node);
    const read = kind === 'helper' ? { tags: [] } : tagsOfDetails(node, arrays);
    if (read.problem) problems.push(`line ${lineOf(node)}, "${title}": ${read.problem}`);
    const tags = [...new Set([...around.tags, ...(read.tags ?? [])])];
    if (kind === 'describe') {
      const inner = { tags, describe: title || around.describe };
      ts.forEachChild(node.arguments.at(-1), (child) => visit(child, inner));
    } else {
      tests.push({ title, line: lineOf(node), describe: around.describe, tags });
    }
  };
  visit(file, { tags: [], describe: '' });
  return { tests, problems };
}

/** The functions an e2e helper module declares that declare tests when called (`ordinaryUserIsTurnedAwayFrom`). */
export function helpersDeclaringTests(source) {
  const file = ts.createSourceFile('helper.ts', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const names = [];
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) {
      if (testsOfSpec(statement.body.getText(file)).tests.length) names.push(statement.name.text);
    }
  }
  return names;
}

/** Every tag a spec's tests carry. */
export const tagsOfSpec = (source, helpers = []) =>
  [...new Set(testsOfSpec(source, helpers).tests.flatMap((test) => test.tags))].sort();
