import { limits } from '../api/limits.gen';
import type { components } from '../api/schema.gen';
import { textProblem, withTrimmedText } from './field-text';
import type { Translate } from './messages/catalogues';
import { samePermissions } from './permission-profiles';

export type PermissionGroup = components['schemas']['PermissionGroup'];

/** SPEC 8, permission group screens. */
export const permissionGroupMessages = {
  load: 'There was a problem accessing this Permission Group. Please try again later.',
  listLoad:
    'Permission groups could not be loaded for this organisation due to a server error. Please try again later.',
  save: 'There was a problem saving changes. Please try again later.',
  delete: 'There was a problem deleting this record. Please try again later.',
  gridCommit:
    'There was an error committing these changes. Please try again later or consider refreshing your browser.',
  gridDelete: 'There was an error deleting this record.',
} as const;

/** The name field with its label and contract limit (SPEC 3, 5: permission group name max 32). */
export const permissionGroupNameField = {
  label: 'Name',
  required: true,
  maxLength: limits.PermissionGroup.name.maxLength,
  trim: true,
} as const;

/** The first problem of a group before sending, or null. */
export function permissionGroupProblem(t: Translate<'forms'>, group: PermissionGroup): string | null {
  return textProblem(t, permissionGroupNameField.label, group.name, permissionGroupNameField);
}

/** The edit page's form rules (`useEditForm`): the name's. */
export const permissionGroupFormRules = (t: Translate<'forms'>) => ({
  name: (name: string | null | undefined) =>
    textProblem(t, permissionGroupNameField.label, name, permissionGroupNameField),
});

/** The record as posted: without the read-only totalAssignedUsers; the name trimmed (`src/lib/field-text.ts`). */
export function toPostedGroup(group: PermissionGroup): PermissionGroup {
  const { totalAssignedUsers: _readOnly, ...posted } = group;
  return withTrimmedText(posted, ['name']);
}

/** Unsaved changes of the edit page: name, default flag, or the permissions (order does not matter). */
export function isGroupDirty(original: PermissionGroup, edited: PermissionGroup): boolean {
  return (
    original.name !== edited.name ||
    (original.organisationDefault ?? false) !== (edited.organisationDefault ?? false) ||
    !samePermissions(original.permissions ?? [], edited.permissions ?? [])
  );
}

/** A new permission group row: no permissions, not the default. */
export const newPermissionGroup = (): PermissionGroup => ({ name: '', organisationDefault: false, permissions: [] });
