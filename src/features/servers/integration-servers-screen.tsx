import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { GridRights } from '#/api/schema.gen';
import { DataGrid } from '#/components/data-grid/lazy-data-grid';
import { useDescribedColumns, type ColumnOverrides } from '#/components/data-grid/use-described-columns';
import { useListScreen } from '#/components/data-grid/use-list-screen';
import { useT } from '#/components/i18n/i18n-context';
import { editLinks } from '#/lib/edit-links';
import { recordNouns } from '#/lib/grid-wording';
import { integrationServerTypeOptions } from '#/lib/integration-server-types';
import { integrationServerInstanceKey } from '#/lib/record-keys';
import { NEW_RECORD_ID } from './new-record-id';
import { integrationServerFields, type IntegrationServerInstanceChange } from './server-record';
import {
  COMMIT_ERROR,
  blankIntegrationServer,
  failureWith,
  integrationServerToSave,
  integrationServerInstanceProblem,
} from './server-rules';
import { integrationServerListQuery, useIntegrationServerBatch } from './servers-queries';
import { OpenUriButton, UriLink } from './uri-link';

/**
 * Admin > Integration Server Instances (SPEC 2.4): full rights, Name, Type and Uri edited in place (one
 * `POST api/integrationServerInstance/batch`); Add opens the create page (/admin/integrationserver/edit/new), Edit
 * opens /admin/integrationserver/edit/{id}.
 */
export function IntegrationServersScreen() {
  const t = useT('servers', 'errors', 'records');
  // The described columns (integrationServerFields): the name names the row, the types are the options, the Uri a link.
  const overrides = useMemo(
    (): ColumnOverrides<IntegrationServerInstanceChange> => ({
      name: { namesRow: true },
      integrationServerInstanceType: { options: integrationServerTypeOptions(t) },
      uri: {
        render: (instance) => <UriLink uri={instance.uri} />,
        editorRightSection: (instance) => <OpenUriButton uri={instance.uri} />,
      },
    }),
    [t],
  );
  const columns = useDescribedColumns<IntegrationServerInstanceChange, 'servers'>(
    t,
    integrationServerFields,
    overrides,
  );
  const validate = useCallback(
    (instance: IntegrationServerInstanceChange) => integrationServerInstanceProblem(instance, t),
    [t],
  );
  const instances = useListScreen({
    query: integrationServerListQuery(),
    columns,
    editLink: editLinks.integrationServer,
  });
  const navigate = useNavigate();
  const batch = useIntegrationServerBatch();

  // The grid's rows are changes: new ones have no id yet, beside the instances the list answered.
  return (
    <DataGrid<IntegrationServerInstanceChange>
      title={t('servers.integration.list.title')}
      // The stored column choice is named in English, whatever the language.
      name="Integration Server Instances"
      {...instances}
      getId={integrationServerInstanceKey}
      idKey="integrationServerInstanceID"
      rights={GridRights.Full}
      recordNoun={recordNouns.integrationServer}
      allowInlineInsert={false}
      // Add opens the create page; a row whose record someone else deleted meanwhile is created again from it.
      newRow={blankIntegrationServer}
      recreateNote={(loaded) =>
        loaded.hasKey || loaded.hasSecret ? t('servers.integration.recreate.keyLost') : undefined
      }
      onAdd={() => void navigate({ to: '/admin/integrationserver/edit/$id', params: { id: NEW_RECORD_ID } })}
      validate={validate}
      onCommit={async (body) => {
        try {
          await batch.mutateAsync({
            body: { ...body, changes: body.changes.map((instance) => integrationServerToSave(instance)) },
          });
        } catch (failure) {
          throw failureWith(t, COMMIT_ERROR, failure);
        } finally {
          // The records carried their JWT Signing Keys: gone from the MutationCache at once.
          batch.reset();
        }
      }}
    />
  );
}
