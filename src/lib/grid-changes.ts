/**
 * Pending changes of an editable grid (SPEC 2.3, 4 "Grid editing", 7 batch calls), pure over an immutable state:
 * additions newest first (counted once they differ from their blank template), field edits merged per id (an edit
 * back to the loaded value drops out), deletions by id, each edited or deleted row's base (the row as loaded when
 * its change began) and the rows a save was refused for (docs/decisions/065-record-versions.md); `toBatch` builds
 * the `{changes, deletes}` body.
 */
import { versionOf } from './record-version';

export interface AddedRow<T> {
  /** Temporary client key (never sent to the server). */
  readonly key: string;
  /** The blank record the row started from. */
  readonly template: T;
  /** The row as edited so far. */
  readonly record: T;
}

export interface GridChanges<T> {
  /** Rows added in the grid, newest first. */
  readonly added: readonly AddedRow<T>[];
  /** Field edits of loaded rows, by id. */
  readonly changed: Readonly<Record<string, Partial<T>>>;
  /** Ids of loaded rows marked for deletion. */
  readonly deleted: readonly string[];
  /** The row as loaded when its pending edit or deletion began, by id: the version a save of it names. */
  readonly bases: Readonly<Record<string, T>>;
  /** Pending rows a save was refused for (409), by id: the record as it stands now, null when it was deleted. */
  readonly conflicts: Readonly<Record<string, T | null>>;
  /** Counter behind the temporary keys (kept across resets so a key is never reused). */
  readonly nextKey: number;
}

/** clean: as loaded; new: added in the grid; unsaved: loaded with pending edits; deleted: marked for deletion. */
export type RowStatus = 'clean' | 'new' | 'unsaved' | 'deleted';

export interface DisplayRow<T> {
  readonly key: string;
  readonly record: T;
  readonly status: RowStatus;
}

/** Body of a grid's /batch call (SPEC 7). */
export interface GridBatch<T> {
  changes: T[];
  deletes: string[];
  /** The version each deleted record was loaded at, by id; only when some has one (a server that versions records). */
  deleteVersions?: Record<string, string>;
}

const NEW_KEY_PREFIX = '\u0000new:';

/** Whether a row key is a temporary key of an added row. */
export function isNewKey(key: string): boolean {
  return key.startsWith(NEW_KEY_PREFIX);
}

export function emptyChanges<T>(): GridChanges<T> {
  return { added: [], changed: {}, deleted: [], bases: {}, conflicts: {}, nextKey: 1 };
}

/** The entries of `record` whose id `keep` accepts; the same object when it accepts them all. */
export function keptEntries<V>(record: Readonly<Record<string, V>>, keep: (id: string) => boolean) {
  const ids = Object.keys(record);
  if (ids.every(keep)) return record;
  return Object.fromEntries(Object.entries(record).filter(([id]) => keep(id)));
}

/** Drops the bases and conflicts of rows no longer edited or marked (their next edit begins from the row then). */
export function prune<T>(state: GridChanges<T>): GridChanges<T> {
  const marked = new Set(state.deleted);
  const pending = (id: string) => marked.has(id) || state.changed[id] !== undefined;
  const bases = keptEntries(state.bases, pending);
  const conflicts = keptEntries(state.conflicts, pending);
  return bases === state.bases && conflicts === state.conflicts ? state : { ...state, bases, conflicts };
}

/** The base of a row whose change begins now: kept when it has one (its change began earlier). */
function withBase<T>(bases: Readonly<Record<string, T>>, id: string, original: T | undefined) {
  return original === undefined || bases[id] !== undefined ? bases : { ...bases, [id]: original };
}

/** Discards every pending change. */
export function reset<T>(state: GridChanges<T>): GridChanges<T> {
  return { ...emptyChanges<T>(), nextKey: state.nextKey };
}

/** Field equality: identical values, or equal JSON for arrays and objects. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    return JSON.stringify(a) === JSON.stringify(b);
  }
  return false;
}

function ownKeys<T extends object>(...records: T[]): Extract<keyof T, string>[] {
  const keys = new Set<Extract<keyof T, string>>();
  for (const record of records) {
    for (const key in record) if (Object.prototype.hasOwnProperty.call(record, key)) keys.add(key);
  }
  return [...keys];
}

/** Whether an added row has some field that differs from its blank template. */
export function isFilled<T extends object>(row: AddedRow<T>): boolean {
  return ownKeys(row.template, row.record).some((key) => !sameValue(row.record[key], row.template[key]));
}

