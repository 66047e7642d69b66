import type shellEn from './en/shell';
import type { Catalogue, Message, MessageValues } from './message-types';

/**
 * The catalogues: one module per language and area, each loaded with `import()`, so a browser downloads only its
 * language's messages, and only for the areas it opens (the shell's for the first paint). English is the source;
 * every other language is typed against it (message-types.ts). Adding an area: a file per language here and a line
 * in `areaSources` below.
 */
export interface AreaCatalogues {
  shell: typeof shellEn;
}

export type Area = keyof AreaCatalogues;

/** The languages the console speaks (ISO 639-1 codes); `en` is the source and the fallback. */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = 'en';

/** Each language's name in that language, as a language menu shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', de: 'Deutsch' };

/** The key of a message in one of the areas `A`. */
export type MessageKey<A extends Area = Area> = { [Name in A]: keyof AreaCatalogues[Name] & string }[A];

type SourceMessage<K extends string> = {
  [Name in Area]: K extends keyof AreaCatalogues[Name] ? AreaCatalogues[Name][K] : never;
}[Area];

/** `[]` for a message without placeholders, else `[values]` with every placeholder named. */
export type MessageArgs<K extends string> =
  SourceMessage<K> extends Message
    ? keyof MessageValues<SourceMessage<K>> extends never
      ? []
      : [values: MessageValues<SourceMessage<K>>]
    : never;

/** Looks up and formats a message: `t('shell.userMenu.label', { name })`. Keys and values are checked by type. */
export type Translate<A extends Area> = <K extends MessageKey<A>>(key: K, ...args: MessageArgs<K>) => string;

type Loader = () => Promise<{ default: Catalogue }>;

const areaSources: Readonly<Record<Language, Readonly<Record<Area, Loader>>>> = {
  en: { shell: () => import('./en/shell') },
  de: { shell: () => import('./de/shell') },
};

/** Every area, in the order of `areaSources`. */
export const AREAS = Object.keys(areaSources.en) as readonly Area[];

/** An area's catalogue in a language of the console. */
export function loadCatalogue(language: Language, area: Area): Promise<Catalogue> {
  return areaSources[language][area]().then((module) => module.default);
}

/** The area a key belongs to: its first segment (`shell.userMenu.profile` is the shell's). */
export function areaOf(key: string): string {
  return key.slice(0, key.indexOf('.'));
}
