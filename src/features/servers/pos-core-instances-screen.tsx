import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { GridRights } from '#/api/schema.gen';
import { DataGrid } from '#/components/data-grid/lazy-data-grid';
import {
  useDescribedColumns,
  type ColumnOverrides,
  type ExtraColumn,
} from '#/components/data-grid/use-described-columns';
import { useEditRedirect } from '#/components/data-grid/use-edit-redirect';
import { useGridQuery } from '#/components/data-grid/use-grid-query';
import { useGridSearch } from '#/components/data-grid/use-grid-search';
import { useT } from '#/components/i18n/i18n-context';
import { useLocale } from '#/components/locale/locale';
import { editLinks } from '#/lib/edit-links';
import { exportDateTime, headerWithZone } from '#/lib/grid-export';
import { recordNouns } from '#/lib/grid-wording';
import { posCoreInstanceKey } from '#/lib/record-keys';
import { NEW_RECORD_ID } from './new-record-id';
import { RemoteErrorsCell, RemoteVersionCell } from './remote-info-cells';
import {
  errorCount,
  errorCountText,
  errorsColumnText,
  lastErrorTime,
  versionColumnText,
  versionSortValue,
} from './remote-instance-info';
import { posCoreFields, type PosCoreInstanceChange } from './server-record';
import { COMMIT_ERROR, blankPosCoreInstance, failureWith, posCoreToSave, posCoreInstanceProblem } from './server-rules';
import { posCoreInstanceListQuery, usePosCoreInstanceBatch } from './servers-queries';
import { OpenUriButton, UriLink } from './uri-link';
import { useRemoteLookups } from './use-remote-lookups';

/**
 * Admin > POS Core Instances (SPEC 2.4; widths SPEC 9: 350/300/275/275/275/500). Name and Uri are edited in place
 * (saved in one `POST api/POSCoreInstance/batch`); Version and Errors come from each instance's own API, for every
 * instance and without holding up the grid (from the saved uri, so typing a new address does not call it); they are
 * searched, sorted and exported as shown (Errors by its count; exported as the count and the last error's time in
 * UTC); Add opens the create page (it has every field); Edit opens /admin/poscoreinstances/edit/{id}.
 */
export function PosCoreInstancesScreen() {
  const t = useT('servers', 'errors');
  const gridSearch = useGridSearch();
  const editRedirect = useEditRedirect(editLinks.posCoreInstance);
  const navigate = useNavigate();
  const instances = useGridQuery(posCoreInstanceListQuery());
  const batch = usePosCoreInstanceBatch();
  const locale = useLocale();

  const savedUri = useMemo(() => {
    const byId = new Map<string, string>();
    for (const instance of instances.rows ?? []) byId.set(posCoreInstanceKey(instance), instance.uri);
    return (instance: PosCoreInstanceChange) => byId.get(posCoreInstanceKey(instance)) ?? instance.uri;
  }, [instances.rows]);
  const savedUris = useMemo(() => (instances.rows ?? []).map((instance) => instance.uri), [instances.rows]);
  const remote = useRemoteLookups(savedUris);

  // The described columns' cells (posCoreFields): the staging address and the Uri as links.
  const overrides = useMemo(
    (): ColumnOverrides<PosCoreInstanceChange> => ({
      name: { namesRow: true },
      stagingUri: {
        render: (instance) => <UriLink uri={instance.stagingUri} />,
        text: (instance) => instance.stagingUri || t('servers.notAvailable'),
      },
      uri: {
        render: (instance) => <UriLink uri={instance.uri} />,
        editorRightSection: (instance) => <OpenUriButton uri={instance.uri} />,
      },
    }),
    [t],
  );
  // Version and Errors, what each instance's own API reports: they search, sort and export what their cells show (not
  // the lookup addresses the records carry).
  const extra = useMemo((): ExtraColumn<PosCoreInstanceChange>[] => {
    const versionOf = (instance: PosCoreInstanceChange) => remote.version(savedUri(instance));
    const exceptionsOf = (instance: PosCoreInstanceChange) => remote.exceptions(savedUri(instance));
    return [
      {
        key: 'versionUri',
        after: 'name',
        header: t('servers.posCore.column.version'),
        width: 275,
        readOnly: true,
        render: (instance) => <RemoteVersionCell uri={savedUri(instance)} />,
        text: (instance) => versionColumnText(versionOf(instance), t),
        sortValue: (instance) => versionSortValue(versionOf(instance)),
      },
      {
        key: 'exceptionsUri',
        after: 'stagingUri',
        header: t('servers.posCore.column.errors'),
        width: 275,
        readOnly: true,
        render: (instance) => <RemoteErrorsCell uri={savedUri(instance)} />,
        text: (instance) => errorsColumnText(exceptionsOf(instance), t, locale),
        sortValue: (instance) => errorCount(exceptionsOf(instance)),
        exportFields: [
          { header: t('servers.posCore.column.errors'), text: (instance) => errorCountText(exceptionsOf(instance), t) },
          {
            header: headerWithZone(t('servers.posCore.export.lastError')),
            text: (instance) => exportDateTime(lastErrorTime(exceptionsOf(instance))),
          },
        ],
      },
    ];
  }, [savedUri, remote, locale, t]);
  const columns = useDescribedColumns<PosCoreInstanceChange, 'servers'>(t, posCoreFields, overrides, extra);
  const validate = useCallback((instance: PosCoreInstanceChange) => posCoreInstanceProblem(instance, t), [t]);

  // The grid's rows are changes: new ones have no id yet, beside the instances the list answered.
  return (
    <DataGrid<PosCoreInstanceChange>
      title={t('servers.posCore.list.title')}
      // The stored column choice is named in English, whatever the language.
      name="POS Core Instances"
      urlState={gridSearch}
      {...instances}
      getId={posCoreInstanceKey}
      idKey="posCoreInstanceID"
      columns={columns}
      rights={GridRights.Full}
      recordNoun={recordNouns.posCoreInstance}
      allowInlineInsert={false}
      // Add opens the create page; a row whose record someone else deleted meanwhile is created again from it.
      newRow={blankPosCoreInstance}
      recreateNote={(loaded) => (loaded.hasKey ? t('servers.posCore.recreate.keyLost') : undefined)}
      onAdd={() => void navigate({ to: '/admin/poscoreinstances/edit/$id', params: { id: NEW_RECORD_ID } })}
      validate={validate}
      editRedirect={editRedirect}
      onCommit={async (body) => {
        try {
          await batch.mutateAsync({ body: { ...body, changes: body.changes.map(posCoreToSave) } });
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
