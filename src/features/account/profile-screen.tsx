import { useState } from 'react';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { $api } from '../../api/client';
import { currencyListQuery, localeListQuery } from '../../api/reference-data';
import { EditPage } from '../../components/edit-page/edit-page';
import { CurrencySelect } from '../../components/form-fields/currency-select';
import { ImagePicker } from '../../components/form-fields/image-picker';
import { LocaleSelect } from '../../components/form-fields/locale-select';
import { TextField } from '../../components/form-fields/text-field';
import { notifySuccess } from '../../components/dialogs/notify';
import { isDirty } from '../../lib/dirty';
import { profileFields, profileProblem, type User } from './account-rules';
import { profileQuery } from './account-queries';

/** Done reloads the application root (SPEC 2.6), so the header and session show the saved profile. */
function reloadAppRoot() {
  window.location.assign('/');
}

/**
 * Edit My Profile (/profile, SPEC 2.6): Display Name, Full Name, Image, Email, Locale, Currency, and a Change
 * Password button to /changeprofilepassword. `GET api/user/profile`; Save posts the full patched record to
 * `POST api/user/profile` and stays (the saved record becomes the page's record, so Done shows). Cancel goes to /;
 * Done reloads the app root. No delete.
 */
export function ProfileScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: loaded } = useSuspenseQuery(profileQuery());
  const locales = useQuery(localeListQuery);
  const currencies = useQuery(currencyListQuery);
  const save = $api.useMutation('post', '/api/user/profile');
  const [original, setOriginal] = useState<User>(loaded);
  const [user, setUser] = useState<User>(loaded);
  const [showErrors, setShowErrors] = useState(false);

  const dirty = isDirty(original, user);
  const problem = profileProblem(user);
  const set = <K extends keyof User>(key: K, value: User[K]) => setUser((current) => ({ ...current, [key]: value }));

  return (
    <EditPage
      title="Edit My Profile"
      loaded
      dirty={dirty}
      canSave={problem === null}
      onSave={async () => {
        setShowErrors(true);
        if (problem) throw new Error(problem);
        const saved = await save.mutateAsync({ body: user });
        queryClient.setQueryData(profileQuery().queryKey, saved);
        setOriginal(saved);
        setUser(saved);
        notifySuccess('Your profile was saved.');
      }}
      onCancel={() => void navigate({ to: '/' })}
      onDone={reloadAppRoot}
      editActions={
        <Button component={Link} to="/changeprofilepassword" variant="default" leftSection={<IconKey size={16} aria-hidden />}>
          Change Password
        </Button>
      }
    >
      <Stack gap="md" maw={760}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            label={profileFields.shortName.label}
            value={user.shortName}
            onChange={(value) => set('shortName', value)}
            required={profileFields.shortName.required}
            maxLength={profileFields.shortName.maxLength}
            showErrors={showErrors}
            autoComplete="nickname"
          />
          <TextField
            label={profileFields.fullName.label}
            value={user.fullName}
            onChange={(value) => set('fullName', value)}
            maxLength={profileFields.fullName.maxLength}
            showErrors={showErrors}
            autoComplete="name"
          />
        </SimpleGrid>
        <ImagePicker label="Image" value={user.image} onChange={(value) => set('image', value)} />
        <TextField
          label={profileFields.email.label}
          value={user.email}
          onChange={(value) => set('email', value)}
          maxLength={profileFields.email.maxLength}
          type="email"
          showErrors={showErrors}
          autoComplete="email"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LocaleSelect value={user.locale} onChange={(value) => set('locale', value)} options={locales.data ?? []} />
          <CurrencySelect
            value={user.defaultCurrencyCode}
            onChange={(value) => set('defaultCurrencyCode', value)}
            options={currencies.data ?? []}
          />
        </SimpleGrid>
      </Stack>
    </EditPage>
  );
}
