import { useCallback, useMemo } from 'react';
import { GridRights } from '#/api/schema.gen';
import { DataGrid } from '#/components/data-grid/lazy-data-grid';
import { useDescribedColumns } from '#/components/data-grid/use-described-columns';
import { useListScreen } from '#/components/data-grid/use-list-screen';
import { useT } from '#/components/i18n/i18n-context';
import { editLinks } from '#/lib/edit-links';
import { recordNouns } from '#/lib/grid-wording';
import { permissionGroupKey } from '#/lib/record-keys';
import { screenFailure } from '#/lib/screen-failure';
import { permissionGroupFields, type PermissionGroupChange } from './permission-group-record';
import {
  permissionGroupMessages,
  permissionGroupProblem,
  toPostedGroup,
  newPermissionGroup,
} from './permission-group-rules';
import { permissionGroupListQuery, usePermissionGroupBatch } from './permission-groups-queries';

/** What only the grid knows of its columns (described in permission-group-record.ts): the name names the row. */
const COLUMNS = { name: { namesRow: true } } as const;

/** SPEC 2.5 "User Permission Groups list": name (300) and Default (boolean, 100), editable, edit redirect. */
export function PermissionGroupsScreen({ orgId }: { orgId: string }) {
  const t = useT('permissionGroups', 'errors', 'forms');
  const columns = useDescribedColumns<PermissionGroupChange, 'permissionGroups'>(t, permissionGroupFields, COLUMNS);
  const groups = useListScreen({
    query: permissionGroupListQuery(orgId),
    columns,
    editLink: (id) => editLinks.permissionGroup(orgId, id),
  });
  const batch = usePermissionGroupBatch(orgId);
  const validate = useCallback((group: PermissionGroupChange) => permissionGroupProblem(t, group), [t]);

  // SPEC 8: the list's own message for a failed load (the Error modal's OK refreshes).
  const loadError = useMemo(
    () => (groups.error ? screenFailure(t, t(permissionGroupMessages.listLoad), groups.error) : undefined),
    [t, groups.error],
  );

  // The grid's rows are changes: new ones have no id yet, beside the groups the list answered.
  return (
    <DataGrid<PermissionGroupChange>
      name="User Permission Groups"
      title={t('permissionGroups.list.title')}
      {...groups}
      getId={permissionGroupKey}
      idKey="userPermissionGroupID"
      rights={GridRights.Full}
      recordNoun={recordNouns.permissionGroup}
      newRow={newPermissionGroup}
      validate={validate}
      onCommit={async (body) => {
        try {
          await batch.mutateAsync({
            params: { path: { orgId } },
            body: { ...body, changes: body.changes.map(toPostedGroup) },
          });
        } catch (error) {
          const onlyDeletes = body.changes.length === 0;
          throw screenFailure(
            t,
            t(onlyDeletes ? permissionGroupMessages.gridDelete : permissionGroupMessages.gridCommit),
            error,
          );
        }
      }}
      error={loadError}
    />
  );
}
