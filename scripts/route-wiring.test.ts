// A new route is wired in a few places; this test reads the routes from the router's tree (src/route-tree.gen.ts)
// and names each place a route is missing from. The mutation sweep's table is per call, not per route:
// e2e/error-sweep-mutations.spec.ts checks it against the contract's operations.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeCases } from '../e2e/support/routes';
import { LATER_AREAS, STARTUP_AREAS } from '../src/lib/messages/catalogues';
import { appPages, appRouter, pageAt } from '../src/test/route-pages';
import { specsOfArea } from './lib/quick-specs.mjs';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const exists = (file: string) => existsSync(new URL(`../${file}`, import.meta.url));

/** A route's file under src/routes, by its id (`/admin/users/` is admin/users/index.tsx, `/admin` admin/route.tsx). */
function fileOf(id: string): string {
  const candidates = id.endsWith('/') ? [`${id}index`] : [`${id}/route`, id];
  const found = candidates.map((name) => `src/routes${name}.tsx`).find(exists);
  return found ?? `(no file for ${id})`;
}

/** Every route the router knows but the root, by its template (`/admin/users/edit/$id`), with its file and metadata. */
const allRoutes = Object.values(appRouter.routesById)
  .filter((route) => !route.isRoot)
  .map((route) => ({
    template: route.fullPath.length > 1 ? route.fullPath.replace(/\/$/, '') : route.fullPath,
    file: fileOf(route.id),
    grid: route.options.staticData.grid === true,
    messages: [...(route.options.staticData.messages ?? [])].sort(),
    isPage: appPages.get(route.fullPath.replace(/(.)\/$/, '$1'))?.routeId === route.id,
  }));
const pageRoutes = allRoutes.filter((route) => route.isPage);

/** Routes that only redirect: no page of their own, so no sweep visits them. */
const REDIRECTS: Record<string, string> = {
  '/': 'to the landing page of the role (SPEC 2.1)',
  '/user': 'to /user/$userId',
  '/organisation': 'to /organisation/$orgId',
};

/**
 * Whether a module under src/ shows the data grid: it imports the on-demand grid block, or imports (relatively, e.g. a
 * screen its panel) a module that does.
 */
function screenShowsGrid(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = read(file);
  // Type-only imports bring no code: a screen that only names the grid's types does not show it.
  if (/^import (?!type )[^;]*? from '(?:[./]*|#\/)(?:components\/)?data-grid\/lazy-data-grid';/m.test(source))
    return true;
  // A screen's on-demand wrapper (`import('./block')`) shows what its block shows.
  return codeImports(file, source).some(
    (found) => !found.startsWith('src/components/') && screenShowsGrid(found, seen),
  );
}

/**
 * The modules under src/ that `file` imports for their code (relatively, at once or on demand; type-only imports
 * bring no code).
 */
function codeImports(file: string, source: string): string[] {
  const specs = [
    ...source.matchAll(/^import (?!type )[^;]*? from '((?:\.{1,2}|#)\/[^']+)';/gm),
    ...source.matchAll(/\bimport\('((?:\.{1,2}|#)\/[^']+)'\)/g),
  ].map(([, spec = '']) =>
    spec.startsWith('#/') ? `src/${spec.slice(2)}` : path.posix.join(path.posix.dirname(file), spec),
  );
  return specs.flatMap((module) =>
    [`${module}.tsx`, `${module}.ts`]
      .filter((candidate) => existsSync(new URL(`../${candidate}`, import.meta.url)))
      .slice(0, 1),
  );
}

/** The message areas a module under src/ and everything it imports for its code read with `useT`. */
function areasRead(file: string, seen = new Set<string>()): Set<string> {
  const areas = new Set<string>();
  if (seen.has(file)) return areas;
  seen.add(file);
  const source = read(file);
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const [, args = ''] of code.matchAll(/\buseT\(([^)]*)\)/g)) {
    for (const [, area = ''] of args.matchAll(/'(\w+)'/g)) areas.add(area);
  }
  for (const found of codeImports(file, source)) {
    if (!/\.test\.tsx?$/.test(found)) for (const area of areasRead(found, seen)) areas.add(area);
  }
  return areas;
}

