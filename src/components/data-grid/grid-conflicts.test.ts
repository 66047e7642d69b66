import { describe, expect, it } from 'vitest';
import {
  deleteRow,
  editField,
  emptyChanges,
  isDirty,
  rowStatus,
  setField,
  toBatch,
  type GridChanges,
} from '#/lib/grid-changes';
import {
  conflictKinds,
  deleteAtCurrentVersions,
  discardRow,
  keepHeldBack,
  markConflicts,
  recreateRow,
  refusedRows,
  resolveRow,
  rowMerge,
  withRowsDeletedElsewhere,
  withoutHeldBack,
} from './grid-conflicts';

interface Client {
  clientID?: string;
  name: string;
  description: string;
  active: boolean;
  version?: string;
}

const getId = (client: Client): string => client.clientID ?? '';
const blank = (): Client => ({ clientID: '', name: '', description: '', active: false });
const till: Client = { clientID: 'c1', name: 'Till', description: 'Front till', active: true, version: 'v1' };
const kiosk: Client = { clientID: 'c2', name: 'Kiosk', description: 'Self service', active: false, version: 'v1' };
const rows = [till, kiosk];

/** Till edited by this admin (name and description), Kiosk marked for deletion. */
function pending(): GridChanges<Client> {
  let state = editField(emptyChanges<Client>(), 'c1', 'name', 'Till 1', till);
  state = editField(state, 'c1', 'description', 'Mine', till);
  return deleteRow(state, 'c2', kiosk);
}

// Someone else saved Till: the same description field (another value) and the active flag.
const tillTheirs: Client = { ...till, description: 'Theirs', active: false, version: 'v2' };
const kioskTheirs: Client = { ...kiosk, name: 'Kiosk 2', version: 'v2' };

describe('marking a refusal', () => {
  it('marks the listed rows with a pending change, as their records stand now', () => {
    const state = markConflicts(pending(), [
      { id: 'c1', current: { ...tillTheirs } },
      { id: 'c2', current: null },
      { id: 'c9', current: null },
    ]);
    expect(state.conflicts).toEqual({ c1: tillTheirs, c2: null });
    expect(conflictKinds(state)).toEqual(
      new Map([
        ['c1', 'changed'],
        ['c2', 'deleted'],
      ]),
    );
    expect(markConflicts(pending(), [{ id: 'c9', current: null }])).toEqual(pending());
  });

  it('tells deletions of changed records and of records already gone from edits', () => {
    expect(
      refusedRows(pending(), [
        { id: 'c1', current: { ...tillTheirs } },
        { id: 'c2', current: { ...kioskTheirs } },
      ]),
    ).toEqual({ changedDeletes: ['c2'], goneDeletes: [], edits: ['c1'] });
    expect(refusedRows(pending(), [{ id: 'c2', current: null }])).toEqual({
      changedDeletes: [],
      goneDeletes: ['c2'],
      edits: [],
    });
  });
});

describe('delete anyway', () => {
  it('names the versions the records stand at now, and drops the deletion of a record already gone', () => {
    const conflicts = [{ id: 'c2', current: { ...kioskTheirs } }];
    const state = deleteAtCurrentVersions(markConflicts(pending(), conflicts), conflicts);
    expect(state.conflicts).toEqual({});
    expect(toBatch(state, rows, getId).deleteVersions).toEqual({ c2: 'v2' });

    const gone = deleteAtCurrentVersions(pending(), [{ id: 'c2', current: null }]);
    expect(gone.deleted).toEqual([]);
    expect(gone.bases.c2).toBeUndefined();
    expect(rowStatus(gone, 'c1')).toBe('unsaved');
  });
});

