import '@mantine/core/styles/Divider.css';
import { Divider, Stack, TextInput } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { CopyButton } from '#/components/copy-button/copy-button';
import type { DataGridHandle } from '#/components/data-grid/lazy-data-grid';
import { notifyError, notifySuccess } from '#/components/dialogs/notify';
import { EditPage } from '#/components/edit-page/edit-page';
import { useEditForm } from '#/components/edit-page/use-edit-form';
import { TextField } from '#/components/form-fields/text-field';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { asNewRecord, deleteVersionsOf } from '#/components/record-conflicts/record-versions';
import { recordNouns } from '#/lib/grid-wording';
import { fieldLabels } from '#/lib/record-fields';
import { TeamMembersGrid } from './lazy-team-members-grid';
import { teamFields, type Team, type TeamMember, type TeamMemberChange } from './team-record';
import { teamFormRules } from './team-rules';
import { membersInGrid, recreatedNotice, recreateTeamPage, saveTeamPage } from './team-save';
import { teamMembersQuery, teamQuery, useTeamBatch, useTeamMembersBatch } from './teams-queries';

/**
 * Edit Team (SPEC 2.5): the name (max 32, placeholder "Enter a descriptive name for this team") saved through
 * `POST .../team/batch`, Delete (asks first), and the Members grid (its own Save Changes). Pending member
 * changes count as the page's unsaved changes: Save saves the name, then them (the grid's commit), then returns to
 * the Teams list (`saveTeamPage`); Cancel discards both. Done, Cancel and a successful save or delete return to the
 * list. The team's save (sent with member changes alone too when it has a version) and the delete carry the version
 * the team was loaded at. A team someone else deleted meanwhile (its member links went with it) can be created again:
 * its name, then the members the admin has in the grid, added to the new team (`recreateTeamPage`, docs/editing.md).
 */
export function TeamEditScreen({ orgId, id }: { orgId: string; id: string }) {
  const t = useT('teams');
  const navigate = useNavigate();
  const { data: original, refetch } = useSuspenseQuery(teamQuery(orgId, id));
  const batch = useTeamBatch(orgId);
  const membersBatch = useTeamMembersBatch(orgId);
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const validate = useMemo(() => teamFormRules(t), [t]);
  const form = useEditForm<Team>({ initialValues: original, source: original, validate });
  const team = form.values;
  const members = useRef<DataGridHandle<TeamMemberChange>>(null);
  const [membersPending, setMembersPending] = useState(false);

  const nameDirty = form.isDirty();
  const labels = useMemo(() => fieldLabels(t, teamFields), [t]);
  // A team's members are its history's too (`members`), named as the Members grid is.
  const historyLabels = useMemo(() => ({ ...labels, members: t('teams.members.title') }), [labels, t]);
  const backToList = () => navigate({ to: '/organisation/$orgId/teams', params: { orgId } });
  return (
    <EditPage
      title={t('teams.edit.title')}
      loaded
      form={form}
      history={{ source: { kind: 'organisation', orgId }, subject: { type: 'Team', id }, fieldLabels: historyLabels }}
      otherChanges={membersPending}
      onSave={async () => {
        const notSaved = await saveTeamPage(
          form.getValues(),
          { nameChanged: nameDirty, membersPending },
          {
            saveTeam: async (sent) => {
              // The form holds what is sent, so the saved team put in place of the loaded one merges cleanly.
              form.setValues(sent);
              const answer = await batch.mutateAsync({
                params: { path: { orgId } },
                body: { changes: [sent], deletes: [] },
              });
              // Saved: the baseline from here (a Save again after the members failed sends its new version).
              const saved = answer.changes?.[0] ?? sent;
              form.setInitialValues(saved);
              form.setValues(saved);
            },
            saveMembers: async () => (await members.current?.save()) === true,
          },
        );
        // The page stays: the grid says why its changes were not saved, the page what was saved before them.
        if (notSaved) throw new Error(t(notSaved));
        notifySuccess(t('teams.edit.saved'));
        await backToList();
      }}
      onRecreate={async () => {
        const grid = members.current;
        const listed = queryClient.getQueryData<TeamMember[]>(teamMembersQuery(orgId, id).queryKey) ?? [];
        const created = await recreateTeamPage(
          asNewRecord(form.getValues(), 'teamID'),
          membersInGrid(listed, grid?.deletedIds() ?? [], grid?.addedRecords() ?? []),
          {
            createTeam: async (sent) => {
              const answer = await batch.mutateAsync({
                params: { path: { orgId } },
                body: { changes: [sent], deletes: [] },
              });
              return answer.changes?.[0]?.teamID;
            },
            addMembers: async (teamId, added) => {
              await membersBatch.mutateAsync({
                params: { path: { orgId, id: teamId } },
                body: { changes: added, deletes: [] },
              });
            },
          },
        );
        const notice = recreatedNotice(created);
        if (notice === null) {
          notifySuccess(t('teams.edit.saved'));
          await backToList();
          return;
        }
        // The team exists again, without its members: its own page, where they can be added again.
        notifyError(t(notice, { reason: errorMessage(created.membersFailure) }));
        if (created.teamId === undefined) await backToList();
        else await navigate({ to: '/organisation/$orgId/teams/edit/$id', params: { orgId, id: created.teamId } });
      }}
      reloadRecord={refetch}
      fieldLabels={labels}
      onCancel={() => void backToList()}
      onDone={() => void backToList()}
      recordName={original.name}
      recordNoun={recordNouns.team}
      onDelete={async ({ version }) => {
        await batch.mutateAsync({
          params: { path: { orgId } },
          body: { changes: [], deletes: [id], ...deleteVersionsOf(id, version ?? original.version) },
        });
        notifySuccess(t('teams.edit.deleted'));
        await backToList();
      }}
    >
      <Stack gap="xl">
        <Stack gap="md" maw={560}>
          <TextInput
            label={t('teams.edit.teamId')}
            value={team.teamID ?? id}
            readOnly
            rightSection={<CopyButton value={team.teamID ?? id} label={t('teams.edit.teamId')} />}
          />
          <TextField
            label={t(teamFields.name.label)}
            {...form.getInputProps('name')}
            required
            maxLength={teamFields.name.maxLength}
            trim
            placeholder={t(teamFields.name.placeholder)}
          />
        </Stack>
        <Divider />
        {/* Inside the page's form: read-only with it while the page's Save is in flight. */}
        <section aria-label={t('teams.members.title')}>
          <TeamMembersGrid orgId={orgId} teamId={id} handleRef={members} onPendingChange={setMembersPending} />
        </section>
      </Stack>
    </EditPage>
  );
}
