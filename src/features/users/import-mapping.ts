/**
 * Import Users, the columns: which field of the user record (its description, user-record.ts) each column of the file
 * fills. A header is known by the field's label and grid header in English and German (the area's catalogues) and by a
 * few common synonyms ("E-Mail", "Name"), matched without regard to case, spaces, hyphens and underscores. The scopes
 * are no field of an import: an import never makes a super user. The email is required beside the description's
 * required fields: it is how a row is matched with an existing user.
 */
import type { MessageKey } from '#/lib/messages/catalogues';
import type { Message } from '#/lib/messages/message-types';
import de from './messages/de';
import en from './messages/en';
import { userFields } from './user-record';

type UserFields = typeof userFields;

/** A field a column can fill: every described field but those the description keeps out (`import: false`). */
export type ImportField = {
  [K in keyof UserFields]: UserFields[K] extends { import: false } ? never : K;
}[keyof UserFields];

/** Per column of the file, the field it fills, or null (ignored). */
export type ImportMapping = (ImportField | null)[];

/** The fields a column can fill, in the description's order. */
export const IMPORT_FIELDS = (Object.keys(userFields) as (keyof UserFields)[]).filter(
  (key): key is ImportField => !('import' in userFields[key]),
);

/** A field's kind in the description (text, locale, currency). */
export const importFieldKind = (key: ImportField) => userFields[key].kind;

/** The fields every import must fill: the description's required ones and the email. */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = [
  ...IMPORT_FIELDS.filter((key) => {
    const field = userFields[key];
    return field.kind === 'text' && 'required' in field && field.required;
  }),
  'email',
];

/** A header as it is compared: lower case, without spaces, hyphens, underscores and dots. */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[\s\-_.]+/g, '');
}

/** Headers that name a field though no catalogue says so (as compared by `headerKey`); a new field needs none. */
const SYNONYMS: Partial<Record<ImportField, readonly string[]>> = {
  shortName: ['displayname', 'shortname', 'nickname', 'username', 'benutzername', 'spitzname'],
  fullName: ['fullname', 'vollername', 'nameandsurname', 'vorundnachname'],
  email: ['email', 'mail', 'emailaddress', 'emailadresse', 'mailadresse'],
  locale: ['language', 'sprache', 'lang', 'localecode'],
  defaultCurrencyCode: ['currency', 'currencycode', 'währung', 'waehrung', 'defaultcurrencycode'],
};

/** "Name" alone fills the first of these that no other column fills. */
const NAME_FIELDS: readonly ImportField[] = ['shortName', 'fullName'];

function labelKeys(key: ImportField): MessageKey<'users'>[] {
  const field = userFields[key];
  // A text field's grid header is optional (a field without one is headed by its label).
  return field.kind === 'text' ? [field.label, ...('column' in field ? [field.column] : [])] : [field.column];
}

/** A message's text (a label has no plural forms). */
const textOf = (message: Message): string => (typeof message === 'string' ? message : message.other);

/** The headers that name a field: its labels and headers in English and German, then the synonyms. */
function headersOf(key: ImportField): string[] {
  return [
    ...labelKeys(key).flatMap((label) => [headerKey(textOf(en[label])), headerKey(textOf(de[label]))]),
    ...(SYNONYMS[key] ?? []),
  ];
}

/** Per compared header, the field it names (the first field naming it, in the description's order). */
export const KNOWN_HEADERS: ReadonlyMap<string, ImportField> = new Map(
  IMPORT_FIELDS.flatMap((key) => headersOf(key).map((header) => [header, key] as const)).reverse(),
);

/**
 * The mapping a file's headers suggest: each known header its field, the first column naming a field taking it (later
 * ones are ignored), "Name" the display name or else the full name; unknown headers ignored.
 */
export function guessMapping(headers: readonly string[]): ImportMapping {
  const taken = new Set<ImportField>();
  const mapping: ImportMapping = headers.map((header) => {
    const field = KNOWN_HEADERS.get(headerKey(header));
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
  return mapping.map((field, index) => {
    if (field || headerKey(headers[index] ?? '') !== 'name') return field;
    const free = NAME_FIELDS.find((key) => !taken.has(key));
    if (free) taken.add(free);
    return free ?? null;
  });
}

/** The mapping with column `index` set to `field` (null: ignored); another column that filled the field is ignored. */
export function withColumnField(mapping: ImportMapping, index: number, field: ImportField | null): ImportMapping {
  return mapping.map((current, i) => (i === index ? field : field !== null && current === field ? null : current));
}

/** The required fields no column fills. */
export function unmappedRequired(mapping: ImportMapping): ImportField[] {
  return REQUIRED_IMPORT_FIELDS.filter((field) => !mapping.includes(field));
}

/** A field's label as the form has it (a locale or currency its header), as a message key. */
export function importFieldLabel(key: ImportField): MessageKey<'users'> {
  const field = userFields[key];
  return field.kind === 'text' ? field.label : field.column;
}

/** The user record's description of the fields an import fills: the fields of a row's Fix dialog. */
export const IMPORT_USER_FIELDS = Object.fromEntries(IMPORT_FIELDS.map((key) => [key, userFields[key]]));
