import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Input, Stack } from '@mantine/core';
import type { PermissionId } from '../../api/schema.gen';
import { useT } from '../../components/i18n/i18n-context';
import { permissionDisplayName } from '../../lib/permission-catalogue';
import { INTEGRATION_SERVER_PERMISSIONS } from '../../lib/service-account-rules';

/**
 * Edit Service Account's Integration Server Permissions (SPEC 4): the three offered permissions, named as the
 * permission groups name them. Rendered always, so that their names load with the page, not on a change of type;
 * `shown` says whether the account's type offers them.
 */
export function IntegrationServerPermissions({
  shown,
  permissions,
  onToggle,
}: {
  shown: boolean;
  permissions: readonly PermissionId[];
  onToggle: (permission: PermissionId, on: boolean) => void;
}) {
  const t = useT('serviceAccounts', 'permissionGroups');
  if (!shown) return null;
  return (
    <Input.Wrapper
      label={t('serviceAccounts.edit.permissions')}
      description={t('serviceAccounts.edit.permissionsDescription')}
      labelElement="div"
    >
      <Stack gap="xs" mt="xs" role="group" aria-label={t('serviceAccounts.edit.permissions')}>
        {INTEGRATION_SERVER_PERMISSIONS.map((permission) => (
          <Checkbox
            key={permission}
            label={permissionDisplayName(permission, t)}
            checked={permissions.includes(permission)}
            onChange={(event) => onToggle(permission, event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Input.Wrapper>
  );
}
