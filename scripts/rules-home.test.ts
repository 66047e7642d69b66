// Business rules live in one place, src/lib (docs/ARCHITECTURE.md, "Where things go"), each with its unit tests.
// This test names a rules module (or another plain .ts module that is not queries or a hook) that appears under
// src/features, and a src/lib module without a test file.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const filesUnder = (folder: string) =>
  readdirSync(new URL(`../${folder}`, import.meta.url), { recursive: true, encoding: 'utf8' }).map((file) => file.replaceAll('\\', '/'));

/** src/lib modules that hold no rule to test: types only. */
const WITHOUT_RULES: Record<string, string> = {
  'app-link.ts': 'the AppLink type of typed link options',
};

describe('business rules live in src/lib', () => {
  it('no feature holds a rules module', () => {
    expect(filesUnder('src/features').filter((file) => /rules?\.tsx?$/.test(file))).toEqual([]);
  });

  it('a feature\'s plain .ts modules are its queries and hooks only (pure logic goes to src/lib)', () => {
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
});
