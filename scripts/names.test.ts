// One name for each thing (docs/conventions.md, "Names"): a feature folder is named by the URL it serves, and a
// module's role shows in its suffix. File and folder spelling (kebab-case) is ESLint's (check-file).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { urlOfRouteFile, urlSegmentOf } from './lib/feature-names.mjs';

const root = new URL('../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');
const filesUnder = (folder: string) =>
  readdirSync(new URL(folder, root), { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file.replaceAll('\\', '/')}`)
    .filter((file) => /\.tsx?$/.test(file));
const productFiles = (folder: string) => filesUnder(folder).filter((file) => !/\.test\.tsx?$/.test(file));

/**
 * Whether a feature folder is named by a URL: its words, joined, are a run of the URL's segments, parameters left out
 * (`permission-groups` serves /organisation/$orgId/permissiongroups, `organisation-profile` /organisation/$orgId/profile).
 */
export function namesUrl(feature: string, url: string): boolean {
  const joined = urlSegmentOf(feature);
  const segments = url.split('/').filter((segment) => segment !== '' && !segment.startsWith('$'));
  return segments.some((_, start) =>
    segments.slice(start).some((_, length) => segments.slice(start, start + length + 1).join('') === joined),
  );
}

describe('namesUrl', () => {
  it('reads a feature folder as the joined words of URL segments, parameters left out', () => {
    expect(namesUrl('service-accounts', '/organisation/$orgId/serviceaccounts/edit/$id')).toBe(true);
    expect(namesUrl('organisation-profile', '/organisation/$orgId/profile')).toBe(true);
    expect(namesUrl('users', '/admin/users')).toBe(true);
    expect(namesUrl('servers', '/admin/poscoreinstances')).toBe(false);
    expect(namesUrl('profile', '/organisation/$orgId')).toBe(false);
  });
});

describe('a feature folder', () => {
  const routes = productFiles('src/routes');
  const served = routes.flatMap((file) =>
    [...read(file).matchAll(/from '(?:#\/|(?:\.\.\/)+)features\/([\w-]+)\//g)].map(([, feature = '']) => ({
      feature,
      url: urlOfRouteFile(file),
    })),
  );

  const handWritten = (readme: string) => readme.split('<!-- AREA-MAP-BEGIN')[0] ?? '';

  it('is named by the URLs it serves, or its README.md names each URL it serves under another name', () => {
    expect(served.length, 'route files showing a feature').toBeGreaterThan(0);
    const unnamed = served
      .filter(({ feature, url }) => !namesUrl(feature, url))
      .filter(({ feature, url }) => {
        const readme = `src/features/${feature}/README.md`;
        // The hand-written part says why: the generated map below it lists every URL anyway.
        return !existsSync(new URL(readme, root)) || !handWritten(read(readme)).includes(`\`${url}\``);
      })
      .map(({ feature, url }) => `features/${feature} serves ${url}`);
    expect([...new Set(unnamed)], 'add the URL, in backquotes, to the feature folder README.md').toEqual([]);
  });
});

describe('a module of a feature shows its role in its suffix', () => {
  const modules = productFiles('src/features');

  it('calls the server only from <area>-queries.ts', () => {
    const calling = modules.filter((file) => /\$api\.|\bapi\.(GET|POST|PUT|DELETE)\(/.test(read(file)));
    expect(calling.filter((file) => !/\/[\w-]+-queries\.ts$/.test(file))).toEqual([]);
  });

  it("describes a record's fields only in <record>-record.ts", () => {
    const describing = modules.filter((file) => /satisfies RecordFields<|const \w+: RecordFields</.test(read(file)));
    expect(describing.filter((file) => !/\/[\w-]+-record\.ts$/.test(file))).toEqual([]);
  });

  it('names a screen that a route shows <name>-screen.tsx', () => {
    // `lazyRouteComponent(() => import('#/features/users/users-screen'), 'UsersScreen')` (app/route-screen.ts)
    const shown = productFiles('src/routes').flatMap((file) =>
      [
        ...read(file).matchAll(
          /lazyRouteComponent\(\s*\(\) => import\('(?:#\/|(?:\.\.\/)+)(features\/[\w-]+\/[\w-]+)'\),\s*'\w+Screen',?\s*\)/g,
        ),
      ].map(([, module = '']) => module),
    );
    expect(shown.length, 'screens shown by routes').toBeGreaterThan(0);
    expect(shown.filter((module) => !module.endsWith('-screen'))).toEqual([]);
  });
});
