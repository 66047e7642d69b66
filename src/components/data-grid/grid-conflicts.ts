/**
 * A grid's rows whose save was refused because someone else saved or deleted their records meanwhile (409
 * `Conflict_RecordChanged`, docs/decisions/065-record-versions.md), pure over the pending changes
 * (lib/grid-changes.ts): marking them, the three versions of a changed row and the admin's way out of each (apply a
 * merge onto their version, discard, create a deleted record again, delete anyway), and what a save holds back.
 */
import type { RecordConflict } from '#/components/record-conflicts/record-conflict';
import {
  applyChoices,
  mergeThree,
  sameFieldValue,
  type ConflictChoice,
  type MergeResult,
} from '#/components/record-conflicts/three-way-merge';
import { addRow, isHeldBack, keptEntries, prune, reset, type GridChanges } from '#/lib/grid-changes';

/** What happened to a refused row's record: someone else changed it, or deleted it. */
export type ConflictKind = 'changed' | 'deleted';

/** The refused rows by id, with what happened to each. */
export function conflictKinds<T>(state: Pick<GridChanges<T>, 'conflicts'>): ReadonlyMap<string, ConflictKind> {
  return new Map(
    Object.entries(state.conflicts).map(([id, current]): [string, ConflictKind] => [
      id,
      current === null ? 'deleted' : 'changed',
    ]),
  );
}

/**
 * Records a refusal: each listed row that has a pending edit or deletion, with its record as it stands now (the
 * answer gives it in the list's shape). Rows not listed stay as they were.
 */
export function markConflicts<T extends object>(
  state: GridChanges<T>,
  conflicts: readonly RecordConflict[],
): GridChanges<T> {
  const marked = new Set(state.deleted);
  const listed = conflicts.filter(({ id }) => marked.has(id) || state.changed[id] !== undefined);
  if (listed.length === 0) return state;
  const next: Record<string, T | null> = { ...state.conflicts };
  for (const { id, current } of listed) next[id] = current as T | null;
  return { ...state, conflicts: next };
}

/** A refusal, by what the admin is to decide: deletions of records someone changed, of records already gone, edits. */
export function refusedRows<T>(
  state: GridChanges<T>,
  conflicts: readonly RecordConflict[],
): { changedDeletes: string[]; goneDeletes: string[]; edits: string[] } {
  const marked = new Set(state.deleted);
  const result = { changedDeletes: [] as string[], goneDeletes: [] as string[], edits: [] as string[] };
  for (const { id, current } of conflicts) {
    if (!marked.has(id)) {
      if (state.changed[id] !== undefined) result.edits.push(id);
    } else if (current === null) result.goneDeletes.push(id);
    else result.changedDeletes.push(id);
  }
  return result;
}

/**
 * "Delete anyway": the listed rows marked for deletion name the versions their records stand at now, and the marks
 * of records already deleted go (nothing is left to delete).
 */
export function deleteAtCurrentVersions<T extends object>(
  state: GridChanges<T>,
  conflicts: readonly RecordConflict[],
): GridChanges<T> {
  const marked = new Set(state.deleted);
  const gone = new Set<string>();
  const bases: Record<string, T> = { ...state.bases };
  for (const { id, current } of conflicts) {
    if (!marked.has(id)) continue;
    if (current === null) gone.add(id);
    else bases[id] = current as T;
  }
  const settled = (id: string) => !(marked.has(id) && conflicts.some((conflict) => conflict.id === id));
  const next = {
    ...state,
    deleted: state.deleted.filter((id) => !gone.has(id)),
    bases,
    conflicts: keptEntries(state.conflicts, settled),
  };
  return prune(next);
}

/** A changed row's three versions (as loaded, theirs, the admin's) and their merge; null when it has none. */
export interface RowMerge<T> {
  readonly base: T;
  readonly theirs: T;
  readonly mine: T;
  readonly merge: MergeResult<T>;
}

