import type blocksEn from './en/blocks';
import type conflictsEn from './en/conflicts';
import type errorsEn from './en/errors';
import type formsEn from './en/forms';
import type gridEn from './en/grid';
import type historyEn from './en/history';
import type recordsEn from './en/records';
import type shellEn from './en/shell';
import type { Catalogue, Message, MessageValues, UnionToIntersection } from './message-types';

/**
 * The catalogues: one module per language and area, each loaded on demand, so a browser downloads only its
 * language's messages, and only for the areas it opens (the shell's for the first paint). English is the source;
 * every other language is typed against it (message-types.ts). The shell's and the shared blocks' areas are named
 * here; each feature adds its own in its `messages/en.ts` by declaration merging, so a feature's words live in its
 * folder. src/catalogue-sources.ts finds every catalogue by its path and registers it.
 */
export interface AreaCatalogues {
  shell: typeof shellEn;
  errors: typeof errorsEn;
  grid: typeof gridEn;
  forms: typeof formsEn;
  blocks: typeof blocksEn;
  records: typeof recordsEn;
  conflicts: typeof conflictsEn;
  history: typeof historyEn;
}

export type Area = keyof AreaCatalogues;

/**
 * The areas loaded at start-up with the shell: SPEC 8's messages and the shared blocks, which any screen (and the
 * session-ended dialog above them all) may show, so no block waits for its messages.
 */
export const STARTUP_AREAS = ['shell', 'errors', 'grid', 'forms', 'blocks'] as const satisfies readonly Area[];

/** An area loaded at start-up: every message function may look it up. */
export type StartupArea = (typeof STARTUP_AREAS)[number];

/**
 * Areas no screen needs for its first render, only in a rare state (someone else saved or deleted the record being
 * edited) or once opened (a record's History): downloaded after the first paint, when the browser is idle or the
 * block is opened, by the blocks that may show them (`useLaterT`, or `useT` behind the block's own Suspense), never
 * waited for by a screen. A cold open does not count them (scripts/lib/bundle-sizes.mjs).
 */
export const LATER_AREAS = ['conflicts', 'history'] as const satisfies readonly Area[];

/** An area loaded after the first paint (`LATER_AREAS`). */
export type LaterArea = (typeof LATER_AREAS)[number];

/** The languages the console speaks (ISO 639-1 codes); `en` is the source and the fallback. */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = 'en';

/** Each language's name in that language, as a language menu shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', de: 'Deutsch' };

/** The key of a message in one of the areas `A`. */
export type MessageKey<A extends Area = Area> = { [Name in A]: keyof AreaCatalogues[Name] & string }[A];

/** Every English message by its key, one table for all areas (worked out once, so each call is a lookup). */
type SourceMessages = UnionToIntersection<AreaCatalogues[Area]>;

/** Per key: `[]` for a message without placeholders, else `[values]` with every placeholder named. */
type ArgsTable = {
  [K in MessageKey]: SourceMessages[K] extends Message
    ? keyof MessageValues<SourceMessages[K]> extends never
      ? []
      : [values: MessageValues<SourceMessages[K]>]
    : never;
};

/** The arguments after the key of message `K`. */
export type MessageArgs<K extends MessageKey> = ArgsTable[K];

declare const loadedAreas: unique symbol;

/**
 * Looks up and formats a message: `t('shell.userMenu.label', { name })`. Keys and values are checked by type. The
 * areas it was made for are part of its type, so a message function is accepted only where each area it must
 * look up is loaded (`useT('servers')` is no `Translate<'records'>`).
 */
export type Translate<A extends Area> = (<K extends MessageKey<A> & keyof ArgsTable>(
  key: K,
  ...args: ArgsTable[K]
) => string) & { readonly [loadedAreas]: { readonly [Name in A]: true } };

type Loader = () => Promise<Catalogue>;

const sources = new Map<string, Loader>();
const registeredAreas: Area[] = [];

/**
 * The language and area of a catalogue module by its path: `lib/messages/<language>/<area>.ts` (the shell and the
 * shared blocks) or `features/<area>/messages/<language>.ts`; the area in camelCase, as its keys begin.
 */
export function catalogueOfPath(path: string): { language: Language; area: string } | null {
  const shared = /(?:^|\/)lib\/messages\/(\w+)\/([\w-]+)\.ts$/.exec(path);
  const feature = /(?:^|\/)features\/([\w-]+)\/messages\/(\w+)\.ts$/.exec(path);
  const language = LANGUAGES.find((known) => known === (shared?.[1] ?? feature?.[2]));
  const name = shared?.[2] ?? feature?.[1];
  if (!language || !name) return null;
  return { language, area: name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) };
}

/** Registers the catalogue modules by path (`import.meta.glob`'s loaders); a path of no catalogue is an error. */
export function registerCatalogues(modules: Readonly<Record<string, Loader>>): void {
  for (const [path, load] of Object.entries(modules)) {
    const found = catalogueOfPath(path);
    if (!found) throw new Error(`${path} is not a message catalogue`);
    sources.set(`${found.language}/${found.area}`, load);
    if (!registeredAreas.includes(found.area as Area)) registeredAreas.push(found.area as Area);
  }
}

/** Every registered area. */
export function catalogueAreas(): readonly Area[] {
  return registeredAreas;
}

/** An area's catalogue in a language of the console. */
export function loadCatalogue(language: Language, area: Area): Promise<Catalogue> {
  const load = sources.get(`${language}/${area}`);
  return load ? load() : Promise.reject(new Error(`No ${language} catalogue of ${area} is registered`));
}

/** The area a key belongs to: its first segment (`shell.userMenu.profile` is the shell's). */
export function areaOf(key: string): string {
  return key.slice(0, key.indexOf('.'));
}
