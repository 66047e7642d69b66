import { describe, expect, it } from 'vitest';
import type { HistoryChange, HistoryEntry } from '#/api/queries/record-history';
import { entryValuesOf, UNRESTORABLE_FIELDS, valuesFromEntry } from './history-values';

function entry(changes?: HistoryChange[]): HistoryEntry {
  return {
    auditLogType: 4,
    userName: 'Alice Administrator',
    userID: null,
    created: '2025-06-04T10:02:11Z',
    organisationName: null,
    message: null,
    changes,
  };
}

const change = (field: string, before: unknown, after: unknown = 'x'): HistoryChange => ({
  field,
  replaced: false,
  before,
  after,
});

describe('valuesFromEntry', () => {
  it('puts back each changed field as it was before the change', () => {
    const form = { displayName: 'Uma Underwood', isEnabled: true, teams: ['t2'] };
    expect(
      valuesFromEntry(
        entry([
          change('displayName', 'Uma U.', 'Uma Underwood'),
          change('isEnabled', false, true),
          change('teams', ['t1']),
        ]),
        form,
      ),
    ).toEqual({ usable: true, values: { displayName: 'Uma U.', isEnabled: false, teams: ['t1'] } });
  });

  it('takes only fields the form has, and only values that fit them', () => {
    const form = { displayName: 'Uma', phone: '' };
    expect(
      valuesFromEntry(entry([change('displayName', 'U'), change('created', '2020'), change('phone', null)]), form),
    ).toEqual({ usable: true, values: { displayName: 'U' } });
  });

  it('never takes a replaced or write-only field, even if a value came with it, nor the version', () => {
    const form = {
      displayName: 'Uma',
      password: '',
      secret: '',
      jwtSigningKey: '',
      newClientSecret: '',
      version: 'v2',
    };
    const result = valuesFromEntry(
      entry([
        { field: 'displayName', replaced: true, before: 'leaked', after: null },
        change('password', 'old'),
        change('secret', 'old'),
        change('jwtSigningKey', 'old'),
        change('newClientSecret', 'old'),
        change('version', 'v1'),
      ]),
      form,
    );
    expect(result).toEqual({ usable: false, reason: 'onlySecrets' });
    expect(UNRESTORABLE_FIELDS.has('jwtSigningKey')).toBe(true);
  });

  it('says why there is nothing to use', () => {
    expect(valuesFromEntry(entry(), { a: 1 })).toEqual({ usable: false, reason: 'noChanges' });
    expect(valuesFromEntry(entry([]), { a: 1 })).toEqual({ usable: false, reason: 'noChanges' });
    expect(valuesFromEntry(entry([change('other', 'x')]), { a: 'y' })).toEqual({ usable: false, reason: 'notOnForm' });
  });

  it('offers nothing for the entry that created the record (nothing was before it)', () => {
    const form = { displayName: 'Uma', isEnabled: true };
    expect(valuesFromEntry(entry([change('displayName', null), change('isEnabled', null)]), form)).toEqual({
      usable: false,
      reason: 'noChanges',
    });
  });

  it("maps the history's fields to the form's with the page's mapping", () => {
    const form = { groupIds: ['g2'], restrictions: [] as unknown[] };
    const valuesForForm = (values: Record<string, unknown>) => ({
      groupIds: (values.permissionGroups as { userPermissionGroupID: string }[]).map((g) => g.userPermissionGroupID),
    });
    expect(
      valuesFromEntry(entry([change('permissionGroups', [{ userPermissionGroupID: 'g1', name: 'Tills' }])]), form, {
        valuesForForm,
      }),
    ).toEqual({ usable: true, values: { groupIds: ['g1'] } });
  });

  it('never puts back a field the page locks', () => {
    const form = { name: 'Shop', posCoreInstanceID: 'p2' };
    const result = valuesFromEntry(entry([change('posCoreInstanceID', 'p1'), change('name', 'Old')]), form, {
      lockedFields: ['posCoreInstanceID'],
    });
    expect(result).toEqual({ usable: true, values: { name: 'Old' } });
    expect(
      valuesFromEntry(entry([change('posCoreInstanceID', 'p1')]), form, { lockedFields: ['posCoreInstanceID'] }),
    ).toEqual({ usable: false, reason: 'notOnForm' });
  });
});

describe('entryValuesOf', () => {
  it("answers an entry shown before with the same object (its item is not rendered again), each form's afresh", () => {
    const form = { displayName: 'Uma' };
    const first = entry([{ field: 'displayName', replaced: false, before: 'Ann', after: 'Uma' }]);
    const second = entry([{ field: 'displayName', replaced: false, before: 'Bea', after: 'Ann' }]);
    const valuesOf = entryValuesOf(form);
    const answer = valuesOf(first);
    expect(answer).toEqual(valuesFromEntry(first, form));
    expect(valuesOf(first)).toBe(answer);
    expect(valuesOf(second)).toEqual({ usable: true, values: { displayName: 'Bea' } });
    expect(entryValuesOf({ other: 1 })(first)).toEqual({ usable: false, reason: 'notOnForm' });
  });
});
