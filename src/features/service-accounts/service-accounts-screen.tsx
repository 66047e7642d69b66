import { Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { GridRights } from '#/api/schema.gen';
import { DataGrid } from '#/components/data-grid/lazy-data-grid';
import { useDescribedColumns, type ColumnOverrides } from '#/components/data-grid/use-described-columns';
import { useListScreen } from '#/components/data-grid/use-list-screen';
import { useT } from '#/components/i18n/i18n-context';
import { editLinks } from '#/lib/edit-links';
import { recordNouns } from '#/lib/grid-wording';
import { serviceAccountKey } from '#/lib/record-keys';
import { screenFailure } from '#/lib/screen-failure';
import { SERVICE_ACCOUNT_TYPES, serviceAccountTypeName } from '#/lib/service-account-types';
import { serviceAccountFields, type ServiceAccountChange } from './service-account-record';
import {
  serviceAccountMessages,
  serviceAccountProblem,
  toPostedServiceAccount,
  newServiceAccount,
} from './service-account-rules';
import { serviceAccountListQuery, useServiceAccountBatch } from './service-accounts-queries';

/** Organisation > Service Accounts: changes, inserts and deletes allowed; Edit opens Edit Service Account. */
export function ServiceAccountsScreen({ orgId }: { orgId: string }) {
  const t = useT('serviceAccounts', 'errors', 'forms', 'records');
  // SPEC 2.5 "Service Accounts list": Name, Type, Restriction (described in service-account-record.ts).
  const overrides = useMemo(
    (): ColumnOverrides<ServiceAccountChange> => ({
      name: { namesRow: true },
      serviceAccountType: {
        options: SERVICE_ACCOUNT_TYPES.map((type) => ({ value: type, label: serviceAccountTypeName(type, t) })),
      },
      rootNodeName: {
        text: (account) => account.rootNodeName || t('serviceAccounts.list.noRestriction'),
        render: (account) =>
          account.rootNodeName ? (
            account.rootNodeName
          ) : (
            <Text span size="sm" c="dimmed">
              {t('serviceAccounts.list.noRestriction')}
            </Text>
          ),
      },
    }),
    [t],
  );
  const columns = useDescribedColumns<ServiceAccountChange, 'serviceAccounts'>(t, serviceAccountFields, overrides);
  const accounts = useListScreen({
    query: serviceAccountListQuery(orgId),
    columns,
    editLink: (id) => editLinks.serviceAccount(orgId, id),
  });
  const batch = useServiceAccountBatch(orgId);
  const validate = useCallback((account: ServiceAccountChange) => serviceAccountProblem(t, account), [t]);

  // The grid's rows are changes: new ones have no id yet, beside the accounts the list answered.
  return (
    <DataGrid<ServiceAccountChange>
      name="Service Accounts"
      title={t('serviceAccounts.list.title')}
      {...accounts}
      getId={serviceAccountKey}
      idKey="serviceAccountID"
      rights={GridRights.Full}
      recordNoun={recordNouns.serviceAccount}
      newRow={newServiceAccount}
      validate={validate}
      onCommit={async (body) => {
        try {
          await batch.mutateAsync({
            params: { path: { orgId } },
            body: { ...body, changes: body.changes.map(toPostedServiceAccount) },
          });
        } catch (error) {
          const onlyDeletes = body.changes.length === 0;
          throw screenFailure(t, t(onlyDeletes ? serviceAccountMessages.delete : serviceAccountMessages.save), error);
        }
      }}
    />
  );
}
