import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { userListQuery } from '../../api/queries/users';
import { currencyListQuery, localeListQuery } from '../../api/reference-data';
import { GridRights } from '../../api/schema.gen';
import { DataGrid, type DataGridColumn } from '../../components/data-grid/lazy-data-grid';
import { useEditRedirect } from '../../components/data-grid/use-edit-redirect';
import { useGridQuery } from '../../components/data-grid/use-grid-query';
import { useGridSearch } from '../../components/data-grid/use-grid-search';
import type { CodeName } from '../../components/form-fields/code-select';
import { useT } from '../../components/i18n/i18n-context';
import { userRecordProblem, userToSend } from '../../components/user-form/user-fields';
import { userFields, type UserRecord as User } from '../../components/user-form/user-record';
import { editLinks } from '../../lib/edit-links';
import { recordNouns } from '../../lib/grid-wording';
import { fieldColumn } from '../../lib/record-fields';
import { userKey } from '../../lib/record-keys';
import { newUser, userName } from './user-rules';
import { useUserBatch } from './users-queries';

/** Admin > Users (SPEC 2.4 "Browse Users"): all columns editable; add, edit and delete allowed. */
export function UsersScreen() {
  const t = useT('users');
  const tForms = useT('forms');
  const gridSearch = useGridSearch();
  const editRedirect = useEditRedirect(editLinks.user);
  const users = useGridQuery(userListQuery());
  const locales = useQuery(localeListQuery);
  const currencies = useQuery(currencyListQuery);
  const batch = useUserBatch();

  const columns = useMemo<DataGridColumn<User>[]>(() => {
    const column = (key: keyof User & string) => fieldColumn<User, 'forms'>(tForms, userFields, key);
    const codeOptions = (list: readonly CodeName[] | undefined) =>
      (list ?? []).map((entry) => ({ value: entry.code, label: `${entry.code} - ${entry.name}` }));
    return [
      { ...column('shortName'), width: 200 },
      // Names the row: the full name, else the short name ("Delete Tom Lee?").
      { ...column('fullName'), width: 300, namesRow: userName },
      { ...column('email'), width: 300 },
      { ...column('locale'), width: 250, editor: 'select', options: codeOptions(locales.data) },
      { ...column('defaultCurrencyCode'), width: 250, editor: 'select', options: codeOptions(currencies.data) },
    ];
  }, [tForms, locales.data, currencies.data]);

  return (
    <DataGrid<User>
      name="Users"
      title={t('users.list.title')}
      urlState={gridSearch}
      {...users}
      getId={userKey}
      idKey="userID"
      columns={columns}
      rights={GridRights.Full}
      recordNoun={recordNouns.user}
      newRow={newUser}
      validate={(user) => userRecordProblem(tForms, user, 'column')}
      editRedirect={editRedirect}
      onCommit={(body) => batch.mutateAsync({ body: { ...body, changes: body.changes.map(userToSend) } })}
    />
  );
}
