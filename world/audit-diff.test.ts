import { describe, expect, it } from 'vitest';
import { auditChanges, replaced, sameValue, type DiffRules } from './audit-diff';

const rules: DiffRules = { writeOnly: new Set(['jwtSigningKey']), ignored: new Set(['version', 'keyVersion']) };

describe('auditChanges', () => {
  it('names exactly the fields that changed, with their values before and after', () => {
    const before = { id: 'a', name: 'Old', isEnabled: false, uri: 'https://x.example', version: '3' };
    const after = { id: 'a', name: 'New', isEnabled: true, uri: 'https://x.example', version: '4' };
    expect(auditChanges(before, after, rules)).toEqual([
      { field: 'name', replaced: false, before: 'Old', after: 'New' },
      { field: 'isEnabled', replaced: false, before: false, after: true },
    ]);
  });

  it('gives every field of a new record from null, and of a deleted one to null', () => {
    const record = { id: 'a', name: 'Team', empty: null, version: '1' };
    expect(auditChanges(null, record, rules)).toEqual([
      { field: 'id', replaced: false, before: null, after: 'a' },
      { field: 'name', replaced: false, before: null, after: 'Team' },
    ]);
    expect(auditChanges(record, null, rules)).toEqual([
      { field: 'id', replaced: false, before: 'a', after: null },
      { field: 'name', replaced: false, before: 'Team', after: null },
    ]);
  });

  it('never carries a write-only value or a password: replaced, both values null', () => {
    const changes = auditChanges(
      { jwtSigningKey: 'old-key', password: 'Secret-1', keyVersion: 1 },
      { jwtSigningKey: 'new-key', password: 'Secret-2', keyVersion: 2 },
      rules,
    );
    expect(changes).toEqual([replaced('jwtSigningKey'), replaced('password')]);
    expect(JSON.stringify(changes)).not.toMatch(/old-key|new-key|Secret/);
    expect(auditChanges({ jwtSigningKey: 'same' }, { jwtSigningKey: 'same' }, rules)).toEqual([]);
    // A key set on a new record is replaced too; none set is no change.
    expect(auditChanges(null, { jwtSigningKey: 'k' }, rules)).toEqual([replaced('jwtSigningKey')]);
    expect(auditChanges(null, { jwtSigningKey: null }, rules)).toEqual([]);
  });

  it('compares lists and objects by value: a missing field is null, keys in any order', () => {
    const permissions = [{ permissionID: 1, allowedActions: 3 }];
    expect(
      auditChanges(
        { permissions, scopes: [1], image: undefined },
        { permissions: [{ allowedActions: 3, permissionID: 1 }], scopes: [1] },
        rules,
      ),
    ).toEqual([]);
    expect(auditChanges({ scopes: [1] }, { scopes: [1, 2] }, rules)).toEqual([
      { field: 'scopes', replaced: false, before: [1], after: [1, 2] },
    ]);
  });
});

describe('sameValue', () => {
  it('tells null and undefined alike, and a list from an object', () => {
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: null })).toBe(true);
    expect(sameValue('1', 1)).toBe(false);
  });
});
