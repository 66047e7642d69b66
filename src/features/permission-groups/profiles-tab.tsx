import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useT } from '#/components/i18n/i18n-context';
import { type Permission } from './permission-catalogue';
import {
  checkProfile,
  isProfileCovered,
  leftoverPermissions,
  permissionProfiles,
  profileIncludedIn,
  uncheckProfile,
  describeLeftover,
  namesJoined,
} from './permission-profiles';

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
  const t = useT('permissionGroups');
  const leftovers = leftoverPermissions(permissions);
  const locked = leftovers.length > 0;

  return (
    <Stack gap="md">
      {locked ? (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} />}
          title={t('permissionGroups.profiles.leftoverTitle')}
        >
          <Stack gap="xs">
            <Text size="sm">
              {t('permissionGroups.profiles.leftoverList', {
                leftovers: leftovers.map((leftover) => describeLeftover(leftover, t)).join('; '),
              })}
            </Text>
            <Text size="sm">{t('permissionGroups.profiles.leftoverHelp')}</Text>
            <Group>
              <Button color="yellow" variant="light" onClick={() => onChange([])}>
                {t('permissionGroups.profiles.reset')}
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
            label={t(profile.name)}
            description={
              included
                ? t('permissionGroups.profiles.includedIn', {
                    description: t(profile.description),
                    profiles: namesJoined(
                      includedIn.map((other) => t(other.name)),
                      t,
                    ),
                  })
                : t(profile.description)
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
