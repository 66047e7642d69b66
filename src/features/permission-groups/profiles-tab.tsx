import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type Permission } from '../../lib/permission-catalogue';
import {
  checkProfile,
  isProfileCovered,
  leftoverPermissions,
  permissionProfiles,
  profileIncludedIn,
  uncheckProfile,
  describeLeftover,
} from '../../lib/permission-profiles';

/**
 * Profiles tab (SPEC 4, 6): one checkbox per predefined profile, checked when the group covers it. Leftover
 * permissions that no checked profile explains disable the checkboxes and offer a reset to no permissions.
 */
export function ProfilesTab({
  permissions,
  onChange,
}: {
  permissions: readonly Permission[];
  onChange: (permissions: Permission[]) => void;
}) {
  const leftovers = leftoverPermissions(permissions);
  const locked = leftovers.length > 0;

  return (
    <Stack gap="md">
      {locked ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Permissions outside the profiles">
          <Stack gap="xs">
            <Text size="sm">
              This group has permissions that no checked profile explains: {leftovers.map(describeLeftover).join('; ')}.
            </Text>
            <Text size="sm">
              The profiles cannot be changed while these remain. Change them on the Advanced tab, or reset the group to
              no permissions and choose profiles again.
            </Text>
            <Group>
              <Button color="yellow" variant="light" onClick={() => onChange([])}>
                Reset to no permissions
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {permissionProfiles.map((profile) => {
        const checked = isProfileCovered(permissions, profile);
        const includedIn = profileIncludedIn(permissions, profile);
        const included = includedIn.length > 0;
        return (
          <Checkbox
            key={profile.key}
            label={profile.name}
            description={
              included
                ? `${profile.description} Included in ${includedIn.map((other) => other.name).join(' and ')}.`
                : profile.description
            }
            checked={checked}
            disabled={locked || included}
            onChange={(event) =>
              onChange(
                event.currentTarget.checked ? checkProfile(permissions, profile) : uncheckProfile(permissions, profile),
              )
            }
          />
        );
      })}
    </Stack>
  );
}
