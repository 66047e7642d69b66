import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Badge, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Table } from '../../components/table/lazy-table';
import {
  actionNames,
  aliasCovers,
  effectiveActions,
  isAlias,
  permissionCategoryNames,
  permissionDisplayName,
  permissionsByCategory,
  type Permission,
} from '../../lib/permission-catalogue';
import {
  PERMISSION_LEVELS,
  levelOf,
  permissionLevelNames,
  setPermissionLevel,
  describeActions,
  toLevel,
} from '../../lib/permission-profiles';

const levelData = PERMISSION_LEVELS.map((level) => ({ value: level, label: permissionLevelNames[level] }));

/**
 * Advanced tab (SPEC 4): each permission has a level Forbid, View, Edit or All. Changing a permission that an
 * All or All_Config alias covers first expands the alias into individual permissions (setPermissionLevel).
 */
export function AdvancedTab({
  permissions,
  onChange,
}: {
  permissions: readonly Permission[];
  onChange: (permissions: Permission[]) => void;
}) {
  const effective = effectiveActions(permissions);
  const aliases = permissions.filter((entry) => isAlias(entry.permissionID) && entry.allowedActions);

  return (
    <Stack gap="lg">
      {aliases.length ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} title="Group-wide permissions">
          <Text size="sm">
            {aliases
              .map((alias) => `${permissionDisplayName(alias.permissionID)}: ${describeActions(alias.allowedActions)}`)
              .join('; ')}
            . Changing a permission one of these covers first replaces it with individual permissions.
          </Text>
        </Alert>
      ) : null}
      {permissionsByCategory().map(({ category, ids }) => (
        <Stack key={category} gap="xs">
          <Title order={4}>{permissionCategoryNames[category]}</Title>
          <Table
            striped
            highlightOnHover
            verticalSpacing={4}
            aria-label={`${permissionCategoryNames[category]} permissions`}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Permission</Table.Th>
                <Table.Th w={340}>Level</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ids.map((id) => {
                const name = permissionDisplayName(id);
                const actions = effective.get(id) ?? 0;
                const level = levelOf(actions);
                const via = aliases.filter((alias) => aliasCovers(alias.permissionID, id));
                return (
                  <Table.Tr key={id}>
                    <Table.Td>
                      <Group gap="xs">
                        <Text size="sm">{name}</Text>
                        {level === null ? (
                          <Badge color="gray" variant="light">
                            Custom: {actionNames(actions).join(', ')}
                          </Badge>
                        ) : null}
                        {via.length ? (
                          <Text size="xs" c="dimmed">
                            from {via.map((alias) => permissionDisplayName(alias.permissionID)).join(' and ')}
                          </Text>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <SegmentedControl
                        size="xs"
                        color={level === 'forbid' ? 'gray' : 'blue'}
                        aria-label={`Level of ${name}`}
                        data={levelData}
                        value={level ?? ''}
                        onChange={(value) => {
                          const next = toLevel(value);
                          if (next) onChange(setPermissionLevel(permissions, id, next));
                        }}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Stack>
      ))}
    </Stack>
  );
}
