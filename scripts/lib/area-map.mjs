// One map (docs/ARCHITECTURE.md): the contract's path files, the world's handlers, the console's features and the e2e
// area helpers are cut by the same areas under the same names. This reads each area's part of every tree; `npm run
// areas` writes it into the area's README and scripts/area-map.test.ts checks the trees against each other.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { urlOfRouteFile } from './feature-names.mjs';
import { helpersDeclaringTests, tagsOfSpec, SHELL_TAG } from './quick-specs.mjs';

/** Areas with no folder of their own under src/features, and where their console part lives instead. */
export const NO_FEATURE_FOLDER = {
  session: {
    why: 'the shell loads the session, locales and currencies for every screen; no screen of its own',
    console: ['src/app/', 'src/lib/session.ts'],
    readme: 'src/app/session-area.md',
    tag: SHELL_TAG,
  },
};

/** The names its specs go by (`<name>.spec.ts`, see namedAfter), where not only the area's own. */
const SPEC_NAMES = {
  session: ['shell'],
  users: ['users', 'import-users'],
  access: ['access', 'invite-list'],
  'invitation-acceptance': ['invitation-acceptance', 'invitation'],
};

/** Files of world/handlers/ that are no area's handlers, and why. */
export const SHARED_WORLD_FILES = {
  'context.ts': "the handlers' shared types and batch steps",
};

/** Files of e2e/support/ are shared by several areas; an area's own steps are e2e/areas/<area>.ts. */
export const AREA_HELPERS = 'e2e/areas';

export const MAP_BEGIN =
  '<!-- AREA-MAP-BEGIN: written by `npm run areas` (scripts/area-map.mjs) from the trees; edit above it, not below -->';
export const MAP_END = '<!-- AREA-MAP-END -->';

/** Schemas every area's answers may carry (the problem body), left out of each area's list. */
const SHARED_SCHEMAS = ['ApiError'];

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** @param {string} root @param {string} dir @returns {string[]} files under `dir`, relative to root, sorted */
const filesUnder = (root, dir) =>
  existsSync(path.join(root, dir))
    ? readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .map((file) => `${dir}/${file.replaceAll('\\', '/')}`)
        .filter((file) => statSync(path.join(root, file)).isFile())
        .sort()
    : [];

/** @param {string} root @returns {string[]} every area: a path file openapi/paths/<area>.yaml */
export const areasOf = (root) =>
  readdirSync(path.join(root, 'openapi/paths'))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => file.replace(/\.yaml$/, ''))
    .sort();

/**
 * The root's path index: each URL with the path file and key its `$ref` names.
 * @param {string} root
 * @returns {{ url: string, file: string, key: string }[]}
 */
export function pathIndex(root) {
  const contract = parse(readFileSync(path.join(root, 'openapi/openapi.yaml'), 'utf8'));
  return Object.entries(contract.paths).map(([url, item]) => {
    const match = /^\.\/paths\/([\w-]+)\.yaml#\/([\w-]+)$/.exec(item.$ref ?? '');
    return { url, file: match?.[1] ?? `(no path file: ${item.$ref ?? 'inline'})`, key: match?.[2] ?? '' };
  });
}

/**
 * An area's operations, in the root's order, and the named schemas its path file uses.
 * @param {string} root
 * @param {string} area
 */
