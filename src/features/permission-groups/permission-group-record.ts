import * as limits from '#/api/limits.gen';
import type { components } from '#/api/schema.gen';
import type { RecordFields } from '#/lib/record-fields';

/** A permission group as answers carry it, and as a save sends it (a new one without an id). */
export type PermissionGroup = components['schemas']['PermissionGroup'];
export type PermissionGroupChange = components['schemas']['PermissionGroupChange'];

/**
 * The group's text field, its name (SPEC 3, 5: permission group name max 32), and its default flag, described once;
 * widths of the User Permission Groups grid's columns (SPEC 2.5: name 300, Default 100).
 */
export const permissionGroupFields = {
  name: {
    kind: 'text',
    label: 'permissionGroups.field.name',
    required: true,
    maxLength: limits.PermissionGroup.name.maxLength,
    trim: true,
    width: 300,
  },
  organisationDefault: { kind: 'boolean', column: 'permissionGroups.list.column.default', width: 100 },
} as const satisfies RecordFields<PermissionGroupChange, 'permissionGroups'>;
