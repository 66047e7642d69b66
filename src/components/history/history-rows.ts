import type { HistoryChange, HistoryEntry } from '#/api/queries/record-history';

/** The words a value is read with where the page gives no reading of its own. */
export interface ValueWords {
  empty: string;
  yes: string;
  no: string;
  /** An image's data is never shown: it reads as this ("An image"). */
  image: string;
}

/** One field an entry changed, as the panel shows it: its label, then before and after (none when replaced). */
export type HistoryRow =
  | { field: string; label: string; replaced: false; before: string; after: string }
  | { field: string; label: string; replaced: true };

/** The page's reading of its fields: their labels and their values as the form shows them. */
export interface FieldReading {
  fieldLabels?: Readonly<Partial<Record<string, string>>>;
  formatFieldValue?: (field: string, value: unknown) => string | undefined;
  /** Fields holding an image's data: read as `ValueWords.image`, never as the data. */
  imageFields?: readonly string[];
}

/** Properties of an object value that name it best, in that order (a team member, a permission group...). */
const NAMING_KEYS = ['displayName', 'name', 'userName', 'description', 'email', 'id'] as const;

/**
 * A value in words: text and numbers as they are, yes/no, a list item by item, an object by its name (else its
 * properties). Never the raw JSON of a record.
 */
export function readableValue(value: unknown, words: ValueWords): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    return value.length === 0 ? words.empty : value.map((item) => readableValue(item, words)).join(', ');
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // An authorised version: the application and its version ("App 1.2.3").
    if (typeof record.applicationName === 'string' && record.applicationName !== '') {
      return typeof record.version === 'string' && record.version !== ''
        ? `${record.applicationName} ${record.version}`
        : record.applicationName;
    }
    for (const key of NAMING_KEYS) {
      const name = record[key];
      if (typeof name === 'string' && name !== '') return name;
    }
    const parts = Object.entries(record).map(([key, item]) => `${key}: ${readableValue(item, words)}`);
    return parts.length === 0 ? words.empty : parts.join('; ');
  }
  return String(value);
}

/** A field's label as the form names it, or its name when the form has none. */
export function fieldLabel(field: string, reading: FieldReading): string {
  return reading.fieldLabels?.[field] ?? field;
}

function valueText(change: HistoryChange, value: unknown, reading: FieldReading, words: ValueWords): string {
  if (reading.imageFields?.includes(change.field)) return value ? words.image : words.empty;
  return reading.formatFieldValue?.(change.field, value) || readableValue(value, words);
}

/** The rows one entry shows: each field it changed, named as on the form, with its values in words. */
export function historyRows(entry: HistoryEntry, reading: FieldReading, words: ValueWords): HistoryRow[] {
  return (entry.changes ?? []).map((change) => {
    const label = fieldLabel(change.field, reading);
    if (change.replaced) return { field: change.field, label, replaced: true };
    return {
      field: change.field,
      label,
      replaced: false,
      before: valueText(change, change.before, reading, words),
      after: valueText(change, change.after, reading, words),
    };
  });
}

/**
 * The loaded pages as one list, newest first: the server sends them so, and an entry that is no date keeps its
 * place (a stable sort), so a page that arrives later never moves what is already shown above.
 */
export function newestFirst(pages: readonly (readonly HistoryEntry[])[]): HistoryEntry[] {
  const entries = pages.flat();
  const time = (entry: HistoryEntry) => {
    const value = Date.parse(entry.created);
    return Number.isNaN(value) ? null : value;
  };
  return entries
    .map((entry, index) => ({ entry, index, at: time(entry) }))
    .sort((a, b) => (a.at !== null && b.at !== null && a.at !== b.at ? b.at - a.at : a.index - b.index))
    .map(({ entry }) => entry);
}