/** What a route's screen may wait for: the areas it reads but for those loaded at start-up and after the first paint. */
function screenAreas(file: string): string[] {
  const elsewhere = new Set<string>([...STARTUP_AREAS, ...LATER_AREAS]);
  return [...areasRead(file)].filter((area) => !elsewhere.has(area)).sort();
}

describe('every route is wired', () => {
  it('reads the routes from the route tree', () => {
    expect(allRoutes.length).toBeGreaterThan(40);
    expect(allRoutes).toContainEqual(
      expect.objectContaining({ template: '/admin/users/edit/$id', file: 'src/routes/admin/users/edit/$id.tsx' }),
    );
    expect(allRoutes.filter((route) => route.file.startsWith('(no file')).map((route) => route.file)).toEqual([]);
  });

  it('has a title in its staticData (the typecheck requires one; an empty one is caught here)', () => {
    const untitled = Object.values(appRouter.routesById).filter((route) => !route.options.staticData.title.trim());
    expect(untitled.map((route) => route.id)).toEqual([]);
  });

  it('is visited by the sweeps: a URL in e2e/support/routes.ts', () => {
    const visited = new Set(routeCases.map((route) => pageAt(new URL(route.url, 'http://x').pathname)?.path));
    // The not-exact reset routes (`.../$`): their trailing segments belong to the page above them.
    const missing = pageRoutes
      .map((route) => route.template)
      .filter((template) => !template.endsWith('/$') && !(template in REDIRECTS) && !visited.has(template));
    expect(missing, 'routes without a URL in routeCases of e2e/support/routes.ts').toEqual([]);
  });

  it('shows feature areas that each have a spec named after them (e2e/<area>.spec.ts)', () => {
    const specs = readdirSync(new URL('../e2e', import.meta.url));
    const missing = allRoutes.flatMap((route) =>
      [...read(route.file).matchAll(/from '(?:(?:\.\.\/)+|#\/)features\/([\w-]+)\//g)]
        .map(([, area = '']) => area)
        .filter((area) => !specsOfArea(area, specs).length)
        .map((area) => `${route.template} (${route.file}) shows features/${area}`),
    );
    expect(missing, 'feature areas without a spec named after them').toEqual([]);
  });

  it('says `grid: true` in its staticData exactly if its screen shows the data grid (the grid preload)', () => {
    const withGrid = allRoutes.filter((route) => screenShowsGrid(route.file)).map((route) => route.template);
    expect(withGrid).toContain('/admin/users');
    expect(withGrid).toContain('/organisation/$orgId/teams/edit/$id');
    const missing = allRoutes.filter((route) => withGrid.includes(route.template) && !route.grid);
    expect(
      missing.map((route) => route.file),
      'grid routes without `grid: true`',
    ).toEqual([]);
    const needless = allRoutes.filter((route) => !withGrid.includes(route.template) && route.grid);
    expect(
      needless.map((route) => route.file),
      'routes preloading a grid they do not show',
    ).toEqual([]);
  });
  it('names in `messages` exactly the areas its screen reads besides the start-up ones (downloaded with its code)', () => {
    const wrong = allRoutes
      .map((route) => ({ route, reads: screenAreas(route.file) }))
      .filter(({ route, reads }) => reads.join() !== route.messages.join())
      .map(({ route, reads }) => `${route.file}: messages: [${reads.map((area) => `'${area}'`).join(', ')}]`);
    expect(wrong, 'routes whose staticData.messages is not what their screen reads').toEqual([]);
    expect(allRoutes.find((route) => route.template === '/admin/users')?.messages).toEqual(['users']);
  });
});
