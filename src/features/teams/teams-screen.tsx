import { useCallback } from 'react';
import { teamListQuery } from '#/api/queries/teams';
import { GridRights } from '#/api/schema.gen';
import { DataGrid } from '#/components/data-grid/lazy-data-grid';
import { useDescribedColumns } from '#/components/data-grid/use-described-columns';
import { useListScreen } from '#/components/data-grid/use-list-screen';
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
  const columns = useDescribedColumns<TeamChange, 'teams'>(t, teamFields, COLUMNS);
  const teams = useListScreen({
    query: teamListQuery(orgId),
    columns,
    editLink: (id) => editLinks.team(orgId, id),
  });
  const batch = useTeamBatch(orgId);
  const newRow = useCallback((): TeamChange => ({ name: '', ownerOrganisationID: orgId }), [orgId]);
  const validate = useCallback((team: TeamChange) => teamProblem(t, team), [t]);

  // The grid's rows are changes: new ones have no id yet, beside the teams the list answered.
  return (
    <DataGrid<TeamChange>
      name="Teams"
      title={t('teams.list.title')}
      {...teams}
      getId={teamKey}
      idKey="teamID"
      rights={GridRights.Full}
      recordNoun={recordNouns.team}
      newRow={newRow}
      validate={validate}
      onCommit={async (body) => {
        await batch.mutateAsync({
          params: { path: { orgId } },
          body: { ...body, changes: body.changes.map(teamToSend) },
        });
      }}
    />
  );
}
