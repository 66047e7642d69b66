import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleReport,
  catalogueFiles,
  coldOpenBytes,
  firstPaintBytes,
  navigationBytes,
  routeTemplateOf,
  routeTemplatesOf,
  sharedLazyChunks,
} from './bundle-sizes.mjs';

// A hand-made build: index.html loads main + vendor (+ CSS); /admin's screen and /admin/users' screen are split
// chunks; users and clients share the lazily loaded data-grid chunk; the shell loads a menu after its first paint.
const sizes = {
  'assets/index.js': 2_000,
  'assets/vendor.js': 30_000,
  'assets/vendor.css': 4_000,
  'assets/admin.js': 3_000,
  'assets/admin-error.js': 9_000,
  'assets/users.js': 5_000,
  'assets/clients.js': 1_000,
  'assets/clients-screen.js': 3_000,
  'assets/data-grid.js': 40_000,
  'assets/data-grid.css': 2_000,
  'assets/user-menu.js': 6_000,
  'assets/org.js': 2_500,
  'assets/user.js': 2_500,
  'assets/en-shell.js': 1_000,
  'assets/de-shell.js': 1_200,
  'assets/en-users.js': 700,
  'assets/de-users.js': 900,
  'assets/de-teams.js': 300,
  'assets/de-records.js': 400,
  'assets/de-conflicts.js': 800,
};
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/app/user-menu.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js', css: ['assets/vendor.css'] },
  'src/app/user-menu.tsx': { file: 'assets/user-menu.js', isDynamicEntry: true, imports: ['_vendor.js'] },
  'src/routes/admin/index.tsx?tsr-split=component---loader': {
    file: 'assets/admin.js',
    isDynamicEntry: true,
    imports: ['_vendor.js'],
  },
  'src/routes/admin/index.tsx?tsr-split=errorComponent': {
    file: 'assets/admin-error.js',
    isDynamicEntry: true,
    imports: ['_vendor.js'],
  },
  'src/routes/admin/users/index.tsx?tsr-split=component---loader': {
    file: 'assets/users.js',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_data-grid.js'],
  },
  // A route chunk that imports its screen on demand (app/route-screen.ts): the screen is the route's own.
  'src/routes/admin/clients/index.tsx?tsr-split=component---loader': {
    file: 'assets/clients.js',
    isDynamicEntry: true,
    dynamicImports: ['src/features/clients/clients-screen.tsx'],
  },
  'src/features/clients/clients-screen.tsx': {
    file: 'assets/clients-screen.js',
    isDynamicEntry: true,
    imports: ['_data-grid.js'],
  },
  '_data-grid.js': { file: 'assets/data-grid.js', imports: ['_vendor.js'], css: ['assets/data-grid.css'] },
  'src/routes/organisation/$orgId/index.tsx?tsr-split=component---loader': {
    file: 'assets/org.js',
    isDynamicEntry: true,
  },
  'src/routes/user/$userId.tsx?tsr-split=component---loader': { file: 'assets/user.js', isDynamicEntry: true },
};

// Pseudo-random (incompressible) content of the sizes above; expectations use the gzip size of what was written.
let dist;
const gz = {};
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'bundle-sizes-'));
  mkdirSync(path.join(dist, 'assets'));
  let seed = 1;
  for (const [file, size] of Object.entries(sizes)) {
    const bytes = Buffer.alloc(size);
    for (let i = 0; i < size; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      bytes[i] = seed % 256;
    }
    writeFileSync(path.join(dist, file), bytes);
    gz[file] = gzipSync(bytes, { level: 9 }).length;
  }
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const sum = (...files) => files.reduce((total, file) => total + gz[file], 0);