/** Adds a row on top, starting from `template`; its key is `result.added[0].key`. */
export function addRow<T extends object>(state: GridChanges<T>, template: T): GridChanges<T> {
  const key = `${NEW_KEY_PREFIX}${state.nextKey}`;
  return {
    ...state,
    added: [{ key, template, record: { ...template } }, ...state.added],
    nextKey: state.nextKey + 1,
  };
}

/**
 * Sets one field of a row. For a loaded row pass its `original` so an edit back to the loaded value is
 * dropped (and a row whose edits all match the original is no longer unsaved). Deleted rows are not edited.
 */
export function editField<T extends object, K extends keyof T & string>(
  state: GridChanges<T>,
  key: string,
  field: K,
  value: T[K],
  original?: T,
): GridChanges<T> {
  return setField(state, key, field, value, original);
}

/** `editField` for editors whose value type is only known at run time (a grid's text, check and select cells). */
export function setField<T extends object>(
  state: GridChanges<T>,
  key: string,
  field: keyof T & string,
  value: unknown,
  original?: T,
): GridChanges<T> {
  if (isNewKey(key)) {
    if (!state.added.some((row) => row.key === key)) return state;
    return {
      ...state,
      added: state.added.map((row) => (row.key === key ? { ...row, record: { ...row.record, [field]: value } } : row)),
    };
  }
  if (state.deleted.includes(key)) return state;
  const patch: Partial<T> = { ...state.changed[key] };
  if (original !== undefined && sameValue(original[field], value)) {
    delete patch[field];
  } else {
    Object.assign(patch, { [field]: value });
  }
  const changed: Record<string, Partial<T>> = { ...state.changed };
  if (Object.keys(patch).length === 0) {
    delete changed[key];
    return prune({ ...state, changed });
  }
  changed[key] = patch;
  return { ...state, changed, bases: withBase(state.bases, key, original) };
}

/**
 * Deletes a row: an added row is dropped, a loaded row is marked for deletion. Pass the loaded row as `original`: a
 * versioned record's delete names the version it was marked at.
 */
export function deleteRow<T>(state: GridChanges<T>, key: string, original?: T): GridChanges<T> {
  return deleteRows(state, [key], () => original);
}

/** Deletes several rows at once (a bulk delete), each as `deleteRow` does; `originalOf` gives a key's loaded row. */
export function deleteRows<T>(
  state: GridChanges<T>,
  keys: readonly string[],
  originalOf: (key: string) => T | undefined = () => undefined,
): GridChanges<T> {
  const dropped = new Set(keys.filter(isNewKey));
  const marked = new Set(state.deleted);
  const deleted = [...state.deleted];
  // One copy of the bases for all the rows (a copy per row made a bulk delete of n rows cost n² copies).
  let bases: Record<string, T> | undefined;
  for (const key of keys) {
    if (isNewKey(key) || marked.has(key)) continue;
    marked.add(key);
    deleted.push(key);
    const original = originalOf(key);
    if (original === undefined || state.bases[key] !== undefined) continue;
    bases ??= { ...state.bases };
    bases[key] = original;
  }
  const added = dropped.size ? state.added.filter((row) => !dropped.has(row.key)) : state.added;
  if (added === state.added && deleted.length === state.deleted.length) return state;
  return { ...state, added, deleted, bases: bases ?? state.bases };
}

/** Takes back a pending deletion (the row's edits, if any, are kept). */
export function restoreRow<T>(state: GridChanges<T>, key: string): GridChanges<T> {
  if (!state.deleted.includes(key)) return state;
  return prune({ ...state, deleted: state.deleted.filter((id) => id !== key) });
}

