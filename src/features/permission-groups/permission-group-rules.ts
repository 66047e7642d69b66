import type { MessageKey, Translate } from '#/lib/messages/catalogues';
import { fieldRules, recordProblem, recordToSend } from '#/lib/record-fields';
import { actionNames, permissionDisplayName, type Permission } from './permission-catalogue';
import { permissionGroupFields, type PermissionGroup, type PermissionGroupChange } from './permission-group-record';
import { samePermissions } from './permission-profiles';

/** SPEC 8, permission group screens: message keys. */
export const permissionGroupMessages = {
  load: 'permissionGroups.failure.load',
  listLoad: 'permissionGroups.failure.listLoad',
  save: 'permissionGroups.failure.save',
  delete: 'permissionGroups.failure.delete',
  gridCommit: 'permissionGroups.failure.gridCommit',
  gridDelete: 'permissionGroups.failure.gridDelete',
} as const satisfies Record<string, MessageKey<'permissionGroups'>>;

/** The first problem of a group before sending, or null; the field is named in the console's language. */
export function permissionGroupProblem(
  t: Translate<'permissionGroups' | 'forms'>,
  group: PermissionGroupChange,
): string | null {
  return recordProblem(t, permissionGroupFields, group);
}

/** The edit page's form rules (`useEditForm`): the name's. */
export const permissionGroupFormRules = (t: Translate<'permissionGroups' | 'forms'>) =>
  fieldRules(t, permissionGroupFields);

/** The record as posted: without the read-only totalAssignedUsers; the name trimmed (`src/lib/field-text.ts`). */
export function toPostedGroup(group: PermissionGroupChange): PermissionGroupChange {
  const { totalAssignedUsers: _readOnly, ...posted } = group;
  return recordToSend(permissionGroupFields, posted);
}

/** Unsaved changes of the edit page: name, default flag, or the permissions (order does not matter). */
export function isGroupDirty(original: PermissionGroup, edited: PermissionGroup): boolean {
  return (
    original.name !== edited.name ||
    original.organisationDefault !== edited.organisationDefault ||
    !samePermissions(original.permissions, edited.permissions)
  );
}

/** A new permission group row: no permissions, not the default. */
export const newPermissionGroup = (): PermissionGroupChange => ({
  name: '',
  organisationDefault: false,
  permissions: [],
});

function isPermission(value: unknown): value is Permission {
  if (value === null || typeof value !== 'object') return false;
  const entry = value as Partial<Record<keyof Permission, unknown>>;
  return typeof entry.permissionID === 'number' && typeof entry.allowedActions === 'number';
}

/**
 * The permissions of a group as the edit page shows them beside another admin's (both changed them): each one's
 * name and actions, in the order held; undefined for none (the page says "(empty)").
 */
export function permissionsText(permissions: unknown, t: Translate<'permissionGroups'>): string | undefined {
  const entries = Array.isArray(permissions) ? permissions.filter(isPermission) : [];
  if (entries.length === 0) return undefined;
  return entries
    .map((entry) =>
      t('permissionGroups.edit.permissionActions', {
        name: permissionDisplayName(entry.permissionID, t),
        actions: actionNames(entry.allowedActions, t).join(', '),
      }),
    )
    .join('; ');
}