describe("a changed row's choice", () => {
  const refused = () => markConflicts(pending(), [{ id: 'c1', current: { ...tillTheirs } }]);

  it('merges the three versions: theirs where only they changed, mine where only I did, a conflict where both did', () => {
    const found = rowMerge(refused(), 'c1');
    expect(found?.base).toEqual(till);
    expect(found?.mine).toEqual({ ...till, name: 'Till 1', description: 'Mine' });
    expect(found?.merge.merged).toEqual({ ...till, name: 'Till 1', description: 'Mine', active: false, version: 'v2' });
    expect(found?.merge.conflicts).toEqual([
      { field: 'description', base: 'Front till', theirs: 'Theirs', mine: 'Mine' },
    ]);
    expect(rowMerge(refused(), 'c2')).toBeNull();
  });

  it('Apply moves the edits onto their version with the choices: the next save sends their version', () => {
    const state = resolveRow(refused(), 'c1', { description: 'theirs' });
    expect(state.conflicts).toEqual({});
    expect(state.bases.c1).toEqual(tillTheirs);
    expect(state.changed.c1).toEqual({ name: 'Till 1' });
    expect(toBatch(state, rows, getId).changes).toEqual([{ ...tillTheirs, name: 'Till 1' }]);

    const mine = resolveRow(refused(), 'c1', { description: 'mine' });
    expect(toBatch(mine, rows, getId).changes).toEqual([{ ...tillTheirs, name: 'Till 1', description: 'Mine' }]);
  });

  it('Apply leaves the row clean when nothing of mine differs from theirs', () => {
    let state = editField(emptyChanges<Client>(), 'c1', 'description', 'Mine', till);
    state = markConflicts(state, [{ id: 'c1', current: { ...tillTheirs } }]);
    state = resolveRow(state, 'c1', { description: 'theirs' });
    expect(isDirty(state)).toBe(false);
    expect(state.bases).toEqual({});
  });

  it('Discard my changes leaves nothing of the row pending', () => {
    const state = discardRow(refused(), 'c1');
    expect(rowStatus(state, 'c1')).toBe('clean');
    expect(state.bases.c1).toBeUndefined();
    expect(state.conflicts).toEqual({});
    expect(rowStatus(state, 'c2')).toBe('deleted');
  });
});

describe("a deleted row's choice", () => {
  const gone = () => {
    const state = editField(emptyChanges<Client>(), 'c1', 'name', 'Till 1', till);
    return markConflicts(state, [{ id: 'c1', current: null }]);
  };

  it('Create it again: an added row with my values, without id and version, sent as a new record', () => {
    const state = recreateRow(gone(), 'c1', blank(), 'clientID');
    expect(state.changed).toEqual({});
    expect(state.conflicts).toEqual({});
    expect(state.added).toHaveLength(1);
    expect(state.added[0]?.record).toEqual({ name: 'Till 1', description: 'Front till', active: true });
    expect(toBatch(state, [kiosk], getId)).toEqual({
      changes: [{ name: 'Till 1', description: 'Front till', active: true }],
      deletes: [],
    });
    // Only a record someone deleted is created again.
    const changed = markConflicts(gone(), [{ id: 'c1', current: { ...tillTheirs } }]);
    expect(recreateRow(changed, 'c1', blank(), 'clientID')).toBe(changed);
  });

  it("Create it again keeps an id the admin chose (a client's Client ID); only the version goes", () => {
    const state = recreateRow(gone(), 'c1', blank(), 'clientID', true);
    expect(state.added[0]?.record).toEqual({ clientID: 'c1', name: 'Till 1', description: 'Front till', active: true });
    expect(toBatch(state, [kiosk], getId, 'clientID')).toEqual({
      changes: [{ clientID: 'c1', name: 'Till 1', description: 'Front till', active: true }],
      deletes: [],
    });
  });

  it('stays in view (as loaded) until the admin chooses, though no longer listed', () => {
    expect(withRowsDeletedElsewhere([kiosk], gone(), getId)).toEqual([till, kiosk]);
    expect(withRowsDeletedElsewhere(rows, gone(), getId)).toBe(rows);
    const none = pending();
    const listed = [kiosk];
    expect(withRowsDeletedElsewhere(listed, none, getId)).toBe(listed);
    expect(withRowsDeletedElsewhere(undefined, gone(), getId)).toBeUndefined();
  });
});

describe('what a save holds back', () => {
  it('sends and counts the rest, and keeps only the held back rows after it', () => {
    let state = markConflicts(pending(), [{ id: 'c1', current: { ...tillTheirs } }]);
    state = setField(state, 'c3', 'name', 'Other', { ...blank(), clientID: 'c3' });
    const sent = withoutHeldBack(state);
    expect(Object.keys(sent.changed)).toEqual(['c3']);
    expect(sent.deleted).toEqual(['c2']);
    expect(withoutHeldBack(sent)).toBe(sent);

    const after = keepHeldBack(state);
    expect(Object.keys(after.changed)).toEqual(['c1']);
    expect(after.deleted).toEqual([]);
    expect(Object.keys(after.bases)).toEqual(['c1']);
    expect(after.conflicts).toEqual({ c1: tillTheirs });
  });
});
