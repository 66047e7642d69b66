// One map (docs/ARCHITECTURE.md): every area is a contract path file openapi/paths/<area>.yaml, a world handler file
// world/handlers/<area>.ts answering exactly its operations, a console feature src/features/<area>/ and, when its
// specs share steps, an e2e helper e2e/areas/<area>.ts. This names each part of a tree with no counterpart under the
// same name; the only exceptions are listed in scripts/lib/area-map.mjs (NO_FEATURE_FOLDER, SHARED_WORLD_FILES).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  AREA_HELPERS,
  NO_FEATURE_FOLDER,
  SHARED_WORLD_FILES,
  areasOf,
  contractOf,
  pathIndex,
  readmes,
} from './lib/area-map.mjs';

const root = path.resolve(import.meta.dirname, '..');
const exists = (file: string) => existsSync(path.join(root, file));
const namesIn = (dir: string, suffix: string) =>
  readdirSync(path.join(root, dir))
    .filter((file) => file.endsWith(suffix) && !file.endsWith(`.test${suffix}`))
    .map((file) => file.slice(0, -suffix.length));
const areas = areasOf(root);
const hasNoFeatureFolder = (area: string) => Object.hasOwn(NO_FEATURE_FOLDER, area);

describe('the contract', () => {
  it('lists each path through the path file of its area, and each block of a path file is listed', () => {
    const index = pathIndex(root);
    const unknown = index.filter(({ file }) => !areas.includes(file)).map(({ url, file }) => `${url}: ${file}`);
    const unlisted = areas.flatMap((area) =>
      contractOf(root, area)
        .keys.filter((key) => !index.some((entry) => entry.file === area && entry.key === key))
        .map((key) => `openapi/paths/${area}.yaml#/${key}`),
    );
    expect(unknown, 'paths whose $ref names no openapi/paths/<area>.yaml').toEqual([]);
    expect(unlisted, 'path blocks the root does not list').toEqual([]);
  });

  it('gives every operation an operationId, once', () => {
    const ids = areas.flatMap((area) => contractOf(root, area).operations.map((op) => op.operationId));
    expect(ids.filter((id) => !id || id === 'undefined')).toEqual([]);
    expect(ids.filter((id, at) => ids.indexOf(id) !== at)).toEqual([]);
  });
});

describe('the console', () => {
  it('has a feature folder per area, and an area per feature folder', () => {
    const features = readdirSync(path.join(root, 'src/features'));
    expect(
      areas.filter((area) => !hasNoFeatureFolder(area) && !features.includes(area)),
      'areas without src/features/<area>/ (or a reason in NO_FEATURE_FOLDER)',
    ).toEqual([]);
    expect(
      features.filter((feature) => !areas.includes(feature)),
      'feature folders without openapi/paths/<feature>.yaml',
    ).toEqual([]);
    expect(
      Object.keys(NO_FEATURE_FOLDER).filter((area) => !areas.includes(area) || features.includes(area)),
      'NO_FEATURE_FOLDER lists an area that is none, or that has a feature folder',
    ).toEqual([]);
  });

  it("has each area's README with its map up to date (npm run areas)", () => {
    const stale = readmes(root)
      .filter(({ current, expected }) => current !== expected)
      .map(({ file, current }) => `${file}${current === null ? ' (missing)' : ''}`);
    expect(stale, 'run npm run areas').toEqual([]);
  });
});

describe('the e2e helpers', () => {
  it(`keep an area's steps in ${AREA_HELPERS}/<area>.ts, named after the area`, () => {
    expect(namesIn(AREA_HELPERS, '.ts').filter((name) => !areas.includes(name))).toEqual([]);
  });

  it("keep no area's steps among the shared helpers of e2e/support/", () => {
    expect(namesIn('e2e/support', '.ts').filter((name) => areas.includes(name))).toEqual([]);
  });
});

// The world's handlers are cut by the same areas: each world/handlers/<area>.ts exports `handlers`, the handlers of
// exactly that area's operations (world/app.ts merges them).
describe('the world', () => {
  it('has a handler file per area, and an area per handler file', () => {
    const files = namesIn('world/handlers', '.ts');
    expect(
      areas.filter((area) => !exists(`world/handlers/${area}.ts`)),
      'areas without world/handlers/<area>.ts',
    ).toEqual([]);
    expect(
      files.filter((name) => !areas.includes(name) && !Object.hasOwn(SHARED_WORLD_FILES, `${name}.ts`)),
      'world/handlers/ files that are no area (or a reason in SHARED_WORLD_FILES)',
    ).toEqual([]);
  });

  it.each(areas)("answers exactly the operations of %s in world/handlers/<area>.ts's `handlers`", async (area) => {
    const file = `world/handlers/${area}.ts`;
    expect(exists(file), `${file} exists`).toBe(true);
    const module: unknown = await import(pathToFileURL(path.join(root, file)).href);
    const handlers =
      typeof module === 'object' && module !== null && 'handlers' in module ? module.handlers : undefined;
    expect(typeof handlers, `${file} exports \`handlers\``).toBe('object');
    const answered = Object.keys(handlers ?? {}).sort();
    const operations = contractOf(root, area)
      .operations.map((op) => op.operationId)
      .sort();
    expect(answered, `the operationIds of openapi/paths/${area}.yaml`).toEqual(operations);
  });
});
