import { useCallback } from 'react';
import { teamListQuery } from '#/api/queries/teams';
import { GridRights } from '#/api/schema.gen';
import { DataGrid } from '#/components/data-grid/lazy-data-grid';
import { useDescribedColumns } from '#/components/data-grid/use-described-columns';
import { useEditRedirect } from '#/components/data-grid/use-edit-redirect';
import { useGridQuery } from '#/components/data-grid/use-grid-query';
import { useGridSearch } from '#/components/data-grid/use-grid-search';
import { useT } from '#/components/i18n/i18n-context';
import { editLinks } from '#/lib/edit-links';
import { recordNouns } from '#/lib/grid-wording';
import { teamKey } from '#/lib/record-keys';
import { teamFields, type TeamChange } from './team-record';
import { teamProblem, teamToSend } from './team-rules';
import { useTeamBatch } from './teams-queries';

/** What only the Teams grid knows of its one column (described in team-record.ts): the name names the row. */
const COLUMNS = { name: { namesRow: true } } as const;

/** Teams (SPEC 2.5 "Teams grid"): one column, name (200); add, edit in place, delete; edit opens Edit Team. */
export function TeamsScreen({ orgId }: { orgId: string }) {
  const t = useT('teams', 'errors', 'forms');
  const gridSearch = useGridSearch();
  const editRedirect = useEditRedirect((id) => editLinks.team(orgId, id));
  const teams = useGridQuery(teamListQuery(orgId));
  const batch = useTeamBatch(orgId);
  const newRow = useCallback((): TeamChange => ({ name: '', ownerOrganisationID: orgId }), [orgId]);
  const columns = useDescribedColumns<TeamChange, 'teams'>(t, teamFields, COLUMNS);
  const validate = useCallback((team: TeamChange) => teamProblem(t, team), [t]);

  // The grid's rows are changes: new ones have no id yet, beside the teams the list answered.
  return (
    <DataGrid<TeamChange>
      name="Teams"
      title={t('teams.list.title')}
      urlState={gridSearch}
      {...teams}
      getId={teamKey}
      idKey="teamID"
      columns={columns}
      rights={GridRights.Full}
      recordNoun={recordNouns.team}
      newRow={newRow}
      validate={validate}
      editRedirect={editRedirect}
      onCommit={async (body) => {
        await batch.mutateAsync({
          params: { path: { orgId } },
          body: { ...body, changes: body.changes.map(teamToSend) },
        });
      }}
    />
  );
}
