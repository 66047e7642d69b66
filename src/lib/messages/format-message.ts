import type { Area, Translate } from './catalogues';
import type { Message, PluralCategory } from './message-types';

export interface FormatOptions {
  /** The language whose plural rules pick a plural's form (`de`, `en`). */
  language: string;
  /** The locale numbers are written in (the user's display locale: `de-CH` writes 1’234). */
  numberLocale: string;
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

/** The plural category of `count` in `language` (`Intl.PluralRules`). */
export function pluralCategory(language: string, count: number): PluralCategory {
  return cached(pluralRules, language, () => new Intl.PluralRules(language)).select(count);
}

/** The names of a text's `{placeholders}`, in order of appearance. */
export function placeholdersOf(text: string): string[] {
  return Array.from(text.matchAll(/\{(\w+)\}/g), (match) => match[1] ?? '');
}

/**
 * A message with its values: a plural's form chosen by `count` in the language's plural rules, then each `{name}`
 * replaced by its value (numbers in the display locale). A placeholder without a value stays visible as `{name}`.
 */
export function formatMessage(
  message: Message,
  values: Readonly<Record<string, string | number>> | undefined,
  { language, numberLocale }: FormatOptions,
): string {
  let text: string;
  if (typeof message === 'string') text = message;
  else {
    const count = values?.count;
    text = typeof count === 'number' ? (message[pluralCategory(language, count)] ?? message.other) : message.other;
  }
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    if (typeof value === 'number')
      return cached(numberFormats, numberLocale, () => new Intl.NumberFormat(numberLocale)).format(value);
    return value;
  });
}

/**
 * The message function over the messages `lookup` finds (`useT`, tests, the mock): a key without a message shows the
 * key itself rather than a blank.
 */
export function translator<A extends Area>(
  lookup: (key: string) => Message | undefined,
  options: FormatOptions,
): Translate<A> {
  const translate = (key: string, values?: Parameters<typeof formatMessage>[1]) => {
    const message = lookup(key);
    return message === undefined ? key : formatMessage(message, values, options);
  };
  // The areas are a mark of the type only (`Translate`): nothing to carry at run time.
  return translate as unknown as Translate<A>;
}
