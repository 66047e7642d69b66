import { describe, expect, it } from 'vitest';
import {
  NO_RECORD_CHANGES,
  hasRecordChanges,
  mergeReload,
  namedFields,
  packFields,
  stillEdited,
  takenChanges,
  unpackFields,
  undecidedFields,
  withChoice,
  type RecordChanges,
} from './record-changes';

interface Team {
  version?: string;
  name: string;
  code: string;
  city: string;
}

const base: Team = { version: '1', name: 'Bar', code: 'B', city: 'Leeds' };
const none = NO_RECORD_CHANGES as RecordChanges<keyof Team>;

describe('mergeReload', () => {
  it('without edits shows the new record and tells nothing', () => {
    const theirs = { ...base, version: '2', name: 'Bar staff' };
    const { values, changes } = mergeReload(none, base, theirs, base);
    expect(values).toEqual(theirs);
    expect(hasRecordChanges(changes)).toBe(false);
  });

  it('with edits takes the fields only they changed, keeps mine, and names theirs', () => {
    const theirs = { ...base, version: '2', name: 'Bar staff' };
    const mine = { ...base, city: 'York' };
    const { values, changes } = mergeReload(none, base, theirs, mine);
    expect(values).toEqual({ version: '2', name: 'Bar staff', code: 'B', city: 'York' });
    expect(changes.theirChanges).toEqual(['name']);
    expect(changes.touched).toEqual([{ field: 'name', theirs: 'Bar staff', mine: 'Bar' }]);
    expect(changes.conflicts).toEqual([]);
  });

  it('reports a field both changed differently, at my value until decided', () => {
    const theirs = { ...base, version: '2', name: 'Bar staff' };
    const mine = { ...base, name: 'Bar team' };
    const { values, changes } = mergeReload(none, base, theirs, mine);
    expect(values.name).toBe('Bar team');
    expect(values.version).toBe('2');
    expect(changes.conflicts).toEqual([{ field: 'name', base: 'Bar', theirs: 'Bar staff', mine: 'Bar team' }]);
    expect(undecidedFields(changes)).toEqual(['name']);
    expect(undecidedFields(withChoice(changes, 'name', 'theirs'))).toEqual([]);
  });

  it('keeps what it told across later loads, and a field they change again replaces its conflict and choice', () => {
    const second = { ...base, version: '2', name: 'Bar staff', code: 'C' };
    const mine = { ...base, name: 'Bar team', city: 'York' };
    const first = mergeReload(none, base, second, mine);
    const decided = withChoice(first.changes, 'name', 'mine');
    // Loaded again unchanged: nothing new, nothing lost.
    const same = mergeReload(decided, second, { ...second }, first.values);
    expect(same.changes).toEqual(decided);
    // They change the name again: a new conflict, the earlier choice gone.
    const third = { ...second, version: '3', name: 'Bar crew' };
    const again = mergeReload(decided, second, third, same.values);
    expect(again.changes.theirChanges).toEqual(['name', 'code']);
    expect(again.changes.conflicts).toEqual([
      { field: 'name', base: 'Bar staff', theirs: 'Bar crew', mine: 'Bar team' },
    ]);
    expect(again.changes.choices).toEqual({});
  });

  it('keeps the value I had before their first change when they change a field again; mine once I edited it', () => {
    const mine = { ...base, city: 'York' };
    const second = { ...base, version: '2', name: 'Bar staff', code: 'C' };
    const first = mergeReload(none, base, second, mine);
    const third = { ...second, version: '3', name: 'Bar crew', code: 'D' };
    // Meanwhile the admin typed another code over theirs.
    const again = mergeReload(first.changes, second, third, { ...first.values, code: 'E' });
    expect(again.changes.touched).toEqual([
      { field: 'name', theirs: 'Bar crew', mine: 'Bar' },
      { field: 'code', theirs: 'D', mine: 'E' },
    ]);
  });

  it("is the same when run twice on its own result (a render run again keeps the admin's edits and the notice)", () => {
    const theirs = { ...base, version: '2', name: 'Bar staff' };
    const mine = { ...base, city: 'York' };
    const once = mergeReload(none, base, theirs, mine);
    const twice = mergeReload(once.changes, base, theirs, once.values);
    expect(twice).toEqual(once);
  });

  it("uses the page's rule of an unsaved change when it has one", () => {
    const theirs = { ...base, version: '2', name: 'Bar staff' };
    const mine = { ...base, code: 'b' };
    const caseBlind = (a: Team, b: Team) => a.code.toLowerCase() !== b.code.toLowerCase() || a.name !== b.name;
    expect(mergeReload(none, base, theirs, mine, caseBlind).changes.theirChanges).toEqual([]);
    expect(mergeReload(none, base, theirs, mine).changes.theirChanges).toEqual(['name']);
  });
});

