import * as limits from '#/api/limits.gen';
import type { components } from '#/api/schema.gen';
import type { Translate } from '#/lib/messages/catalogues';
import { fieldRules, recordProblem, recordToSend, type RecordFields } from '#/lib/record-fields';

/** A user as answers carry it (every field of SPEC 3), and as a save sends it (new users without an id). */
export type UserRecord = components['schemas']['User'];
export type UserChange = components['schemas']['UserChange'];

/**
 * The user record's fields, once, in SPEC's order (SPEC 2.4 Edit User and Browse Users, SPEC 2.6 Edit My Profile):
 * labels and grid headers as message keys, the contract's limits, required and trimmed. The form, its rules, the
 * payload, the Users grid's columns (SPEC 9 widths), its export header and Import Users' columns are read from here.
 */
export const userFields = {
  shortName: {
    kind: 'text',
    label: 'users.fields.displayName',
    column: 'users.fields.shortName',
    required: true,
    maxLength: limits.User.shortName.maxLength,
    trim: true,
    ownAutoComplete: 'nickname',
    half: true,
    width: 200,
  },
  fullName: {
    kind: 'text',
    label: 'users.fields.fullName',
    column: 'users.fields.fullName',
    maxLength: limits.User.fullName.maxLength,
    trim: true,
    ownAutoComplete: 'name',
    half: true,
    width: 300,
  },
  image: { kind: 'image', label: 'users.fields.image', maxBytes: limits.User.image.maxBytes, import: false },
  email: {
    kind: 'text',
    label: 'users.fields.email',
    column: 'users.fields.email',
    maxLength: limits.User.email.maxLength,
    trim: true,
    type: 'email',
    ownAutoComplete: 'email',
    width: 300,
  },
  locale: { kind: 'locale', column: 'users.fields.locale', half: true, width: 250 },
  defaultCurrencyCode: { kind: 'currency', column: 'users.fields.defaultCurrency', half: true, width: 250 },
} as const satisfies RecordFields<UserChange, 'users'>;

/** The form rules of the user record's text fields (labelled as on the form), in the language of `t`. */
export const userFormRules = (t: Translate<'users' | 'forms'>) => fieldRules(t, userFields);

/**
 * The own profile as Edit My Profile edits it: without `pendingEmail`, the address waiting for its link, which only
 * answers carry (a save never sends it, and it is no field the user edits or merges).
 */
export function profileToEdit(user: UserRecord): UserRecord {
  const { pendingEmail: _pending, ...record } = user;
  return record;
}

/** The user record as sent: its text fields trimmed (the rule the fields check with). */
export const userToSend = <T extends UserChange>(user: T): T => recordToSend(userFields, user);

/**
 * The first problem of a user record (labelled as on the form or as in the grid) in the language of `t`, or null: the
 * form's check, for the Users grid.
 */
export function userRecordProblem(
  t: Translate<'users' | 'forms'>,
  user: UserChange,
  labels: 'label' | 'column' = 'label',
): string | null {
  return recordProblem(t, userFields, user, labels);
}