describe('bundle sizes from the manifest', () => {
  it('maps route files to URL templates', () => {
    expect(routeTemplateOf('src/routes/admin/users/index.tsx?tsr-split=component')).toBe('/admin/users');
    expect(routeTemplateOf('src/routes/user/$userId.tsx')).toBe('/user/$userId');
    expect(routeTemplateOf('src/routes/admin/route.tsx')).toBe('/admin');
  });

  it('first paint = the initial load + the route screen chunk and its static imports, not its error component', () => {
    const admin = firstPaintBytes(dist, manifest, '/admin');
    expect(admin.files).toEqual(['assets/admin.js', 'assets/index.js', 'assets/vendor.css', 'assets/vendor.js']);
    expect(admin.bytes).toBe(sum('assets/admin.js', 'assets/index.js', 'assets/vendor.css', 'assets/vendor.js'));
    expect(firstPaintBytes(dist, manifest, '/admin/users').files).toContain('assets/data-grid.css');
  });

  it("counts one language's start-up catalogues, the heavier, and the largest screen area's with the shared ones for a cold open", () => {
    const catalogues = {
      'src/lib/messages/en/shell.ts': { file: 'assets/en-shell.js', isDynamicEntry: true },
      'src/lib/messages/de/shell.ts': { file: 'assets/de-shell.js', isDynamicEntry: true },
      'src/features/users/messages/en.ts': { file: 'assets/en-users.js', isDynamicEntry: true },
      'src/features/users/messages/de.ts': { file: 'assets/de-users.js', isDynamicEntry: true },
      'src/features/teams/messages/de.ts': { file: 'assets/de-teams.js', isDynamicEntry: true },
      'src/lib/messages/de/records.ts': { file: 'assets/de-records.js', isDynamicEntry: true },
      'src/lib/messages/de/conflicts.ts': { file: 'assets/de-conflicts.js', isDynamicEntry: true },
    };
    // An area loaded after the first paint (the words of a conflict) is in neither.
    expect(catalogueFiles(dist, catalogues, ['shell'], ['conflicts'])).toEqual({
      startup: ['assets/de-shell.js'],
      screen: ['assets/de-users.js', 'assets/de-records.js'],
    });
    const withMessages = { ...manifest, ...catalogues };
    expect(firstPaintBytes(dist, withMessages, '/admin').files).toContain('assets/de-shell.js');
    expect(coldOpenBytes(dist, withMessages, '/admin').files).toContain('assets/de-users.js');
  });

  it('reports shared lazy chunks with the routes that load them, and the lazy shell parts', () => {
    const shared = sharedLazyChunks(dist, manifest);
    const grid = shared.find((c) => c.name === '_data-grid.js');
    expect(grid).toMatchObject({
      bytes: sum('assets/data-grid.js', 'assets/data-grid.css'),
      usedBy: ['/admin/clients', '/admin/users'],
    });
    expect(shared.find((c) => c.file === 'assets/user-menu.js')?.lazyShellPart).toBe(true);
    expect(shared.some((c) => c.file === 'assets/vendor.js')).toBe(false);
  });

  it("counts a route's screen, imported on demand by the route's chunk, as the route's own", () => {
    expect(coldOpenBytes(dist, manifest, '/admin/clients').files).toEqual([
      'assets/clients-screen.js',
      'assets/clients.js',
      'assets/data-grid.css',
      'assets/data-grid.js',
      'assets/index.js',
      'assets/vendor.css',
      'assets/vendor.js',
    ]);
    const report = bundleReport(dist, manifest, { firstPaintBytes: 1_000_000, routeChunkBytes: 1_000_000 });
    expect(report.routes.filter((r) => r.template === '/admin/clients').map((r) => [r.part, r.file])).toEqual([
      ['screen', 'assets/clients-screen.js'],
      ['component---loader', 'assets/clients.js'],
    ]);
    expect(report.shared.some((c) => c.file === 'assets/clients-screen.js')).toBe(false);
  });

  it('navigation bytes = what a cold visit downloads beyond the initial load', () => {
    expect(navigationBytes(dist, manifest, '/admin/users').bytes).toBe(
      sum('assets/users.js', 'assets/data-grid.js', 'assets/data-grid.css'),
    );
  });

  it('names every budget exceeded: a landing route first paint, a route chunk (a shared chunk is not one)', () => {
    const loose = bundleReport(dist, manifest, { firstPaintBytes: 1_000_000, routeChunkBytes: 1_000_000 });
    expect(loose.violations).toEqual([]);
    const firstPaintOfAdmin = sum('assets/admin.js', 'assets/index.js', 'assets/vendor.css', 'assets/vendor.js');
    const tight = bundleReport(dist, manifest, {
      firstPaintBytes: firstPaintOfAdmin - 1,
      routeChunkBytes: gz['assets/users.js'] - 1,
    });
    expect(tight.violations).toEqual([
      expect.stringMatching(/^first paint of \/admin: \d+ B gzip JS\+CSS > \d+ B$/),
      expect.stringMatching(/^route chunk of \/admin \(errorComponent, assets\/admin-error\.js\): \d+ B/),
      expect.stringMatching(/^route chunk of \/admin\/users \(component---loader, assets\/users\.js\): \d+ B/),
    ]);
  });
});

describe('cold open of every route', () => {
  it('lists each URL template once: no root, a layout with its index, no splat route (its parent shows)', () => {
    expect(
      routeTemplatesOf([
        'src/routes/__root.tsx',
        'src/routes/index.tsx',
        'src/routes/admin/route.tsx',
        'src/routes/admin/index.tsx',
        'src/routes/admin/users/edit/$id.tsx',
        'src/routes/resetpassword/confirm/$token/$email.tsx',
        'src/routes/resetpassword/confirm/$token/$email/$.tsx',
        'src/routes/organisation/$orgId/route.tsx',
        'src/routes/admin/users',
      ]),
    ).toEqual(['/', '/admin', '/admin/users/edit/$id', '/organisation/$orgId', '/resetpassword/confirm/$token/$email']);
  });

  it('a cold open = entry + the route chunks + their static imports (transitively) + CSS, not dynamic imports', () => {
    const users = coldOpenBytes(dist, manifest, '/admin/users');
    expect(users.files).toEqual([
      'assets/data-grid.css',
      'assets/data-grid.js',
      'assets/index.js',
      'assets/users.js',
      'assets/vendor.css',
      'assets/vendor.js',
    ]);
    // The entry's dynamic import (the lazily loaded menu) is not part of it; a route without a chunk is the entry's.
    expect(coldOpenBytes(dist, manifest, '/').files).toEqual([
      'assets/index.js',
      'assets/vendor.css',
      'assets/vendor.js',
    ]);
  });

  it('reports one cold figure per route and names each route over the cold-open budget', () => {
    const templates = ['/admin', '/admin/clients', '/admin/users'];
    const coldOfUsers = sum(
      'assets/users.js',
      'assets/data-grid.js',
      'assets/data-grid.css',
      'assets/index.js',
      'assets/vendor.js',
      'assets/vendor.css',
    );
    const report = bundleReport(
      dist,
      manifest,
      { firstPaintBytes: 1_000_000, routeChunkBytes: 1_000_000, coldOpenBytes: coldOfUsers - 1 },
      templates,
    );
    expect(report.cold.map((r) => r.template)).toEqual(templates);
    expect(report.cold[2].bytes).toBe(coldOfUsers);
    expect(report.violations).toEqual([
      `cold open of /admin/users: ${coldOfUsers} B gzip JS+CSS > ${coldOfUsers - 1} B`,
    ]);
  });
});
