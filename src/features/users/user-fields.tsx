/**
 * UserFields: the user record's form fields in SPEC's order, for Admin > Edit User (SPEC 2.4) and Edit My Profile
 * (SPEC 2.6), read from the record's description (`userFields`, user-record.ts). The text fields trim
 * (src/lib/field-text.ts); `userRecordProblem` is the same check for the Users grid.
 */
import { DescribedFields } from '#/components/edit-page/described-fields';
import type { EditForm } from '#/components/edit-page/use-edit-form';
import { useT } from '#/components/i18n/i18n-context';
import { userFields, type UserRecord } from './user-record';

export interface UserFieldsProps {
  form: EditForm<UserRecord>;
  /** The signed-in person's own profile: adds autocomplete hints. */
  ownRecord?: boolean;
}

export function UserFields({ form, ownRecord = false }: UserFieldsProps) {
  const t = useT('users');
  return <DescribedFields form={form} fields={userFields} t={t} ownRecord={ownRecord} />;
}
