import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { userListQuery } from '../../api/queries/users';
import { currencyListQuery, localeListQuery } from '../../api/reference-data';
import { GridRights } from '../../api/schema.gen';
import { DataGrid, type DataGridColumn } from '../../components/data-grid/lazy-data-grid';
import { useEditRedirect } from '../../components/data-grid/use-edit-redirect';
import { useGridQuery } from '../../components/data-grid/use-grid-query';
import { useGridSearch } from '../../components/data-grid/use-grid-search';
import { useT } from '../../components/i18n/i18n-context';
import {
  userFieldRules,
  userRecordProblem,
  userToSend,
  type UserRecord as User,
} from '../../components/user-form/user-fields';
import { editLinks } from '../../lib/edit-links';
import { recordNouns } from '../../lib/grid-wording';
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

  const columns = useMemo<DataGridColumn<User>[]>(
    () => [
      {
        key: 'shortName',
        header: t('users.list.column.shortName'),
        width: 200,
        maxLength: userFieldRules.shortName.maxLength,
      },
      // Names the row: the full name, else the short name ("Delete Tom Lee?").
      {
        key: 'fullName',
        header: t('users.list.column.fullName'),
        width: 300,
        maxLength: userFieldRules.fullName.maxLength,
        namesRow: userName,
      },
      { key: 'email', header: t('users.list.column.email'), width: 300, maxLength: userFieldRules.email.maxLength },
      {
        key: 'locale',
        header: t('users.list.column.locale'),
        width: 250,
        editor: 'select',
        options: (locales.data ?? []).map((l) => ({ value: l.code, label: `${l.code} - ${l.name}` })),
      },
      {
        key: 'defaultCurrencyCode',
        header: t('users.list.column.defaultCurrency'),
        width: 250,
        editor: 'select',
        options: (currencies.data ?? []).map((c) => ({ value: c.code, label: `${c.code} - ${c.name}` })),
      },
    ],
    [t, locales.data, currencies.data],
  );

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
      validate={(user) => userRecordProblem(tForms, user, 'gridLabel')}
      editRedirect={editRedirect}
      onCommit={(body) => batch.mutateAsync({ body: { ...body, changes: body.changes.map(userToSend) } })}
    />
  );
}
