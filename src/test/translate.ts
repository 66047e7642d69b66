import type { Area, Language, Translate } from '../lib/messages/catalogues';
import { formatMessage } from '../lib/messages/format-message';
import type { Catalogue } from '../lib/messages/message-types';

const modules = import.meta.glob<Catalogue>('../lib/messages/*/*.ts', { eager: true, import: 'default' });

/** Every area's catalogue in a language, read at once (tests need no loading). */
export function cataloguesOf(language: Language): Partial<Record<Area, Catalogue>> {
  const prefix = `../lib/messages/${language}/`;
  return Object.fromEntries(
    Object.entries(modules)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, catalogue]) => [
        path.slice(prefix.length, -3).replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
        catalogue,
      ]),
  );
}

/** The message function of every area in a language, as `useT()` gives it, for tests of rules that take one. */
function translator(language: Language): Translate<Area> {
  const messages: Catalogue = Object.assign({}, ...Object.values(cataloguesOf(language)));
  return (key, ...args) => {
    const message = messages[key];
    return message === undefined ? key : formatMessage(message, args[0], { language, numberLocale: language });
  };
}

export const english = translator('en');
export const german = translator('de');
