import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { GridRights } from '../../api/schema.gen';
import { DataGrid, type DataGridColumn } from '../../components/data-grid/lazy-data-grid';
import { useGridSearch } from '../../components/data-grid/use-grid-search';
import { useEditRedirect } from '../../components/data-grid/use-edit-redirect';
import { editLinks } from '../../lib/edit-links';
import { teamNameField, teamProblem, teamToSend, type Team } from '../../lib/team-rules';
import { teamListQuery, useTeamBatch } from './teams-queries';

const getId = (team: Team) => team.teamID ?? '';

const columns: DataGridColumn<Team>[] = [
  { key: 'name', header: 'Name', width: 200, maxLength: teamNameField.maxLength },
];

/** Teams (SPEC 2.5 "Teams grid"): one column, name (200); add, edit in place, delete; edit opens Edit Team. */
export function TeamsScreen({ orgId }: { orgId: string }) {
  const gridSearch = useGridSearch();
  const editRedirect = useEditRedirect((id) => editLinks.team(orgId, id));
  const queryClient = useQueryClient();
  const teams = useQuery(teamListQuery(orgId));
  const batch = useTeamBatch(orgId);
  const newRow = useCallback((): Team => ({ name: '', ownerOrganisationID: orgId }), [orgId]);
  const rows = useMemo(() => teams.data, [teams.data]);

  return (
    <DataGrid<Team>
      title="Teams"
      urlState={gridSearch}
      rows={rows}
      getId={getId}
      idKey="teamID"
      columns={columns}
      rights={GridRights.Full}
      newRow={newRow}
      validate={teamProblem}
      editRedirect={editRedirect}
      onCommit={async (body) => {
        await batch.mutateAsync({ params: { path: { orgId } }, body: { ...body, changes: body.changes.map(teamToSend) } });
      }}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: teamListQuery(orgId).queryKey })}
      loading={teams.isPending}
      error={teams.error}
    />
  );
}
