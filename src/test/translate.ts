import type { Language, Translate } from '../lib/messages/catalogues';
import de from '../lib/messages/de/shell';
import en from '../lib/messages/en/shell';
import { formatMessage } from '../lib/messages/format-message';
import type { Catalogue } from '../lib/messages/message-types';

/** The shell's message function in a language, as `useT()` gives it, for tests of rules that take one. */
function translator(language: Language, catalogue: Catalogue): Translate<'shell'> {
  return (key, ...args) => {
    const message = catalogue[key];
    return message === undefined ? key : formatMessage(message, args[0], { language, numberLocale: language });
  };
}

export const english = translator('en', en);
export const german = translator('de', de);
