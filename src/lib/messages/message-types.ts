/**
 * The shape of a message catalogue and the types that hold a translation to the English source: the same keys, a
 * plural where English has one, and every `{placeholder}` of the English text (docs/i18n.md).
 */

/** The plural categories of `Intl.PluralRules`; `other` is the one every language has. */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A message whose words depend on `{count}`: one text per plural category the language uses. */
export type PluralForms = { readonly other: string } & { readonly [C in Exclude<PluralCategory, 'other'>]?: string };

export type Message = string | PluralForms;

export type Catalogue = { readonly [key: string]: Message };

/** The `{name}` placeholders of a literal text type, as a union (`never` when it has none). */
export type PlaceholdersOf<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | PlaceholdersOf<Rest> : never;

/** The placeholders a message takes: a plural always takes `count`. */
export type MessagePlaceholders<M> = M extends string
  ? PlaceholdersOf<M>
  : M extends PluralForms
    ? PlaceholdersOf<M[keyof M]> | 'count'
    : never;

/** `A | B` as `A & B`. */
export type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void
  ? I
  : never;

/** A text that contains each of the placeholders `P`. */
export type TextWith<P extends string> = [P] extends [never]
  ? string
  : UnionToIntersection<P extends string ? `${string}{${P}}${string}` : never>;

/** A translation of the English catalogue `Source`: every key, plurals as plurals, the placeholders kept. */
export type Translation<Source extends Catalogue> = {
  readonly [K in keyof Source]: Source[K] extends string
    ? TextWith<PlaceholdersOf<Source[K]>>
    : Source[K] extends PluralForms
      ? { readonly other: TextWith<PlaceholdersOf<Source[K]['other']>> } & PluralForms
      : never;
};

/** The values a message's placeholders take; `count` of a plural must be a number. */
export type MessageValues<M> = M extends PluralForms
  ? { readonly count: number } & { readonly [P in Exclude<MessagePlaceholders<M>, 'count'>]: string | number }
  : { readonly [P in MessagePlaceholders<M>]: string | number };
