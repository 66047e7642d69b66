import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { GridRights } from '../../api/schema.gen';
import { DataGrid, type DataGridColumn } from '../../components/data-grid/lazy-data-grid';
import { useGridQuery } from '../../components/data-grid/use-grid-query';
import { useGridSearch } from '../../components/data-grid/use-grid-search';
import { useEditRedirect } from '../../components/data-grid/use-edit-redirect';
import { editLinks } from '../../lib/edit-links';
import { RemoteErrorsCell, RemoteVersionCell } from './remote-info-cells';
import {
  COMMIT_ERROR,
  NEW_RECORD_ID,
  failureWith,
  posCoreFields,
  posCoreToSave,
  serverProblem,
  type PosCoreInstance,
} from '../../lib/server-rules';
import { posCoreInstanceListQuery, usePosCoreInstanceBatch } from './servers-queries';
import { OpenUriButton, UriLink } from './uri-link';

const getId = (instance: PosCoreInstance) => instance.posCoreInstanceID ?? '';
const validate = (instance: PosCoreInstance) => serverProblem(instance, posCoreFields);

/**
 * Admin > POS Core Instances (SPEC 2.4; widths SPEC 9: 350/300/275/275/275/500). Name and Uri are edited in place
 * (saved in one `POST api/POSCoreInstance/batch`); Version and Errors come from each instance's own API, per row and
 * without holding up the grid (from the saved uri, so typing a new address does not call it); Add opens the create
 * page (it has every field); Edit opens /admin/poscoreinstances/edit/{id}.
 */
export function PosCoreInstancesScreen() {
  const gridSearch = useGridSearch();
  const editRedirect = useEditRedirect(editLinks.posCoreInstance);
  const navigate = useNavigate();
  const instances = useGridQuery(posCoreInstanceListQuery());
  const batch = usePosCoreInstanceBatch();

  const savedUri = useMemo(() => {
    const byId = new Map<string, string>();
    for (const instance of instances.rows ?? []) byId.set(getId(instance), instance.uri);
    return (instance: PosCoreInstance) => byId.get(getId(instance)) ?? instance.uri;
  }, [instances.rows]);

  const columns = useMemo<DataGridColumn<PosCoreInstance>[]>(
    () => [
      { key: 'posCoreInstanceID', header: 'ID', width: 350, readOnly: true },
      { key: 'name', header: 'Name', width: 300, maxLength: posCoreFields.name.maxLength },
      {
        key: 'versionUri',
        header: 'Version',
        width: 275,
        readOnly: true,
        render: (instance) => <RemoteVersionCell uri={savedUri(instance)} />,
      },
      { key: 'stagingUri', header: 'Staging', width: 275, readOnly: true, render: (instance) => <UriLink uri={instance.stagingUri} /> },
      {
        key: 'exceptionsUri',
        header: 'Errors',
        width: 275,
        readOnly: true,
        render: (instance) => <RemoteErrorsCell uri={savedUri(instance)} />,
      },
      {
        key: 'uri',
        header: 'Uri',
        width: 500,
        maxLength: posCoreFields.uri.maxLength,
        render: (instance) => <UriLink uri={instance.uri} />,
        editorRightSection: (instance) => <OpenUriButton uri={instance.uri} />,
      },
    ],
    [savedUri],
  );

  return (
    <DataGrid<PosCoreInstance>
      title="POS Core Instances"
      urlState={gridSearch}
      {...instances}
      getId={getId}
      idKey="posCoreInstanceID"
      columns={columns}
      rights={GridRights.Full}
      allowInlineInsert={false}
      onAdd={() => void navigate({ to: '/admin/poscoreinstances/edit/$id', params: { id: NEW_RECORD_ID } })}
      validate={validate}
      editRedirect={editRedirect}
      onCommit={async (body) => {
        try {
          await batch.mutateAsync({ body: { changes: body.changes.map(posCoreToSave), deletes: body.deletes } });
        } catch (failure) {
          throw failureWith(COMMIT_ERROR, failure);
        }
      }}
    />
  );
}
