import type { Schemas } from './contract';

export type AuditChange = Schemas['AuditChange'];

/** A record as the diff reads it: its fields by name (null: no record, before a create or after a delete). */
export type RecordFields = Readonly<object> | null;

/** What the diff is told of a record's kind: its write-only fields, and the bookkeeping fields no save sets. */
export interface DiffRules {
  /** Fields whose value no history carries (the contract's `writeOnly`; a password always is one). */
  writeOnly: ReadonlySet<string>;
  /** Fields left out: the world's bookkeeping (a version, a count of times a key was set). */
  ignored: ReadonlySet<string>;
}

/** A user's password is write-only whatever a record's schema says: no history carries one. */
const PASSWORD = 'password';

/** The change of a write-only field: that it was replaced, never its value. */
export const replaced = (field: string): AuditChange => ({ field, replaced: true, before: null, after: null });

/**
 * The fields a change set, from the record before and after it: each field whose value differs (a missing field is
 * null, lists and objects compared by value, an object's keys in any order), in the order the record names them.
 * A write-only field (and a password) is `replaced` without its values.
 */
export function auditChanges(before: RecordFields, after: RecordFields, rules: DiffRules): AuditChange[] {
  const fields = new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})]);
  const changes: AuditChange[] = [];
  for (const field of fields) {
    if (rules.ignored.has(field)) continue;
    const was = valueOf(before, field);
    const is = valueOf(after, field);
    if (sameValue(was, is)) continue;
    changes.push(
      rules.writeOnly.has(field) || field === PASSWORD
        ? replaced(field)
        : { field, replaced: false, before: was, after: is },
    );
  }
  return changes;
}

function valueOf(record: RecordFields, field: string): unknown {
  if (!record || !Object.hasOwn(record, field)) return null;
  return (record as Record<string, unknown>)[field] ?? null;
}

/** Whether two JSON values are the same: lists item by item, objects key by key in any order (a missing key is null). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return (a ?? null) === (b ?? null);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, at) => sameValue(item, b[at]));
  }
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  return [...keys].every((key) => sameValue(x[key], y[key]));
}
