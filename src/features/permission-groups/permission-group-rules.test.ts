import { describe, expect, it } from 'vitest';
import { PermissionActionFlags, PermissionId } from '#/api/schema.gen';
import { english, german } from '#/test/translate';
import type { PermissionGroup } from './permission-group-record';
import {
  isGroupDirty,
  newPermissionGroup,
  permissionGroupFormRules,
  permissionGroupMessages,
  permissionGroupProblem,
  permissionsText,
  toPostedGroup,
} from './permission-group-rules';

const group: PermissionGroup = {
  userPermissionGroupID: 'g1',
  name: 'Managers',
  organisationDefault: false,
  totalAssignedUsers: 3,
  permissions: [
    { permissionID: PermissionId.Config_Publish, allowedActions: PermissionActionFlags.Insert },
    { permissionID: PermissionId.DataExtractionService_Templates, allowedActions: PermissionActionFlags.Update },
  ],
};

describe('permission group rules (SPEC 3, 5)', () => {
  it('need a name within the contract limit (32)', () => {
    expect(permissionGroupProblem(english, group)).toBeNull();
    expect(permissionGroupProblem(english, { ...group, name: ' ' })).toBe('Name is required');
    expect(permissionGroupProblem(english, { ...group, name: 'x'.repeat(33) })).toBe(
      'Name must be at most 32 characters',
    );
    expect(permissionGroupFormRules(english).name('x'.repeat(33))).toBe('Name must be at most 32 characters');
    expect(permissionGroupFormRules(english).name(' Managers ')).toBeNull();
  });

  it("have SPEC 8's messages, in the console language", () => {
    expect(english(permissionGroupMessages.load)).toBe(
      'There was a problem accessing this Permission Group. Please try again later.',
    );
    expect(english(permissionGroupMessages.gridDelete)).toBe('There was an error deleting this record.');
    expect(german(permissionGroupMessages.gridDelete)).toBe(
      'Beim Löschen dieses Datensatzes ist ein Fehler aufgetreten.',
    );
  });

  it('post without the read-only count, the name trimmed', () => {
    const { totalAssignedUsers: _count, ...rest } = group;
    expect(toPostedGroup({ ...group, name: '  Managers ' })).toEqual(rest);
  });

  it("count a change of name, default flag or permissions, not of the permissions' order", () => {
    expect(isGroupDirty(group, { ...group, permissions: [...group.permissions].reverse() })).toBe(false);
    expect(isGroupDirty(group, { ...group, name: 'Staff' })).toBe(true);
    expect(isGroupDirty(group, { ...group, organisationDefault: true })).toBe(true);
    expect(isGroupDirty(group, { ...group, permissions: group.permissions.slice(1) })).toBe(true);
  });
});

describe('a new permission group row', () => {
  it('starts without permissions, not the default, and needs a name', () => {
    expect(newPermissionGroup()).toEqual({ name: '', organisationDefault: false, permissions: [] });
    expect(permissionGroupProblem(english, newPermissionGroup())).not.toBeNull();
    expect(permissionGroupProblem(english, { ...newPermissionGroup(), name: 'Managers' })).toBeNull();
  });
});

describe('permissionsText', () => {
  it('names each permission with its actions, in the language asked', () => {
    expect(permissionsText(group.permissions, english)).toBe(
      `${english('permissionGroups.permission.Config_Publish')} (Insert); ` +
        `${english('permissionGroups.permission.DataExtractionService_Templates')} (Update)`,
    );
    expect(permissionsText([{ permissionID: PermissionId.All, allowedActions: 9 }], german)).toMatch(/\(.+, .+\)$/);
  });

  it('gives nothing for no permissions or what is not a list of them', () => {
    expect(permissionsText([], english)).toBeUndefined();
    expect(permissionsText('x', english)).toBeUndefined();
    expect(permissionsText([{ permissionID: 'x' }], english)).toBeUndefined();
  });
});
