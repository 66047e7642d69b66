/**
 * UserFields: the user record's form fields in SPEC's order, for Admin > Edit User (SPEC 2.4) and Edit My Profile
 * (SPEC 2.6), read from the record's description (`userFields`, user-record.ts). The text fields trim
 * (src/lib/field-text.ts); `userRecordProblem` is the same check for the Users grid.
 */
import type { Translate } from '../../lib/messages/catalogues';
import { fieldRules, recordProblem, recordToSend } from '../../lib/record-fields';
import { DescribedFields } from '../edit-page/described-fields';
import type { EditForm } from '../edit-page/use-edit-form';
import { useT } from '../i18n/i18n-context';
import { userFields, type UserChange, type UserRecord } from './user-record';

export type { UserChange, UserRecord } from './user-record';

/** The form rules of the user record's text fields (labelled as on the form), in the language of `t`. */
export const userFormRules = (t: Translate<'forms'>) => fieldRules(t, userFields);

/** The user record as sent: its text fields trimmed (the rule the fields check with). */
export const userToSend = <T extends UserChange>(user: T): T => recordToSend(userFields, user);

/** The first problem of a user record (labelled as on the form or as in the grid) in the language of `t`, or null. */
export function userRecordProblem(
  t: Translate<'forms'>,
  user: UserChange,
  labels: 'label' | 'column' = 'label',
): string | null {
  return recordProblem(t, userFields, user, labels);
}

export interface UserFieldsProps {
  form: EditForm<UserRecord>;
  /** The signed-in person's own profile: adds autocomplete hints. */
  ownRecord?: boolean;
}

export function UserFields({ form, ownRecord = false }: UserFieldsProps) {
  const t = useT('forms');
  return <DescribedFields form={form} fields={userFields} t={t} ownRecord={ownRecord} />;
}
