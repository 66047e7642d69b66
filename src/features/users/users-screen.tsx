import { userListQuery } from '#/api/queries/users';
import { GridRights } from '#/api/schema.gen';
import { DataGrid } from '#/components/data-grid/lazy-data-grid';
import { useDescribedColumns } from '#/components/data-grid/use-described-columns';
import { useListScreen } from '#/components/data-grid/use-list-screen';
import { useT } from '#/components/i18n/i18n-context';
import { ButtonLink } from '#/components/router-links/router-links';
import { editLinks } from '#/lib/edit-links';
import { recordNouns } from '#/lib/grid-wording';
import { userKey } from '#/lib/record-keys';
import { userName } from '#/lib/user-name';
import { userFields, userRecordProblem, userToSend, type UserChange } from './user-record';
import { newUser } from './user-rules';
import { useUserBatch } from './users-queries';

/** What only the grid knows of the user's columns: the full name names the row, else the short name ("Delete Tom Lee?"). */
const COLUMNS = { fullName: { namesRow: userName } } as const;

/**
 * Admin > Users (SPEC 2.4 "Browse Users"): all columns editable; add, edit and delete allowed. Import opens Import Users
 * (/admin/users/import, loaded on demand).
 */
export function UsersScreen() {
  const t = useT('users');
  const columns = useDescribedColumns<UserChange, 'users'>(t, userFields, COLUMNS);
  const users = useListScreen({ query: userListQuery(), columns, editLink: editLinks.user });
  const batch = useUserBatch();

  // The grid's rows are changes: new ones have no id yet, beside the users the list answered.
  return (
    <DataGrid<UserChange>
      name="Users"
      title={t('users.list.title')}
      {...users}
      getId={userKey}
      idKey="userID"
      rights={GridRights.Full}
      recordNoun={recordNouns.user}
      newRow={newUser}
      validate={(user) => userRecordProblem(t, user, 'column')}
      toolbar={
        <ButtonLink to="/admin/users/import" variant="default">
          {t('users.import.open')}
        </ButtonLink>
      }
      onCommit={(body) => batch.mutateAsync({ body: { ...body, changes: body.changes.map(userToSend) } })}
    />
  );
}