/**
 * The pending changes against a list loaded again (after a save whose outcome is unknown, a refresh, a refusal): an
 * edit the list already has is dropped (saved, or someone made the same change), and so is a row no longer listed that
 * was marked for deletion, edits and all (gone as the admin wanted); the edit of another row no longer listed stays,
 * refused as deleted by someone else (conflict null: in view, held back from the save). The rest stays pending, added
 * rows included (their ids are the server's: nothing tells whether they were saved), with its base, so an edit never
 * looks begun from the new version. A refused row's record follows the list. The same state when nothing changes.
 */
export function rebase<T extends object>(
  state: GridChanges<T>,
  rows: readonly T[],
  getId: (row: T) => string,
): GridChanges<T> {
  const changedIds = Object.keys(state.changed);
  if (changedIds.length === 0 && state.deleted.length === 0) return state;
  const wanted = new Set([...changedIds, ...state.deleted]);
  const loaded = new Map<string, T>();
  for (const row of rows) {
    const id = getId(row);
    if (wanted.has(id)) loaded.set(id, row);
  }
  let modified = false;
  const changed: Record<string, Partial<T>> = {};
  const conflicts: Record<string, T | null> = { ...state.conflicts };
  for (const id of changedIds) {
    const patch = state.changed[id];
    const row = loaded.get(id);
    if (!patch) continue;
    if (!row) {
      // Also marked: gone as the admin wanted (perhaps by their own save). Else someone else deleted it: refused.
      const wantedGone = state.deleted.includes(id);
      if (!wantedGone) changed[id] = patch;
      if (!wantedGone && !(id in state.conflicts)) conflicts[id] = null;
      modified ||= wantedGone || !(id in state.conflicts);
      continue;
    }
    const kept: Partial<T> = {};
    for (const field of ownKeys(patch)) {
      if (sameValue(patch[field], row[field])) modified = true;
      else kept[field] = patch[field];
    }
    if (Object.keys(kept).length > 0) changed[id] = kept;
  }
  const deleted = state.deleted.filter((id) => loaded.has(id));
  if (deleted.length !== state.deleted.length) modified = true;
  for (const [id, current] of Object.entries(state.conflicts)) {
    const row = loaded.get(id) ?? null;
    // A list still at the base's version is older than the refusal: its record stays.
    if (row !== null && versionOf(row) === versionOf(state.bases[id])) continue;
    if (row === current) continue;
    conflicts[id] = row;
    modified = true;
  }
  return modified ? prune({ ...state, changed, deleted, conflicts }) : state;
}

/** Whether anything would be saved: a non-empty added row, an edit or a deletion (SPEC 4 "Grid editing"). */
export function isDirty<T extends object>(state: GridChanges<T>): boolean {
  return (
    state.deleted.length > 0 ||
    Object.values(state.changed).some((patch) => patch !== undefined && Object.keys(patch).length > 0) ||
    state.added.some(isFilled)
  );
}

/** The rows a save would send, by kind: filled added rows, changed loaded rows (not marked) and marked rows. */
export interface ChangeCounts {
  added: number;
  changed: number;
  deleted: number;
}

/** How many rows each kind of pending change concerns (a row edited and then marked counts as deleted only). */
export function changeCounts<T extends object>(state: GridChanges<T>): ChangeCounts {
  const deleted = new Set(state.deleted);
  const changed = Object.entries(state.changed).filter(
    ([id, patch]) => !deleted.has(id) && patch !== undefined && Object.keys(patch).length > 0,
  ).length;
  return { added: state.added.filter(isFilled).length, changed, deleted: deleted.size };
}

export function rowStatus<T>(state: GridChanges<T>, key: string): RowStatus {
  if (isNewKey(key)) return state.added.some((row) => row.key === key) ? 'new' : 'clean';
  if (state.deleted.includes(key)) return 'deleted';
  const patch = state.changed[key];
  return patch !== undefined && Object.keys(patch).length > 0 ? 'unsaved' : 'clean';
}

/** The record of a row as currently edited (`original` is the loaded record for a loaded row). */
export function currentRecord<T extends object>(state: GridChanges<T>, key: string, original?: T): T | undefined {
  if (isNewKey(key)) return state.added.find((row) => row.key === key)?.record;
  if (original === undefined) return undefined;
  const patch = state.changed[key];
  return patch ? { ...original, ...patch } : original;
}

