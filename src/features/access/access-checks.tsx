import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessageOf } from '../../api/error-messages';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay';
import { PERMISSION_GROUPS_LOAD_ERROR } from '../../lib/access-failure';
import { accessibleTeamValuesQuery } from '../../api/queries/organisation-values';
import { permissionGroupLookupQuery } from './access-queries';

function toggled(list: readonly string[], id: string, on: boolean): string[] {
  const without = list.filter((item) => item !== id);
  return on ? [...without, id] : without;
}

function Loading({ text }: { text: string }) {
  return (
    <Group gap="xs">
      <Loader size="sm" />
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Group>
  );
}

/**
 * The permission group checkboxes of Edit/Add Access and Invite User (SPEC 4: organisation default permission
 * groups always show checked and disabled). `value` holds the chosen non-default group ids. A failed load shows
 * SPEC 8's "Permission groups could not be loaded for this organisation due to a server error. Please try again
 * later." with Retry.
 */
export function PermissionGroupChecks({
  orgId,
  value,
  onChange,
}: {
  orgId: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const groups = useQuery(permissionGroupLookupQuery(orgId));
  let content;
  if (groups.isPending) content = <Loading text="Loading permission groups..." />;
  else if (groups.isError)
    content = (
      <LoadingOverlay
        error={PERMISSION_GROUPS_LOAD_ERROR}
        onRetry={() => void groups.refetch()}
        retrying={groups.isFetching}
        minHeight={110}
      />
    );
  else if (groups.data.length === 0)
    content = (
      <Text size="sm" c="dimmed">
        This organisation has no permission groups.
      </Text>
    );
  else
    content = (
      <Stack gap={6}>
        {groups.data.map((group) => {
          const id = group.userPermissionGroupID ?? '';
          const isDefault = group.organisationDefault === true;
          return (
            <Checkbox
              key={id}
              label={group.name}
              description={isDefault ? 'Organisation default: applies to everyone' : undefined}
              checked={isDefault || value.includes(id)}
              disabled={isDefault}
              onChange={(event) => onChange(toggled(value, id, event.currentTarget.checked))}
            />
          );
        })}
      </Stack>
    );
  return (
    <Stack gap="xs" role="group" aria-label="Permission groups">
      <Text size="sm" fw={500}>
        Permission groups
      </Text>
      {content}
    </Stack>
  );
}

/** The team checkboxes of Invite User (teams the invited user joins), grouped by owning organisation. */
export function TeamChecks({
  orgId,
  value,
  onChange,
}: {
  orgId: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const teams = useQuery(accessibleTeamValuesQuery(orgId));
  let content;
  if (teams.isPending) content = <Loading text="Loading teams..." />;
  else if (teams.isError)
    content = (
      <LoadingOverlay
        error={`Teams could not be loaded: ${errorMessageOf(teams.error, { emptyFallback: 'server error' })}`}
        onRetry={() => void teams.refetch()}
        retrying={teams.isFetching}
        minHeight={110}
      />
    );
  else if (teams.data.length === 0)
    content = (
      <Text size="sm" c="dimmed">
        There are no teams to join.
      </Text>
    );
  else {
    const groups = new Map<string, typeof teams.data>();
    for (const team of teams.data) {
      const group = team.group ?? '';
      groups.set(group, [...(groups.get(group) ?? []), team]);
    }
    content = (
      <Stack gap="sm">
        {[...groups].map(([group, items]) => (
          <Stack key={group} gap={6}>
            {group && (
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {group}
              </Text>
            )}
            {items.map((team) => {
              const id = String(team.key);
              return (
                <Checkbox
                  key={id}
                  label={team.value}
                  checked={value.includes(id)}
                  onChange={(event) => onChange(toggled(value, id, event.currentTarget.checked))}
                />
              );
            })}
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="xs" role="group" aria-label="Teams">
      <Text size="sm" fw={500}>
        Teams
      </Text>
      {content}
    </Stack>
  );
}
