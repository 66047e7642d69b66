import { describe, expect, it } from 'vitest';
import { describedColumns } from '#/lib/record-fields';
import { english } from '#/test/translate';
import { permissionGroupFields, type PermissionGroupChange } from './permission-group-record';

describe("the permission group's fields (SPEC 3, 5)", () => {
  it('take the name limit from the contract (32)', () => {
    expect(permissionGroupFields.name.maxLength).toBe(32);
  });

  it('give the User Permission Groups grid its columns: Name 300, Default 100 (SPEC 2.5)', () => {
    expect(describedColumns<PermissionGroupChange, 'permissionGroups'>(english, permissionGroupFields)).toEqual([
      { key: 'name', header: english('permissionGroups.field.name'), maxLength: 32, width: 300, kind: 'text' },
      {
        key: 'organisationDefault',
        header: english('permissionGroups.list.column.default'),
        width: 100,
        kind: 'boolean',
      },
    ]);
  });
});
