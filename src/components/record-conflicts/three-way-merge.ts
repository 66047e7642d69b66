/**
 * The merge of a record someone else saved while this admin was editing it (docs/decisions/065-record-versions.md):
 * base is the record as this admin loaded it, theirs as it stands now, mine as this admin has edited it. A field
 * only they changed takes their value, a field only this admin changed keeps this admin's, and a field both changed
 * to different values is a conflict for the admin to decide (meanwhile it keeps this admin's value).
 */

/** A field the other change touched: their value, and this admin's as it was before their change was merged. */
export interface FieldChange<K extends string = string> {
  readonly field: K;
  readonly theirs: unknown;
  readonly mine: unknown;
}

/** One field both admins changed to different values. */
export interface FieldConflict<K extends string = string> extends FieldChange<K> {
  readonly base: unknown;
}

export interface MergeResult<T> {
  /** The record to edit on from: their changes applied, this admin's kept, a conflict at this admin's value. */
  readonly merged: T;
  /** Fields the other change touched (taken from them, agreeing with this admin, or in conflict), in record order. */
  readonly theirChanges: readonly Extract<keyof T, string>[];
  /** The same fields with their value and this admin's (as loaded where only they changed it), to show side by side. */
  readonly touched: readonly FieldChange<Extract<keyof T, string>>[];
  /** Fields both changed to different values: the admin's choice. */
  readonly conflicts: readonly FieldConflict<Extract<keyof T, string>>[];
}

/** Deep equality of field values: arrays by position, objects whatever their key order. */
export function sameFieldValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameFieldValue(item, b[index]))
    );
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameFieldValue(left[key], right[key]));
}

function fieldsOf<T extends object>(...records: T[]): Extract<keyof T, string>[] {
  const keys = new Set<Extract<keyof T, string>>();
  for (const record of records) {
    for (const key of Object.keys(record)) keys.add(key as Extract<keyof T, string>);
  }
  return [...keys];
}

/**
 * Merges three versions of a record. `followTheirs` names bookkeeping fields (the record's version) that always take
 * their value and are never reported.
 */
export function mergeThree<T extends object>(
  base: T,
  theirs: T,
  mine: T,
  followTheirs: readonly (keyof T)[] = [],
): MergeResult<T> {
  const merged = { ...mine } as Record<string, unknown>;
  const theirChanges: Extract<keyof T, string>[] = [];
  const touched: FieldChange<Extract<keyof T, string>>[] = [];
  const conflicts: FieldConflict<Extract<keyof T, string>>[] = [];
  const read = (record: T, field: string) => (record as Record<string, unknown>)[field];
  for (const field of fieldsOf(base, theirs, mine)) {
    const [b, t, m] = [read(base, field), read(theirs, field), read(mine, field)];
    if (followTheirs.includes(field)) {
      merged[field] = t;
      continue;
    }
    if (sameFieldValue(t, b)) continue;
    theirChanges.push(field);
    touched.push({ field, theirs: t, mine: m });
    if (sameFieldValue(m, b)) merged[field] = t;
    else if (!sameFieldValue(m, t)) conflicts.push({ field, base: b, theirs: t, mine: m });
  }
  return { merged: merged as T, theirChanges, touched, conflicts };
}

/** Which value the admin keeps for a conflicting field. */
export type ConflictChoice = 'theirs' | 'mine';

/** The record with the admin's choices applied; a conflict without a choice keeps this admin's value. */
export function applyChoices<T extends object>(
  record: T,
  conflicts: readonly FieldConflict<Extract<keyof T, string>>[],
  choices: Readonly<Partial<Record<string, ConflictChoice>>>,
): T {
  const result = { ...record } as Record<string, unknown>;
  for (const conflict of conflicts) {
    result[conflict.field] = choices[conflict.field] === 'theirs' ? conflict.theirs : conflict.mine;
  }
  return result as T;
}

/** The conflicts the admin has not yet decided. */
export function undecided<K extends string>(
  conflicts: readonly FieldConflict<K>[],
  choices: Readonly<Partial<Record<string, ConflictChoice>>>,
): FieldConflict<K>[] {
  return conflicts.filter((conflict) => choices[conflict.field] === undefined);
}
