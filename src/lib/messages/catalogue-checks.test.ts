import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS, LANGUAGES, SOURCE_LANGUAGE, areaOf, loadCatalogue } from './catalogues';
import { placeholdersOf } from './format-message';
import type { Catalogue, Message } from './message-types';

/** The checks of docs/i18n.md: every language has the source's keys and placeholders; every message is used. */

const catalogues = new Map<string, Catalogue>();
for (const language of LANGUAGES) {
  for (const area of AREAS) catalogues.set(`${language}/${area}`, await loadCatalogue(language, area));
}
const catalogue = (language: string, area: string): Catalogue => catalogues.get(`${language}/${area}`) ?? {};

const placeholderSet = (message: Message): string[] => {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  const names = new Set(texts.flatMap(placeholdersOf));
  if (typeof message !== 'string') names.add('count');
  return [...names].sort();
};

describe.each(AREAS)('the %s catalogues', (area) => {
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

/** Source files that may use messages: everything under src but the catalogues and tests. */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return relative('src', path) === join('lib', 'messages') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the messages', () => {
  it('are each used in the source, by their full key in quotes', () => {
    const text = sourceFiles('src')
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    const used = new Set(Array.from(text.matchAll(/['"`]([a-z][\w-]*(?:\.[\w-]+)+)['"`]/g), (match) => match[1]));
    const unused = AREAS.flatMap((area) => Object.keys(catalogue(SOURCE_LANGUAGE, area))).filter(
      (key) => !used.has(key),
    );
    expect(unused).toEqual([]);
  });
});