export function rowMerge<T extends object>(state: GridChanges<T>, id: string): RowMerge<T> | null {
  const base = state.bases[id];
  const theirs = state.conflicts[id];
  if (base === undefined || theirs === undefined || theirs === null) return null;
  const mine: T = { ...base, ...state.changed[id] };
  // The version always follows theirs: the next save names the version the admin has now seen.
  const bookkeeping = (Object.keys(theirs) as (keyof T)[]).filter((field) => field === 'version');
  return { base, theirs, mine, merge: mergeThree(base, theirs, mine, bookkeeping) };
}

/**
 * Apply: the row's edits moved onto their version with the admin's choices (a field both changed keeps the admin's
 * value unless chosen otherwise): its base becomes their record, so the next save sends their version.
 */
export function resolveRow<T extends object>(
  state: GridChanges<T>,
  id: string,
  choices: Readonly<Partial<Record<string, ConflictChoice>>>,
): GridChanges<T> {
  const found = rowMerge(state, id);
  if (!found) return state;
  const { theirs, merge } = found;
  const resolved = applyChoices(merge.merged, merge.conflicts, choices);
  const patch: Partial<T> = {};
  for (const field of Object.keys(resolved) as (keyof T)[]) {
    if (!sameFieldValue(resolved[field], theirs[field])) patch[field] = resolved[field];
  }
  const changed: Record<string, Partial<T>> = { ...state.changed };
  if (Object.keys(patch).length > 0) changed[id] = patch;
  else delete changed[id];
  const conflicts = keptEntries(state.conflicts, (other) => other !== id);
  return prune({ ...state, changed, bases: { ...state.bases, [id]: theirs }, conflicts });
}

/** Discard my changes: nothing of the row stays pending; it shows as it stands now. */
export function discardRow<T>(state: GridChanges<T>, id: string): GridChanges<T> {
  const changed = keptEntries(state.changed, (other) => other !== id);
  return prune({ ...state, changed, deleted: state.deleted.filter((other) => other !== id) });
}

/**
 * Create it again: the row whose record someone deleted becomes an added row with the admin's values, without its
 * version and, unless the admin chose the id (`keepId`: a client's Client ID, which the server needs), without its id
 * (a new record); `template` is the grid's blank row.
 */
export function recreateRow<T extends object>(
  state: GridChanges<T>,
  id: string,
  template: T,
  idKey: (keyof T & string) | undefined,
  keepId = false,
): GridChanges<T> {
  const base = state.bases[id];
  if (base === undefined || state.conflicts[id] !== null) return state;
  const record: T = { ...base, ...state.changed[id] };
  for (const key of [keepId ? undefined : idKey, 'version']) if (key !== undefined) Reflect.deleteProperty(record, key);
  const next = addRow(discardRow(state, id), template);
  const [added, ...older] = next.added;
  return added ? { ...next, added: [{ ...added, record }, ...older] } : next;
}

/** The pending changes a save sends and counts: the rows it holds back left out (`isHeldBack`). */
export function withoutHeldBack<T>(state: GridChanges<T>): GridChanges<T> {
  const changed = keptEntries(state.changed, (id) => !isHeldBack(state, id));
  return changed === state.changed ? state : prune({ ...state, changed });
}

/** After a save: only the rows it held back stay pending, with their bases and refusals. */
export function keepHeldBack<T>(state: GridChanges<T>): GridChanges<T> {
  const changed = keptEntries(state.changed, (id) => isHeldBack(state, id));
  return prune({ ...reset(state), changed, bases: state.bases, conflicts: state.conflicts });
}

/**
 * The list with the rows whose records someone deleted while the admin edited them: they are no longer listed, but
 * stay in view (as loaded) until the admin chooses. The same list when there are none.
 */
export function withRowsDeletedElsewhere<T>(
  rows: readonly T[] | undefined,
  state: Pick<GridChanges<T>, 'conflicts' | 'bases'>,
  getId: (row: T) => string,
): readonly T[] | undefined {
  if (rows === undefined) return rows;
  const ids = Object.keys(state.conflicts).filter((id) => state.conflicts[id] === null);
  if (ids.length === 0) return rows;
  const listed = new Set(rows.map(getId));
  const missing = ids.flatMap((id) => {
    const base = state.bases[id];
    return base !== undefined && !listed.has(id) ? [base] : [];
  });
  return missing.length ? [...missing, ...rows] : rows;
}
