import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Badge, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useT } from '#/components/i18n/i18n-context';
import { Table } from '#/components/table/lazy-table';
import {
  actionNames,
  aliasCovers,
  effectiveActions,
  isAlias,
  permissionCategoryNames,
  permissionDisplayName,
  permissionsByCategory,
  type Permission,
} from './permission-catalogue';
import {
  permissionLevelOptions,
  levelOf,
  setPermissionLevel,
  describeActions,
  namesJoined,
  toLevel,
} from './permission-profiles';

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
  const t = useT('permissionGroups');
  const levels = permissionLevelOptions(t);
  const effective = effectiveActions(permissions);
  const aliases = permissions.filter((entry) => isAlias(entry.permissionID) && entry.allowedActions);

  return (
    <Stack gap="lg">
      {aliases.length ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} title={t('permissionGroups.advanced.aliasesTitle')}>
          <Text size="sm">
            {t('permissionGroups.advanced.aliasesNote', {
              aliases: aliases
                .map((alias) =>
                  t('permissionGroups.advanced.aliasEntry', {
                    permission: permissionDisplayName(alias.permissionID, t),
                    actions: describeActions(alias.allowedActions, t),
                  }),
                )
                .join('; '),
            })}
          </Text>
        </Alert>
      ) : null}
      {permissionsByCategory().map(({ category, ids }) => (
        <Stack key={category} gap="xs">
          <Title order={4}>{t(permissionCategoryNames[category])}</Title>
          <Table
            striped
            highlightOnHover
            verticalSpacing={4}
            aria-label={t('permissionGroups.advanced.categoryTable', {
              category: t(permissionCategoryNames[category]),
            })}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('permissionGroups.advanced.permission')}</Table.Th>
                <Table.Th w={340}>{t('permissionGroups.advanced.level')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ids.map((id) => {
                const name = permissionDisplayName(id, t);
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
                            {t('permissionGroups.advanced.custom', { actions: actionNames(actions, t).join(', ') })}
                          </Badge>
                        ) : null}
                        {via.length ? (
                          <Text size="xs" c="dimmed">
                            {t('permissionGroups.advanced.from', {
                              aliases: namesJoined(
                                via.map((alias) => permissionDisplayName(alias.permissionID, t)),
                                t,
                              ),
                            })}
                          </Text>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <SegmentedControl
                        size="xs"
                        color={level === 'forbid' ? 'gray' : 'blue'}
                        aria-label={t('permissionGroups.advanced.levelOf', { name })}
                        data={levels}
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