export function contractOf(root, area) {
  const file = `openapi/paths/${area}.yaml`;
  const text = readFileSync(path.join(root, file), 'utf8');
  const items = parse(text);
  const operations = pathIndex(root)
    .filter((entry) => entry.file === area)
    .flatMap(({ url, key }) =>
      METHODS.filter((method) => items[key]?.[method]).map((method) => ({
        operationId: String(items[key][method].operationId),
        method: method.toUpperCase(),
        path: url,
        key,
      })),
    );
  const schemas = [...new Set([...text.matchAll(/#\/components\/schemas\/(\w+)/g)].map((match) => match[1]))]
    .filter((name) => !SHARED_SCHEMAS.includes(name))
    .sort();
  return { file, keys: Object.keys(items), operations, schemas };
}

/**
 * Route files under src/routes with the features whose modules they import (the screen they show).
 * @param {string} root
 * @returns {{ file: string, url: string, features: string[] }[]}
 */
export function routesOf(root) {
  const routes = filesUnder(root, 'src/routes')
    .filter((file) => /\.tsx$/.test(file) && !file.endsWith('.test.tsx'))
    .map((file) => ({
      file,
      url: file.endsWith('/__root.tsx') ? '(the root of every page)' : urlOfRouteFile(file),
      features: [
        ...new Set(
          [
            // What it imports at once, and the screen it imports on demand (`import('#/features/…')`).
            ...readFileSync(path.join(root, file), 'utf8').matchAll(
              /(?:from |import\()'(?:#\/|(?:\.\.\/)+)features\/([\w-]+)\//g,
            ),
          ].map((match) => match[1]),
        ),
      ],
    }));
  // A splat route ("not exact" in SPEC 2.1) shows its parent's screen: it is the parent's feature's.
  const parentFeatures = (url) => routes.find((route) => route.url === url && route.features.length)?.features ?? [];
  return routes
    .map((route) =>
      route.url.endsWith('/$') && !route.features.length
        ? { ...route, features: parentFeatures(route.url.slice(0, -2)) }
        : route,
    )
    .sort((a, b) => a.url.localeCompare(b.url) || a.file.localeCompare(b.file));
}

/**
 * Every e2e spec (under e2e/) with the tags its tests carry.
 * @param {string} root
 */
export function specTags(root) {
  const files = filesUnder(root, 'e2e').filter((file) => file.endsWith('.ts'));
  const helpers = files
    .filter((file) => !file.endsWith('.spec.ts'))
    .flatMap((file) => helpersDeclaringTests(readFileSync(path.join(root, file), 'utf8')));
  return files
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => ({ file, tags: tagsOfSpec(readFileSync(path.join(root, file), 'utf8'), helpers) }));
}

/**
 * Whether a spec is named after an area: `<area>.spec.ts`, `<area>-<part>.spec.ts` or `german-<area>.spec.ts`, in
 * e2e/ or e2e/flows/.
 * @param {string} file
 * @param {string} name
 */
export const namedAfter = (file, name) =>
  new RegExp(`^e2e/(flows/)?(german-)?${name}(-[\\w-]+)?\\.spec\\.ts$`).test(file);

/** @param {string} area */
export const readmeOf = (area) => NO_FEATURE_FOLDER[area]?.readme ?? `src/features/${area}/README.md`;

/**
 * An area's part of each tree.
 * @param {string} root
 * @param {string} area
 * @param {{ routes?: ReturnType<typeof routesOf>, specs?: ReturnType<typeof specTags> }} [read]  what all areas share
 */
export function mapOf(root, area, read = {}) {
  const routes = read.routes ?? routesOf(root);
  const specs = read.specs ?? specTags(root);
  const shell = NO_FEATURE_FOLDER[area];
  const worldTests = filesUnder(root, 'world/handlers').filter((file) =>
    new RegExp(`^world/handlers/${area}(-[\\w-]+)?\\.test\\.ts$`).test(file),
  );
  const helper = `${AREA_HELPERS}/${area}.ts`;
  const tag = shell?.tag ?? `@${area}`;
  const specNames = SPEC_NAMES[area] ?? [area];
  return {
    area,
    contract: contractOf(root, area),
    world: {
      file: `world/handlers/${area}.ts`,
      tests: worldTests,
      seed: filesUnder(root, 'world/seeding').filter((file) => file === `world/seeding/${area}.ts`),
    },
    console: shell ? shell.console : [`src/features/${area}/`],
    routes: shell
      ? routes.filter((route) => !route.features.length)
      : routes.filter((route) => route.features.includes(area)),
    helper: existsSync(path.join(root, helper)) ? helper : null,
    specs: specs.filter((spec) => specNames.some((name) => namedAfter(spec.file, name))).map((spec) => spec.file),
    tag,
  };
}

const code = (text) => `\`${text}\``;
const list = (items) => (items.length ? items.map(code).join(', ') : 'none');

/**
 * The generated section of an area's README.
 * @param {ReturnType<typeof mapOf>} map
 */
export function renderMap(map) {
  const { contract, world } = map;
  const lines = [
    MAP_BEGIN,
    '',
    '## The map',
    '',
    `- Contract: ${code(contract.file)}; schemas it names: ${list(contract.schemas)}.`,
    `- World: ${code(world.file)}${world.tests.length ? `, tested in ${list(world.tests)}` : ''}${
      world.seed.length ? `; seeded by ${list(world.seed)}` : ''
    }.`,
    `- Console: ${list(map.console)}.`,
    `- E2E: ${map.helper ? `steps in ${code(map.helper)}; ` : ''}specs ${list(map.specs)}, and the other specs tagged ${code(map.tag)}.`,
    '',
    '### Routes',
    '',
    ...(map.routes.length ? map.routes.map((route) => `- ${code(route.url)}: ${code(route.file)}`) : ['None.']),
    '',
    '### Operations',
    '',
    '| operationId | method | path |',
    '| --- | --- | --- |',
    ...contract.operations.map((op) => `| ${code(op.operationId)} | ${op.method} | ${code(op.path)} |`),
    '',
    MAP_END,
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * A README with its generated section replaced (or added at its end).
 * @param {string} readme
 * @param {string} section
 */
export function withMap(readme, section) {
  const begin = readme.indexOf('<!-- AREA-MAP-BEGIN');
  const end = readme.indexOf(MAP_END);
  if (begin === -1 || end === -1) return `${readme.trimEnd()}\n\n${section}`;
  return `${readme.slice(0, begin)}${section}${readme.slice(end + MAP_END.length).replace(/^\n+/, '')}`;
}

/**
 * Every area's README as it should read: its hand-written part kept, its map regenerated.
 * @param {string} root
 * @returns {{ area: string, file: string, current: string | null, expected: string }[]}
 */
export function readmes(root) {
  const routes = routesOf(root);
  const specs = specTags(root);
  return areasOf(root).map((area) => {
    const file = readmeOf(area);
    const current = existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : null;
    const section = renderMap(mapOf(root, area, { routes, specs }));
    return { area, file, current, expected: withMap(current ?? `# ${area}\n`, section) };
  });
}
