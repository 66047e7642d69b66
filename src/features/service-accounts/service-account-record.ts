import * as limits from '#/api/limits.gen';
import type { components } from '#/api/schema.gen';
import type { MessageKey } from '#/lib/messages/catalogues';
import type { RecordFields } from '#/lib/record-fields';

/** A service account as answers carry it, and as a save sends it (a new one without an id). */
export type ServiceAccount = components['schemas']['ServiceAccount'];
export type ServiceAccountChange = components['schemas']['ServiceAccountChange'];

/**
 * The account's text field, its name (SPEC 2.5, 3, 5: name max 32), its type and its restriction (the outlet node's
 * name, read-only), described once; widths of the Service Accounts grid's columns (Name 300, Type 220, Restriction
 * 300).
 */
export const serviceAccountFields = {
  name: {
    kind: 'text',
    label: 'serviceAccounts.field.name',
    required: true,
    maxLength: limits.ServiceAccount.name.maxLength,
    trim: true,
    placeholder: 'serviceAccounts.field.namePlaceholder',
    width: 300,
  },
  // Headed by the Type field's label (`serviceAccountTypeField`); the grid's screen gives the types as its options.
  serviceAccountType: { kind: 'choice', column: 'serviceAccounts.field.type', width: 220 },
  rootNodeName: { kind: 'readOnly', column: 'serviceAccounts.list.column.restriction', width: 300 },
} as const satisfies RecordFields<ServiceAccountChange, 'serviceAccounts'>;

/** The Type field's label and description (message keys). */
export const serviceAccountTypeField = {
  label: 'serviceAccounts.field.type',
  description: 'serviceAccounts.field.typeDescription',
} as const satisfies { label: MessageKey<'serviceAccounts'>; description: MessageKey<'serviceAccounts'> };
