import { limits } from '../../api/limits.gen';
import type { components } from '../../api/schema.gen';
import type { RecordFields } from '../../lib/record-fields';

/** A permission group as answers carry it, and as a save sends it (a new one without an id). */
export type PermissionGroup = components['schemas']['PermissionGroup'];
export type PermissionGroupChange = components['schemas']['PermissionGroupChange'];

/** The group's one text field, its name (SPEC 3, 5: permission group name max 32), described once. */
export const permissionGroupFields = {
  name: {
    kind: 'text',
    label: 'permissionGroups.field.name',
    required: true,
    maxLength: limits.PermissionGroup.name.maxLength,
    trim: true,
  },
} as const satisfies RecordFields<PermissionGroupChange, 'permissionGroups'>;
