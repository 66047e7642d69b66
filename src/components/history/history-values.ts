import type { HistoryEntry } from '#/api/queries/record-history';
import { writeOnlyAnswers } from '#/api/write-only.gen';

/**
 * Fields whose value no history carries: the contract's write-only properties and a user's password (always
 * `replaced`); they are never put back into a form, even if an answer named a value.
 */
export const UNRESTORABLE_FIELDS: ReadonlySet<string> = new Set([
  'password',
  ...writeOnlyAnswers.flatMap((answer) => answer.names),
]);

/** The version a save checks is always the loaded record's, never one from the history. */
const LOADED_VERSION_FIELD = 'version';

/**
 * Why an entry offers no values: it changed no field or created the record (nothing was before it), only replaced
 * secrets, or only fields the form lacks (or locks).
 */
export type NoValuesReason = 'noChanges' | 'onlySecrets' | 'notOnForm';

export type EntryValues = { usable: true; values: Record<string, unknown> } | { usable: false; reason: NoValuesReason };

/** Whether a value recorded in the history can stand where the form holds `current` (same kind of value). */
function fits(recorded: unknown, current: unknown): boolean {
  if (Array.isArray(current)) return Array.isArray(recorded);
  if (current === null || current === undefined) return true;
  if (recorded === null || recorded === undefined) return false;
  return typeof recorded === typeof current;
}

/** A page's say in Use these values: how the history's fields become the form's, and which it never takes back. */
export interface RestoreRules {
  /**
   * The form's values from the history's (field → value before the change), where the form names or shapes them
   * otherwise (a link's `permissionGroups` are its form's group ids); the history's as they are without it.
   */
  valuesForForm?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Form fields the page locks (set once, then read-only): never put back. */
  lockedFields?: readonly string[];
}

/**
 * "Use these values": what an entry puts into the form, i.e. the values the record had before that change (each
 * changed field's `before`). Only fields the form has and whose value fits it; never a replaced or write-only field,
 * nor one the page locks. An entry that created the record (nothing before it) has nothing to bring back.
 */
export function valuesFromEntry(entry: HistoryEntry, formValues: object, rules: RestoreRules = {}): EntryValues {
  const changes = entry.changes ?? [];
  if (changes.length === 0 || changes.every((change) => !change.replaced && change.before === null)) {
    return { usable: false, reason: 'noChanges' };
  }
  const restorable = changes.filter(
    (change) => !change.replaced && !UNRESTORABLE_FIELDS.has(change.field) && change.field !== LOADED_VERSION_FIELD,
  );
  if (restorable.length === 0) return { usable: false, reason: 'onlySecrets' };
  const recorded: Record<string, unknown> = {};
  for (const change of restorable) recorded[change.field] = change.before;
  const mapped = rules.valuesForForm ? rules.valuesForForm(recorded) : recorded;
  const locked = new Set(rules.lockedFields ?? []);
  const values: Record<string, unknown> = {};
  for (const [field, before] of Object.entries(mapped)) {
    if (locked.has(field) || !Object.prototype.hasOwnProperty.call(formValues, field)) continue;
    const current: unknown = (formValues as Record<string, unknown>)[field];
    if (fits(before, current)) values[field] = before;
  }
  if (Object.keys(values).length === 0) return { usable: false, reason: 'notOnForm' };
  return { usable: true, values };
}

/**
 * `valuesFromEntry` against one form's values, kept per entry: an entry already shown gets the same answer (the same
 * object) on every render, so loading another page re-renders only the new entries, never the hundreds above.
 */
export function entryValuesOf(formValues: object, rules: RestoreRules = {}): (entry: HistoryEntry) => EntryValues {
  const known = new WeakMap<HistoryEntry, EntryValues>();
  return (entry) => {
    const kept = known.get(entry);
    if (kept) return kept;
    const values = valuesFromEntry(entry, formValues, rules);
    known.set(entry, values);
    return values;
  };
}
