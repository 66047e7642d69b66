/**
 * What an edit page tells the admin when its record is loaded again while they edit it (docs/editing.md): the
 * three-way merge of the record as they started from, as it is now and as they edited it, kept across loads until
 * the page is saved, reset or the notice dismissed.
 */
import {
  mergeThree,
  sameFieldValue,
  undecided,
  type ConflictChoice,
  type FieldChange,
  type FieldConflict,
} from '#/components/record-conflicts/three-way-merge';

/** The record's bookkeeping version: always the one loaded last, never listed as a change. */
export const VERSION_FIELD = 'version';

export interface RecordChanges<K extends string = string> {
  /** Fields someone else changed while this admin had unsaved edits (the notice names them). */
  readonly theirChanges: readonly K[];
  /**
   * The same fields with their value now and the admin's own before they changed it (as loaded, or what the admin
   * typed): the notice shows them side by side.
   */
  readonly touched: readonly FieldChange<K>[];
  /** Fields both changed to different values: the admin chooses which to keep before saving. */
  readonly conflicts: readonly FieldConflict<K>[];
  /** The admin's choice per conflicting field so far. */
  readonly choices: Readonly<Partial<Record<string, ConflictChoice>>>;
}

export const NO_RECORD_CHANGES: RecordChanges<never> = { theirChanges: [], touched: [], conflicts: [], choices: {} };

/** Whether the edited values still differ from the record as loaded now (the version aside). */
export function stillEdited<T extends object>(values: T, loaded: T): boolean {
  const keys = new Set([...Object.keys(values), ...Object.keys(loaded)]);
  const read = (record: T, key: string) => (record as Record<string, unknown>)[key];
  return [...keys].some((key) => key !== VERSION_FIELD && !sameFieldValue(read(values, key), read(loaded, key)));
}

/**
 * The record loaded again (`theirs`) while the form held `mine`, edited from `base`: the values to edit on (their
 * changes taken, this admin's kept, a conflict at this admin's value) and what to tell the admin. Without edits left
 * after the merge the admin simply sees the new record: nothing is added to tell. A field they changed again drops
 * its earlier conflict and choice. `changed` is the page's own rule of an unsaved change, when it has one.
 */
export function mergeReload<T extends object>(
  previous: RecordChanges<Extract<keyof T, string>>,
  base: T,
  theirs: T,
  mine: T,
  changed?: (loaded: T, values: T) => boolean,
): { values: T; changes: RecordChanges<Extract<keyof T, string>> } {
  const result = mergeThree(base, theirs, mine, [VERSION_FIELD as keyof T]);
  const edited = changed ? changed(theirs, result.merged) : stillEdited(result.merged, theirs);
  const touched = new Set<string>(result.theirChanges);
  const choices = Object.fromEntries(Object.entries(previous.choices).filter(([field]) => !touched.has(field)));
  const theirChanges = edited
    ? [...previous.theirChanges, ...result.theirChanges.filter((field) => !previous.theirChanges.includes(field))]
    : previous.theirChanges;
  return {
    values: result.merged,
    changes: {
      theirChanges,
      touched: touchedAgain(previous.touched, result.touched, theirChanges),
      conflicts: [...previous.conflicts.filter((conflict) => !touched.has(conflict.field)), ...result.conflicts],
      choices,
    },
  };
}

/**
 * What was told of each field, with a later load's values: their value is the latest; the admin's own stays what
 * it was before their first change, unless the admin has edited the field since (its value then differs from theirs).
 */
function touchedAgain<K extends string>(
  previous: readonly FieldChange<K>[],
  now: readonly FieldChange<K>[],
  told: readonly K[],
): FieldChange<K>[] {
  const before = new Map(previous.map((change) => [change.field, change]));
  const latest = new Map(now.map((change) => [change.field, change]));
  return told.flatMap((field) => {
    const earlier = before.get(field);
    const later = latest.get(field);
    if (!later) return earlier ? [earlier] : [];
    const untouchedByMe = earlier !== undefined && sameFieldValue(later.mine, earlier.theirs);
    return [{ field, theirs: later.theirs, mine: untouchedByMe ? earlier.mine : later.mine }];
  });
}

/** The changes with the admin's choice for one conflicting field. */
export function withChoice<K extends string>(
  changes: RecordChanges<K>,
  field: string,
  choice: ConflictChoice,
): RecordChanges<K> {
  return { ...changes, choices: { ...changes.choices, [field]: choice } };
}

/** The conflicting fields the admin has not decided yet: Save sends nothing while there are any. */
export function undecidedFields(changes: RecordChanges): string[] {
  return undecided(changes.conflicts, changes.choices).map((conflict) => conflict.field);
}

/** Whether there is anything to tell the admin. */
export function hasRecordChanges(changes: RecordChanges): boolean {
  return changes.theirChanges.length > 0 || changes.conflicts.length > 0;
}

/** The names of the changed fields the page labels, in the record's order, each once (a field it does not show is not named). */
export function namedFields(fields: readonly string[], labels: Readonly<Partial<Record<string, string>>>): string[] {
  return [
    ...new Set(
      fields.flatMap((field) => {
        const label = labels[field];
        return label ? [label] : [];
      }),
    ),
  ];
}

/**
 * Their changes the notice shows side by side: the fields the page labels that are not for the admin to choose (those
 * are with the choices), in the record's order, each label once.
 */
export function takenChanges(
  changes: RecordChanges,
  labels: Readonly<Partial<Record<string, string>>>,
): (FieldChange & { label: string })[] {
  const chosen = new Set(changes.conflicts.map((conflict) => conflict.field));
  const seen = new Set<string>();
  return changes.touched.flatMap((change) => {
    const label = labels[change.field];
    if (!label || chosen.has(change.field) || seen.has(label)) return [];
    seen.add(label);
    return [{ ...change, label }];
  });
}

/**
 * Fields that are one value to the admin (a site restriction's node id and type): merged, reported and chosen as one,
 * under the first field's name, so that a choice never mixes their node with the admin's type.
 */
export type FieldGroups = readonly (readonly string[])[];

/** The values with each group's fields held together under its first field's name. */
export function packFields(values: object, groups: FieldGroups): Record<string, unknown> {
  const packed: Record<string, unknown> = { ...values };
  for (const group of groups) {
    const [first] = group;
    if (first === undefined) continue;
    packed[first] = Object.fromEntries(group.map((field) => [field, (values as Record<string, unknown>)[field]]));
    for (const field of group.slice(1)) delete packed[field];
  }
  return packed;
}

/** The values as the form holds them again: each group's fields spread back out (`packFields` undone). */
export function unpackFields(packed: Record<string, unknown>, groups: FieldGroups): Record<string, unknown> {
  const values: Record<string, unknown> = { ...packed };
  for (const group of groups) {
    const [first] = group;
    const together = first === undefined ? undefined : packed[first];
    if (first === undefined || together === null || typeof together !== 'object') continue;
    delete values[first];
    Object.assign(values, together);
  }
  return values;
}