describe('stillEdited', () => {
  it('ignores the version', () => {
    expect(stillEdited({ ...base, version: '9' }, base)).toBe(false);
    expect(stillEdited({ ...base, city: 'York' }, base)).toBe(true);
  });
});

describe('namedFields', () => {
  it('names the labelled fields in order, each label once, and leaves out the others', () => {
    expect(namedFields(['city', 'hasKey', 'name'], { name: 'Name', city: 'City' })).toEqual(['City', 'Name']);
    expect(namedFields(['nodeID', 'nodeType'], { nodeID: 'Restriction', nodeType: 'Restriction' })).toEqual([
      'Restriction',
    ]);
  });
});

describe('takenChanges', () => {
  it('gives the labelled fields they changed that are not for me to choose, each label once, with both values', () => {
    const changes: RecordChanges = {
      theirChanges: ['name', 'hidden', 'code', 'nodeID', 'nodeType'],
      touched: [
        { field: 'name', theirs: 'Bar staff', mine: 'Bar' },
        { field: 'hidden', theirs: 1, mine: 0 },
        { field: 'code', theirs: 'C', mine: 'D' },
        { field: 'nodeID', theirs: 'n2', mine: 'n1' },
        { field: 'nodeType', theirs: 3, mine: 2 },
      ],
      conflicts: [{ field: 'code', base: 'B', theirs: 'C', mine: 'D' }],
      choices: {},
    };
    const labels = { name: 'Name', code: 'Code', nodeID: 'Restriction', nodeType: 'Restriction' };
    expect(takenChanges(changes, labels)).toEqual([
      { field: 'name', label: 'Name', theirs: 'Bar staff', mine: 'Bar' },
      { field: 'nodeID', label: 'Restriction', theirs: 'n2', mine: 'n1' },
    ]);
  });
});

describe('fields merged together', () => {
  const groups = [['nodeID', 'nodeType']];
  const account = { name: 'Till', nodeID: 'n1', nodeType: 2 };

  it('packs a group under its first field and unpacks it again', () => {
    const packed = packFields(account, groups);
    expect(packed).toEqual({ name: 'Till', nodeID: { nodeID: 'n1', nodeType: 2 } });
    expect(unpackFields(packed, groups)).toEqual(account);
  });

  it('makes a group one conflict, so a choice takes both of its fields from one side', () => {
    const base = packFields(account, groups);
    const theirs = packFields({ ...account, nodeID: 'n2', nodeType: 3 }, groups);
    const mine = packFields({ ...account, nodeID: 'n3' }, groups);
    const { changes } = mergeReload(NO_RECORD_CHANGES, base, theirs, mine);
    expect(changes.conflicts.map((conflict) => conflict.field)).toEqual(['nodeID']);
    expect(unpackFields({ ...mine, nodeID: changes.conflicts[0]?.theirs }, groups)).toEqual({
      name: 'Till',
      nodeID: 'n2',
      nodeType: 3,
    });
  });
});
