import { limits } from '../../api/limits.gen';
import type { components } from '../../api/schema.gen';
import type { RecordFields } from '../../lib/record-fields';

/** A user as answers carry it (every field of SPEC 3), and as a save sends it (new users without an id). */
export type UserRecord = components['schemas']['User'];
export type UserChange = components['schemas']['UserChange'];

/**
 * The user record's fields, once, in SPEC's order (SPEC 2.4 Edit User and Browse Users, SPEC 2.6 Edit My Profile):
 * labels and grid headers as message keys, the contract's limits, required and trimmed. The form, its rules, the
 * payload, the Users grid's columns (SPEC 9 widths) and its export header are read from here.
 */
export const userFields = {
  shortName: {
    kind: 'text',
    label: 'forms.userFields.displayName',
    column: 'forms.userFields.shortName',
    required: true,
    maxLength: limits.User.shortName.maxLength,
    trim: true,
    ownAutoComplete: 'nickname',
    half: true,
    width: 200,
  },
  fullName: {
    kind: 'text',
    label: 'forms.userFields.fullName',
    column: 'forms.userFields.fullName',
    maxLength: limits.User.fullName.maxLength,
    trim: true,
    ownAutoComplete: 'name',
    half: true,
    width: 300,
  },
  image: { kind: 'image', label: 'forms.userFields.image', maxBytes: limits.User.image.maxBytes },
  email: {
    kind: 'text',
    label: 'forms.userFields.email',
    column: 'forms.userFields.email',
    maxLength: limits.User.email.maxLength,
    trim: true,
    type: 'email',
    ownAutoComplete: 'email',
    width: 300,
  },
  locale: { kind: 'locale', column: 'forms.userFields.locale', half: true, width: 250 },
  defaultCurrencyCode: { kind: 'currency', column: 'forms.userFields.defaultCurrency', half: true, width: 250 },
} as const satisfies RecordFields<UserChange, 'forms'>;
