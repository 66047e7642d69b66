import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Tabs.css';
import { Button, Checkbox, Group, Stack, Tabs, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { notifySuccess } from '#/components/dialogs/notify';
import { EditPage } from '#/components/edit-page/edit-page';
import { useEditForm } from '#/components/edit-page/use-edit-form';
import { TextField } from '#/components/form-fields/text-field';
import { useT } from '#/components/i18n/i18n-context';
import { asNewRecord, deleteVersionsOf } from '#/components/record-conflicts/record-versions';
import { recordNouns } from '#/lib/grid-wording';
import { fieldLabels } from '#/lib/record-fields';
import { screenFailure } from '#/lib/screen-failure';
import { AdvancedTab } from './lazy-advanced-tab';
import { type Permission } from './permission-catalogue';
import { permissionGroupFields, type PermissionGroup, type PermissionGroupChange } from './permission-group-record';
import {
  isGroupDirty,
  permissionGroupFormRules,
  permissionGroupMessages,
  permissionsText,
  toPostedGroup,
} from './permission-group-rules';
import { permissionGroupQuery, usePermissionGroupBatch } from './permission-groups-queries';
import { samePermissions, setAllPermissions, topButtons } from './permission-profiles';
import { ProfilesTab } from './profiles-tab';

/**
 * Organisation > Edit Permission Group (SPEC 2.5, 4 "Permission group edit", 6): Name, Default Permission Group,
 * the four top buttons and the Profiles and Advanced tabs. Save commits the group through
 * `POST userpermissiongroup/batch` and returns to the list; Delete asks first. A save or delete carries the version the
 * group was loaded at; a group someone else deleted meanwhile can be created again (docs/editing.md).
 */
export function PermissionGroupEditScreen({ orgId, id }: { orgId: string; id: string }) {
  const t = useT('permissionGroups', 'errors', 'forms');
  const navigate = useNavigate();
  const { data: original, refetch } = useSuspenseQuery(permissionGroupQuery(orgId, id));
  const batch = usePermissionGroupBatch(orgId);
  const validate = useMemo(() => permissionGroupFormRules(t), [t]);
  const form = useEditForm<PermissionGroup>({
    initialValues: original,
    source: original,
    validate,
    changed: isGroupDirty,
  });
  const group = form.values;

  const permissions = group.permissions ?? [];
  const setPermissions = (next: Permission[]) => form.setFieldValue('permissions', next);
  const backToList = () => navigate({ to: '/organisation/$orgId/permissiongroups', params: { orgId } });
  const labels = useMemo(
    () => ({
      ...fieldLabels(t, permissionGroupFields),
      organisationDefault: t('permissionGroups.edit.default'),
      permissions: t('permissionGroups.edit.permissions'),
    }),
    [t],
  );
  const send = async (record: PermissionGroupChange) => {
    try {
      await batch.mutateAsync({ params: { path: { orgId } }, body: { changes: [toPostedGroup(record)], deletes: [] } });
    } catch (error) {
      throw screenFailure(t, t(permissionGroupMessages.save), error);
    }
    notifySuccess(t('permissionGroups.edit.saved'));
    await backToList();
  };

  return (
    <EditPage
      title={t('permissionGroups.edit.title')}
      loaded
      form={form}
      history={{ source: { kind: 'organisation', orgId }, subject: { type: 'PermissionGroup', id } }}
      onSave={() => send(form.getValues())}
      onRecreate={() => send(asNewRecord(form.getValues(), 'userPermissionGroupID'))}
      reloadRecord={refetch}
      fieldLabels={labels}
      formatFieldValue={(field, value) => (field === 'permissions' ? permissionsText(value, t) : undefined)}
      onCancel={() => void backToList()}
      onDone={() => void backToList()}
      recordName={original.name}
      recordNoun={recordNouns.permissionGroup}
      onDelete={async ({ version }) => {
        try {
          await batch.mutateAsync({
            params: { path: { orgId } },
            body: { changes: [], deletes: [id], ...deleteVersionsOf(id, version ?? original.version) },
          });
        } catch (error) {
          throw screenFailure(t, t(permissionGroupMessages.delete), error);
        }
        notifySuccess(t('permissionGroups.edit.deleted'));
        await backToList();
      }}
    >
      <Stack gap="md" maw={900}>
        <TextField
          label={t(permissionGroupFields.name.label)}
          {...form.getInputProps('name')}
          required={permissionGroupFields.name.required}
          maxLength={permissionGroupFields.name.maxLength}
          trim
          description={
            group.totalAssignedUsers !== undefined
              ? t('permissionGroups.edit.assigned', { count: group.totalAssignedUsers })
              : undefined
          }
        />
        <Checkbox
          label={t('permissionGroups.edit.default')}
          description={t('permissionGroups.edit.defaultDescription')}
          checked={group.organisationDefault ?? false}
          onChange={(event) => form.setFieldValue('organisationDefault', event.currentTarget.checked)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('permissionGroups.edit.setEvery')}
          </Text>
          <Group gap="xs" role="group" aria-label={t('permissionGroups.edit.setEvery')}>
            {topButtons.map((button) => {
              const preset = setAllPermissions(button.level);
              const active = samePermissions(permissions, preset);
              return (
                <Button
                  key={button.key}
                  variant={active ? 'filled' : 'default'}
                  color={button.level === 'forbid' ? 'red' : undefined}
                  aria-pressed={active}
                  onClick={() => setPermissions(preset)}
                >
                  {t(button.label)}
                </Button>
              );
            })}
          </Group>
        </Stack>
        <Tabs defaultValue="profiles" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="profiles">{t('permissionGroups.edit.profilesTab')}</Tabs.Tab>
            <Tabs.Tab value="advanced">{t('permissionGroups.edit.advancedTab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="profiles" pt="md">
            <ProfilesTab permissions={permissions} onChange={setPermissions} />
          </Tabs.Panel>
          <Tabs.Panel value="advanced" pt="md">
            <AdvancedTab permissions={permissions} onChange={setPermissions} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </EditPage>
  );
}
