import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { teamListQuery } from '#/api/queries/teams';
import { useT } from '#/components/i18n/i18n-context';
import { useErrorMessage } from '#/components/i18n/use-error-message';
import { LoadingOverlay } from '#/components/loading-overlay/loading-overlay';
import { toggled } from '#/lib/organisation-user-link';
import { PERMISSION_GROUPS_LOAD_ERROR } from './access-error-messages';
import { permissionGroupLookupQuery } from './access-queries';

/**
 * A labelled group of checkboxes over one list call: a loader while it loads, its failure with Retry, a note when the
 * list is empty, else the checkboxes `children` makes of the list.
 */
function ChecksGroup<T>({
  label,
  query,
  loadingText,
  failure,
  emptyText,
  children,
}: {
  label: string;
  query: UseQueryResult<T[], unknown>;
  loadingText: string;
  failure: (error: unknown) => string;
  emptyText: string;
  children: (items: T[]) => ReactNode;
}) {
  let content: ReactNode;
  if (query.isPending)
    content = (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {loadingText}
        </Text>
      </Group>
    );
  else if (query.isError)
    content = (
      <LoadingOverlay
        error={failure(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        minHeight={110}
      />
    );
  else if (query.data.length === 0)
    content = (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  else content = children(query.data);
  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {content}
    </Stack>
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
  const t = useT('access');
  const groups = useQuery(permissionGroupLookupQuery(orgId));
  return (
    <ChecksGroup
      label={t('access.checks.permissionGroups')}
      query={groups}
      loadingText={t('access.checks.loadingPermissionGroups')}
      failure={() => t(PERMISSION_GROUPS_LOAD_ERROR)}
      emptyText={t('access.checks.noPermissionGroups')}
    >
      {(list) => (
        <Stack gap={6}>
          {list.map((group) => {
            const id = group.userPermissionGroupID ?? '';
            const isDefault = group.organisationDefault === true;
            return (
              <Checkbox
                key={id}
                label={group.name}
                description={isDefault ? t('access.checks.organisationDefault') : undefined}
                checked={isDefault || value.includes(id)}
                disabled={isDefault}
                onChange={(event) => onChange(toggled(value, id, event.currentTarget.checked))}
              />
            );
          })}
        </Stack>
      )}
    </ChecksGroup>
  );
}

/**
 * The team checkboxes of Invite User (teams the invited user joins): the organisation's own teams only. A team of an
 * organisation above carries that organisation's rights, which an invitation to this one never grants (the contract's
 * x-reference of `teamMembershipIDs`); access links still offer those (`accessibleteams/values`).
 */
export function TeamChecks({
  orgId,
  value,
  onChange,
}: {
  orgId: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const t = useT('access');
  const errorMessage = useErrorMessage();
  const teams = useQuery(teamListQuery(orgId));
  return (
    <ChecksGroup
      label={t('access.checks.teams')}
      query={teams}
      loadingText={t('access.checks.loadingTeams')}
      failure={(error) =>
        t('access.checks.teamsFailed', {
          reason: errorMessage(error, { emptyFallback: t('access.serverError') }),
        })
      }
      emptyText={t('access.checks.noTeams')}
    >
      {(list) => (
        <Stack gap={6}>
          {list.map((team) => (
            <Checkbox
              key={team.teamID}
              label={team.name}
              checked={value.includes(team.teamID)}
              onChange={(event) => onChange(toggled(value, team.teamID, event.currentTarget.checked))}
            />
          ))}
        </Stack>
      )}
    </ChecksGroup>
  );
}
