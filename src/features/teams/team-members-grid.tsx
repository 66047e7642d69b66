import '@mantine/core/styles/Combobox.css';
import { Group, Select, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type RefObject } from 'react';
import { userValuesQuery } from '#/api/queries/organisation-values';
import { GridRights } from '#/api/schema.gen';
import { DataGrid, type DataGridHandle } from '#/components/data-grid/lazy-data-grid';
import { useDescribedColumns, type ColumnOverrides } from '#/components/data-grid/use-described-columns';
import { useGridQuery } from '#/components/data-grid/use-grid-query';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { LoadingOverlay } from '#/components/loading-overlay/loading-overlay';
import { recordNouns } from '#/lib/grid-wording';
import { teamMemberKey } from '#/lib/record-keys';
import { teamMemberFields, type TeamMemberChange } from './team-record';
import { teamMembersQuery, useTeamMembersBatch } from './teams-queries';

/**
 * The Members grid of Edit Team (SPEC 2.5): User ID and User Name, read-only; insert and delete; no edit
 * redirect. A new member is picked from `users/values` with the "Add member" picker above the grid, which adds a
 * pending row primed with the team id; Save Changes sends `POST .../team/{id}/members/batch` with the new member
 * links (teamID, userID) and the deleted teamUserLinkIDs. The page owns the pending state (`onPendingChange`) and
 * the grid's handle (`handleRef`): its Save saves pending member changes with the team, and its unsaved-changes
 * guard covers them (one guard per page). A failed user list shows its message under the picker with Retry (LoadingOverlay's error block).
 */
export function TeamMembersGrid({
  orgId,
  teamId,
  handleRef: grid,
  onPendingChange,
}: {
  orgId: string;
  teamId: string;
  handleRef: RefObject<DataGridHandle<TeamMemberChange> | null>;
  onPendingChange: (pending: boolean) => void;
}) {
  const t = useT('teams');
  const errorMessage = useErrorMessage();
  const members = useGridQuery(teamMembersQuery(orgId, teamId));
  const users = useQuery(userValuesQuery(orgId));
  const batch = useTeamMembersBatch(orgId);
  const [picked, setPicked] = useState<string | null>(null);
  const [pickerNote, setPickerNote] = useState<string | null>(null);

  const nameOf = useMemo(() => {
    const names = new Map((users.data ?? []).map((option) => [String(option.key), option.value]));
    return (userID: string) => names.get(userID) ?? '';
  }, [users.data]);

  // The user's name names the row, and a member just added shows the name the user list gives.
  const overrides = useMemo(
    (): ColumnOverrides<TeamMemberChange> => ({
      userName: {
        namesRow: true,
        render: (member) => member.userName ?? nameOf(member.userID),
        text: (member) => member.userName ?? nameOf(member.userID),
      },
    }),
    [nameOf],
  );
  const columns = useDescribedColumns<TeamMemberChange, 'teams'>(t, teamMemberFields, overrides);

  const newRow = useCallback((): TeamMemberChange => ({ teamID: teamId, userID: '' }), [teamId]);
  const memberIds = useMemo(() => new Set((members.rows ?? []).map((member) => member.userID)), [members.rows]);
  const options = (users.data ?? [])
    .filter((option) => !memberIds.has(String(option.key)))
    .map((option) => ({ value: String(option.key), label: option.value }));

  const addMember = (userID: string | null) => {
    setPicked(null);
    if (!userID) return;
    const pending = grid.current?.addedRecords() ?? [];
    if (pending.some((member) => member.userID === userID)) {
      setPickerNote(t('teams.members.alreadyAdding', { name: nameOf(userID) || userID }));
      return;
    }
    setPickerNote(null);
    grid.current?.addRow({ userID });
  };

  const picker = (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Select
        aria-label={t('teams.members.add')}
        placeholder={users.isError ? t('teams.members.usersFailed') : t('teams.members.addPlaceholder')}
        leftSection={<IconUserPlus size={16} aria-hidden />}
        data={options}
        value={picked}
        onChange={addMember}
        searchable
        clearable={false}
        nothingFoundMessage={t('teams.members.noMoreUsers')}
        disabled={users.isPending || users.isError}
        w={260}
        comboboxProps={{ withinPortal: true }}
      />
      {users.isError && (
        <LoadingOverlay
          error={errorMessage(users.error)}
          failure={users.error}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
          minHeight={96}
          style={{ minWidth: 260 }}
        />
      )}
      {pickerNote && (
        <Text size="xs" c="dimmed" mt={8} role="status">
          {pickerNote}
        </Text>
      )}
    </Group>
  );

  return (
    <DataGrid<TeamMemberChange>
      name="Members"
      title={t('teams.members.title')}
      {...members}
      getId={teamMemberKey}
      idKey="teamUserLinkID"
      columns={columns}
      rights={GridRights.Insert | GridRights.Delete}
      recordNoun={recordNouns.member}
      allowInlineInsert={false}
      newRow={newRow}
      handleRef={grid}
      onDirtyChange={onPendingChange}
      // The page's own guard covers these changes (they are the page's unsaved changes): one prompt, not two.
      guard={false}
      toolbar={picker}
      height={360}
      onCommit={async (body) => {
        await batch.mutateAsync({ params: { path: { orgId, id: teamId } }, body });
        setPickerNote(null);
      }}
    />
  );
}
