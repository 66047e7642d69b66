import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isBuildInput, readBuildInputs, staleReasons } from './build-stamp.mjs';

const settings = { mode: 'mock', apiMode: 'mock' };
const files = { 'index.html': 'a1', 'src/main.tsx': 'b2', 'vite.config.ts': 'c3' };

describe('staleReasons: whether npm start builds again', () => {
  it('serves a build whose settings and inputs are those of now', () => {
    expect(staleReasons({ settings, files }, { settings: { ...settings }, files: { ...files } })).toEqual([]);
  });

  it('builds when there is no finished build (no stamp, or one without its parts)', () => {
    expect(staleReasons(undefined, { settings, files })).toEqual(['no finished build yet']);
    expect(staleReasons({ settings }, { settings, files })).toEqual(['no finished build yet']);
  });

  it('names each file changed, added or removed since the build', () => {
    const now = { 'index.html': 'a1', 'src/main.tsx': 'XX', 'src/new.ts': 'd4' };
    expect(staleReasons({ settings, files }, { settings, files: now })).toEqual([
      'src/main.tsx changed',
      'src/new.ts added',
      'vite.config.ts removed',
    ]);
  });

  it('builds when the settings differ: another mode, or API_TARGET set since (a build without the QA switches)', () => {
    expect(staleReasons({ settings, files }, { settings: { ...settings, apiMode: 'backend' }, files })).toEqual([
      'apiMode was "mock", is "backend"',
    ]);
  });

  it('lists a few files and counts the rest', () => {
    const many = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`src/f${i}.ts`, 'x']));
    const reasons = staleReasons({ settings, files: {} }, { settings, files: many }, { listed: 3 });
    expect(reasons).toEqual(['src/f0.ts added', 'src/f1.ts added', 'src/f2.ts added', 'and 5 more files']);
  });
});

describe('readBuildInputs: what a build reads', () => {
  let root;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('hashes the sources, config and env files of the mode, and leaves out tests, notes and other folders', () => {
    root = mkdtempSync(path.join(tmpdir(), 'build-stamp-'));
    const write = (file, text) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    for (const file of ['src/main.tsx', 'src/a/b.ts', 'src/a/b.test.ts', 'src/a/README.md', 'e2e/x.spec.ts'])
      write(file, file);
    write('index.html', '<html>');
    write('.env.mock', 'A=1');
    write('.env.e2e', 'A=2');
    const inputs = readBuildInputs(root, 'mock');
    expect(Object.keys(inputs).sort()).toEqual(['.env.mock', 'index.html', 'src/a/b.ts', 'src/main.tsx']);
    write('src/a/b.ts', 'changed');
    expect(readBuildInputs(root, 'mock')['src/a/b.ts']).not.toBe(inputs['src/a/b.ts']);
    expect(readBuildInputs(root, 'mock')['src/main.tsx']).toBe(inputs['src/main.tsx']);
  });

  it('counts code and assets, not tests or notes', () => {
    expect(isBuildInput('src/features/users/users-grid.tsx')).toBe(true);
    expect(isBuildInput('public/favicon.svg')).toBe(true);
    expect(isBuildInput('src/features/users/users-grid.test.tsx')).toBe(false);
    expect(isBuildInput('scripts/lib/x.test.mjs')).toBe(false);
    expect(isBuildInput('src/features/users/README.md')).toBe(false);
  });
});
