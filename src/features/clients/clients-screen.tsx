import { useCallback } from 'react';
import { GridRights } from '#/api/schema.gen';
import { DataGrid } from '#/components/data-grid/lazy-data-grid';
import { useDescribedColumns } from '#/components/data-grid/use-described-columns';
import { useListScreen } from '#/components/data-grid/use-list-screen';
import { useT } from '#/components/i18n/i18n-context';
import { editLinks } from '#/lib/edit-links';
import { recordNouns } from '#/lib/grid-wording';
import { clientKey } from '#/lib/record-keys';
import { clientFields, type ClientChange } from './client-record';
import { clientToSend, clientGridProblem, newClient } from './client-rules';
import { clientListQuery, useClientBatch } from './clients-queries';

/**
 * What only the Clients grid knows of its columns (the record's description gives them, SPEC 2.4, 9): the id is the
 * administrator's code, typed when the row is added and read-only once saved; the name names the row.
 */
const COLUMNS = { clientID: { readOnlyOnceSaved: true }, name: { namesRow: true } } as const;

/** Admin > Clients (SPEC 2.4 "Clients grid"): full rights, edited in place, with the edit redirect. */
export function ClientsScreen() {
  const t = useT('clients');
  const columns = useDescribedColumns<ClientChange, 'clients'>(t, clientFields, COLUMNS);
  const validate = useCallback((client: ClientChange) => clientGridProblem(client, t), [t]);
  const clients = useListScreen({ query: clientListQuery(), columns, editLink: editLinks.client });
  const batch = useClientBatch();

  // The grid's rows are changes: new ones are not stored yet, beside the clients the list answered.
  return (
    <DataGrid<ClientChange>
      title={t('clients.list.title')}
      // The stored column choice is named in English, whatever the language.
      name="Clients"
      {...clients}
      getId={clientKey}
      idKey="clientID"
      // The Client ID is the admin's code: a client someone else deleted is created again with it.
      adminChosenId
      rights={GridRights.Full}
      recordNoun={recordNouns.client}
      newRow={newClient}
      validate={validate}
      onCommit={(body) => batch.mutateAsync({ body: { ...body, changes: body.changes.map(clientToSend) } })}
    />
  );
}
