import { describe, expect, it } from 'vitest';
import { applyChoices, mergeThree, sameFieldValue, undecided } from './three-way-merge';

interface Person {
  version?: string;
  fullName: string;
  email: string;
  scopes: string[];
}

const base: Person = { version: '1', fullName: 'Tom Lee', email: 'tom@example.com', scopes: ['a'] };

describe('mergeThree', () => {
  it('takes a field only they changed, keeps a field only I changed', () => {
    const theirs = { ...base, version: '2', fullName: 'Tom Leeds' };
    const mine = { ...base, email: 'tom.lee@example.com' };
    const result = mergeThree(base, theirs, mine, ['version']);
    expect(result.merged).toEqual({ version: '2', fullName: 'Tom Leeds', email: 'tom.lee@example.com', scopes: ['a'] });
    expect(result.theirChanges).toEqual(['fullName']);
    expect(result.conflicts).toEqual([]);
  });

  it('reports a field both changed to different values, keeping mine until decided', () => {
    const theirs = { ...base, version: '2', fullName: 'Tom Leeds' };
    const mine = { ...base, fullName: 'Thomas Lee' };
    const result = mergeThree(base, theirs, mine, ['version']);
    expect(result.merged.fullName).toBe('Thomas Lee');
    expect(result.merged.version).toBe('2');
    expect(result.conflicts).toEqual([{ field: 'fullName', base: 'Tom Lee', theirs: 'Tom Leeds', mine: 'Thomas Lee' }]);
    expect(result.theirChanges).toEqual(['fullName']);
  });

  it('is no conflict when both made the same change', () => {
    const theirs = { ...base, scopes: ['a', 'b'] };
    const mine = { ...base, scopes: ['a', 'b'] };
    const result = mergeThree(base, theirs, mine);
    expect(result.conflicts).toEqual([]);
    expect(result.merged.scopes).toEqual(['a', 'b']);
    expect(result.theirChanges).toEqual(['scopes']);
  });

  it('gives each field they touched with their value and mine before the merge, conflicts too', () => {
    const theirs = { ...base, version: '2', fullName: 'Tom Leeds', email: 'lee@example.com', scopes: ['a', 'b'] };
    const mine = { ...base, email: 'tom.lee@example.com', scopes: ['a', 'b'] };
    expect(mergeThree(base, theirs, mine, ['version']).touched).toEqual([
      { field: 'fullName', theirs: 'Tom Leeds', mine: 'Tom Lee' },
      { field: 'email', theirs: 'lee@example.com', mine: 'tom.lee@example.com' },
      { field: 'scopes', theirs: ['a', 'b'], mine: ['a', 'b'] },
    ]);
  });

  it('never reports the bookkeeping fields it follows', () => {
    const result = mergeThree(base, { ...base, version: '9' }, { ...base, version: '1' }, ['version']);
    expect(result.theirChanges).toEqual([]);
    expect(result.touched).toEqual([]);
    expect(result.merged.version).toBe('9');
  });

  it('compares lists and objects by value', () => {
    const result = mergeThree(base, { ...base, scopes: ['a'] }, { ...base, scopes: ['b'] });
    expect(result.theirChanges).toEqual([]);
    expect(result.merged.scopes).toEqual(['b']);
  });
});

describe('applyChoices and undecided', () => {
  const { merged, conflicts } = mergeThree(
    base,
    { ...base, fullName: 'Tom Leeds', email: 'x@example.com' },
    { ...base, fullName: 'Thomas Lee', email: 'y@example.com' },
  );

  it('applies each choice and keeps mine where none was made', () => {
    expect(applyChoices(merged, conflicts, { fullName: 'theirs' })).toMatchObject({
      fullName: 'Tom Leeds',
      email: 'y@example.com',
    });
    expect(undecided(conflicts, { fullName: 'theirs' }).map((c) => c.field)).toEqual(['email']);
    expect(undecided(conflicts, { fullName: 'mine', email: 'theirs' })).toEqual([]);
  });
});

describe('sameFieldValue', () => {
  it('ignores key order and tells lists apart by order', () => {
    expect(sameFieldValue({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameFieldValue([1, 2], [2, 1])).toBe(false);
    expect(sameFieldValue(null, {})).toBe(false);
    expect(sameFieldValue(undefined, null)).toBe(false);
  });
});
