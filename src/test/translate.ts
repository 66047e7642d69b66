import { catalogueOfPath, type Area, type Language, type Translate } from '#/lib/messages/catalogues';
import { translator } from '#/lib/messages/format-message';
import type { Catalogue } from '#/lib/messages/message-types';

const modules = {
  ...import.meta.glob<Catalogue>(['../lib/messages/*/*.ts', '!**/*.test.ts'], { eager: true, import: 'default' }),
  ...import.meta.glob<Catalogue>(['../features/*/messages/*.ts', '!**/*.test.ts'], { eager: true, import: 'default' }),
};

/** Every area's catalogue in a language, read at once (tests need no loading). */
export function cataloguesOf(language: Language): Partial<Record<Area, Catalogue>> {
  return Object.fromEntries(
    Object.entries(modules).flatMap(([path, catalogue]) => {
      const found = catalogueOfPath(path);
      return found?.language === language ? [[found.area, catalogue]] : [];
    }),
  );
}

/** The message function of every area in a language, as `useT()` gives it, for tests of rules that take one. */
function translatorIn(language: Language): Translate<Area> {
  const messages: Catalogue = Object.assign({}, ...Object.values(cataloguesOf(language)));
  return translator((key) => messages[key], { language, numberLocale: language });
}

export const english = translatorIn('en');
export const german = translatorIn('de');
