// A new route is wired in several tables; this test reads the routes from the generated route tree
// (src/route-tree.gen.ts, made from src/routes by `npm run generate`) and names each table a route is missing from.
// The mutation sweep's table is per call, not per route: e2e/error-sweep-mutations.spec.ts checks it against the
// contract's operations.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoute, routeTitles } from '../src/lib/breadcrumbs';
import { routeCases } from '../e2e/support/routes';
import { specsOfArea } from './lib/quick-specs.mjs';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const routeTree = read('src/route-tree.gen.ts');

/** Every route the router knows, by its template (`/admin/users/edit/$id`), with its file under src/. */
function routes(): Array<{ template: string; file: string }> {
  const files = new Map<string, string>();
  for (const [, name, file] of routeTree.matchAll(/^import \{ Route as (\w+)RouteImport \} from '\.\/(routes\/[^']+)'$/gm)) {
    if (name !== undefined && file !== undefined) files.set(name, `src/${file}.tsx`);
  }
  const byTo = /^export interface FileRoutesByTo \{\n([\s\S]*?)\n\}/m.exec(routeTree)?.[1] ?? '';
  return [...byTo.matchAll(/^ {2}'([^']+)': typeof (\w+?)Route(?:WithChildren)?$/gm)].map(([, template = '', name = '']) => ({
    template,
    file: files.get(name) ?? `(no import of ${name} in the route tree)`,
  }));
}

/** Routes that only redirect: no page of their own, so no sweep visits them. */
const REDIRECTS: Record<string, string> = {
  '/': 'to the landing page of the role (SPEC 2.1)',
  '/user': 'to /user/$userId',
  '/organisation': 'to /organisation/$orgId',
};

/** The not-exact reset routes (`.../$`): their trailing segments belong to the route above them. */
const base = (template: string) => template.replace(/\/\$$/, '');

const allRoutes = routes();

/**
 * Whether a module under src/ shows the data grid: it imports the on-demand grid block, or imports (relatively, e.g. a
 * screen its panel) a module that does.
 */
function showsGrid(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = read(file);
  // Type-only imports bring no code: a screen that only names the grid's types does not show it.
  if (/^import (?!type )[^;]*? from '[./]*(?:components\/)?data-grid\/lazy-data-grid';/m.test(source)) return true;
  // A screen's on-demand wrapper (`import('./block')`) shows what its block shows.
  const imports = [
    ...source.matchAll(/^import (?!type )[^;]*? from '(\.{1,2}\/[^']+)';/gm),
    ...source.matchAll(/\bimport\('(\.{1,2}\/[^']+)'\)/g),
  ];
  return imports.some(([, spec = '']) => {
    const module = path.posix.join(path.posix.dirname(file), spec);
    const found = [`${module}.tsx`, `${module}.ts`].find((candidate) => existsSync(new URL(`../${candidate}`, import.meta.url)));
    return found !== undefined && !found.startsWith('src/components/') && showsGrid(found, seen);
  });
}

describe('every route is wired', () => {
  it('reads the routes from the route tree', () => {
    expect(allRoutes.length).toBeGreaterThan(40);
    expect(allRoutes).toContainEqual({ template: '/admin/users/edit/$id', file: 'src/routes/admin/users/edit/$id.tsx' });
  });

  it('has a title (and breadcrumb) in src/lib/breadcrumbs.ts', () => {
    const missing = allRoutes.map((route) => base(route.template)).filter((template) => !(template in routeTitles));
    expect(missing, 'routes without an entry in routeTitles of src/lib/breadcrumbs.ts').toEqual([]);
  });

  it('is visited by the sweeps: a URL in e2e/support/routes.ts', () => {
    const visited = new Set(routeCases.map((route) => matchRoute(new URL(route.url, 'http://x').pathname)?.template));
    const missing = allRoutes
      .map((route) => base(route.template))
      .filter((template) => !(template in REDIRECTS) && !visited.has(template));
    expect(missing, 'routes without a URL in routeCases of e2e/support/routes.ts').toEqual([]);
  });

  it('shows feature areas that each have a spec named after them (e2e/<area>.spec.ts)', () => {
    const specs = readdirSync(new URL('../e2e', import.meta.url));
    const missing = allRoutes.flatMap((route) =>
      [...read(route.file).matchAll(/from '(?:\.\.\/)+features\/([\w-]+)\//g)]
        .map(([, area = '']) => area)
        .filter((area) => !specsOfArea(area, specs).length)
        .map((area) => `${route.template} (${route.file}) shows features/${area}`),
    );
    expect(missing, 'feature areas without a spec named after them').toEqual([]);
  });

  it('starts loading the data grid when matched if its screen shows one (beforeLoad: preloadDataGrid)', () => {
    const withGrid = allRoutes.filter((route) => showsGrid(route.file)).map((route) => route.template);
    expect(withGrid).toContain('/admin/users');
    expect(withGrid).toContain('/organisation/$orgId/teams/edit/$id');
    const preloads = (route: { file: string }) => /^ {2}beforeLoad: preloadDataGrid,$/m.test(read(route.file));
    const missing = allRoutes.filter((route) => withGrid.includes(route.template) && !preloads(route));
    expect(missing.map((route) => route.file), 'grid routes without `beforeLoad: preloadDataGrid`').toEqual([]);
    const needless = allRoutes.filter((route) => !withGrid.includes(route.template) && preloads(route));
    expect(needless.map((route) => route.file), 'routes preloading a grid they do not show').toEqual([]);
  });
});