/** The rows to show: added rows on top, then loaded rows with their edits; deleted rows hidden or marked. */
export function displayRows<T extends object>(
  state: GridChanges<T>,
  rows: readonly T[],
  getId: (row: T) => string,
  options: { deleted?: 'hide' | 'mark' } = {},
): DisplayRow<T>[] {
  const { deleted = 'mark' } = options;
  const result: DisplayRow<T>[] = state.added.map((row) => ({ key: row.key, record: row.record, status: 'new' }));
  for (const row of rows) {
    const key = getId(row);
    const status = rowStatus(state, key);
    if (status === 'deleted' && deleted === 'hide') continue;
    result.push({ key, record: currentRecord(state, key, row) ?? row, status });
  }
  return result;
}

/**
 * The one property `getId` reads, found by calling it on `sample` through a proxy; undefined when it reads
 * none or several (a composite id) or throws.
 */
export function idKeyOf<T extends object>(getId: (row: T) => string, sample: T): (keyof T & string) | undefined {
  const read = new Set<string>();
  const probe = new Proxy(sample, {
    get(target, property, receiver) {
      if (typeof property === 'string') read.add(property);
      return Reflect.get(target, property, receiver);
    },
  });
  try {
    getId(probe);
  } catch {
    return undefined;
  }
  if (read.size !== 1) return undefined;
  const [key] = [...read];
  return ownKeys(sample).find((candidate) => candidate === key);
}

/** Whether an id value is blank: missing, empty text or an all-zero identifier (SPEC 9). */
function isBlankId(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return /^[0-]*$/.test(value.trim());
  return false;
}

/** Whether a row's edits are held back from the batch: its save was refused and the admin has not chosen yet. */
export function isHeldBack<T>(state: GridChanges<T>, id: string): boolean {
  return id in state.conflicts && state.changed[id] !== undefined && !state.deleted.includes(id);
}

/**
 * The /batch body: filled added rows (oldest first), changed rows in full (the edits over the row's base when it has
 * a version, so the version sent is the one the edit began from; else over the row as listed), not those held back,
 * and the ids marked for deletion, with their bases' versions in `deleteVersions` when some has one. An added row's
 * id key is removed (SPEC 7: new records are sent without id) when its value is blank or still the template's (a
 * code-keyed record such as a client keeps the id typed). `idKey` names the id property; by default it is found from
 * `getId` (see `idKeyOf`).
 */
export function toBatch<T extends object>(
  state: GridChanges<T>,
  rows: readonly T[],
  getId: (row: T) => string,
  idKey?: keyof T & string,
): GridBatch<T> {
  const changes: T[] = [];
  for (const row of [...state.added].reverse()) {
    if (!isFilled(row)) continue;
    const key = idKey ?? idKeyOf(getId, row.template);
    const record: T = { ...row.record };
    if (key !== undefined && (isBlankId(record[key]) || sameValue(record[key], row.template[key]))) {
      Reflect.deleteProperty(record, key);
    }
    changes.push(record);
  }
  const marked = new Set(state.deleted);
  const listed = new Map<string, T>();
  for (const row of rows) {
    const id = getId(row);
    if (marked.has(id)) listed.set(id, row);
    if (rowStatus(state, id) !== 'unsaved' || isHeldBack(state, id)) continue;
    const base = state.bases[id];
    changes.push({ ...(versionOf(base) !== undefined && base ? base : row), ...state.changed[id] });
  }
  const deleteVersions: Record<string, string> = {};
  for (const id of state.deleted) {
    const version = versionOf(state.bases[id] ?? listed.get(id));
    if (version !== undefined) deleteVersions[id] = version;
  }
  const deletes = [...state.deleted];
  return Object.keys(deleteVersions).length ? { changes, deletes, deleteVersions } : { changes, deletes };
}

/** Why a batch may not be sent: the messages `validate` gives its records, each once; null when all pass. */
export function batchProblem<T>(batch: GridBatch<T>, validate?: (record: T) => string | null): string | null {
  if (!validate) return null;
  const problems = batch.changes.map(validate).filter((message): message is string => message !== null);
  return problems.length ? [...new Set(problems)].join(' ') : null;
}
