/// <reference types="node" />
// (It reads the source tree, in Node: the console's own code has no Node types.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '#/catalogue-sources';
import {
  LANGUAGES,
  SOURCE_LANGUAGE,
  STARTUP_AREAS,
  areaOf,
  catalogueAreas,
  catalogueOfPath,
  loadCatalogue,
} from './catalogues';
import { placeholdersOf } from './format-message';
import type { Catalogue, Message } from './message-types';

/** The checks of docs/i18n.md: every language has the source's keys and placeholders; every message is used. */

const areas = catalogueAreas();
const catalogues = new Map<string, Catalogue>();
for (const language of LANGUAGES) {
  for (const area of areas) catalogues.set(`${language}/${area}`, await loadCatalogue(language, area));
}
const catalogue = (language: string, area: string): Catalogue => catalogues.get(`${language}/${area}`) ?? {};

const placeholderSet = (message: Message): string[] => {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  const names = new Set(texts.flatMap(placeholdersOf));
  if (typeof message !== 'string') names.add('count');
  return [...names].sort();
};

describe.each(areas)('the %s catalogues', (area) => {
  const source = catalogue(SOURCE_LANGUAGE, area);

  it('name every key after their area', () => {
    expect(Object.keys(source).filter((key) => areaOf(key) !== area)).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE))(
    'in %s have the same keys as English',
    (language) => {
      expect(Object.keys(catalogue(language, area)).sort()).toEqual(Object.keys(source).sort());
    },
  );

  it.each(LANGUAGES)('in %s keep the placeholders and plurals of each English message', (language) => {
    const translation = catalogue(language, area);
    const differing = Object.entries(source).filter(([key, message]) => {
      const translated = translation[key];
      if (translated === undefined) return true;
      if (typeof translated !== typeof message) return true;
      return placeholderSet(translated).join() !== placeholderSet(message).join();
    });
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it.each(LANGUAGES)("in %s give every plural a form for each of the language's plural categories", (language) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const incomplete = Object.entries(catalogue(language, area)).filter(
      ([, message]) => typeof message !== 'string' && categories.some((category) => !(category in message)),
    );
    expect(incomplete.map(([key]) => key)).toEqual([]);
  });
});

/** Source files that may use messages: everything under src but the catalogues (any `messages` folder) and tests. */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'messages' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the messages', () => {
  it('are each used in the source, by their full key in quotes', () => {
    const text = sourceFiles('src')
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    const used = new Set(Array.from(text.matchAll(/['"`]([a-z][\w-]*(?:\.[\w-]+)+)['"`]/g), (match) => match[1]));
    const unused = areas
      .flatMap((area) => Object.keys(catalogue(SOURCE_LANGUAGE, area)))
      .filter((key) => !used.has(key));
    expect(unused).toEqual([]);
  });
});

describe('the registered catalogues', () => {
  it("are the shared ones of src/lib/messages, the start-up's among them, and those of every feature's folder", () => {
    const shared = readdirSync('src/lib/messages/en').map((file) => file.replace(/\.ts$/, ''));
    expect(shared).toEqual(expect.arrayContaining([...STARTUP_AREAS]));
    const features = readdirSync('src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join('src/features', entry.name, 'messages')))
      .map((entry) => entry.name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()));
    expect([...areas].sort()).toEqual([...shared, ...features].sort());
  });

  it('are read from their paths', () => {
    expect(catalogueOfPath('./lib/messages/de/shell.ts')).toEqual({ language: 'de', area: 'shell' });
    expect(catalogueOfPath('./features/permission-groups/messages/en.ts')).toEqual({
      language: 'en',
      area: 'permissionGroups',
    });
    expect(catalogueOfPath('src/features/users/messages/fr.ts')).toBeNull();
    expect(catalogueOfPath('./lib/messages/catalogues.ts')).toBeNull();
    expect(catalogueOfPath('./features/users/users-screen.tsx')).toBeNull();
  });
});
