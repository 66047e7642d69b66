import { useState } from 'react';
import { Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { $api } from '../../api/client';
import { currencyListQuery, localeListQuery } from '../../api/reference-data';
import { CopyButton } from '../../components/copy-button/copy-button';
import { EditPage } from '../../components/edit-page/edit-page';
import { CurrencySelect } from '../../components/form-fields/currency-select';
import { ImagePicker } from '../../components/form-fields/image-picker';
import { LocaleSelect } from '../../components/form-fields/locale-select';
import { SwitchField } from '../../components/form-fields/switch-field';
import { TextField } from '../../components/form-fields/text-field';
import { notifySuccess } from '../../components/dialogs/notify';
import { isDirty } from '../../lib/dirty';
import { isServerAdministrator, userFields, userProblem, withServerAdministrator, type User } from './user-rules';
import { userListQuery, userQuery } from './users-queries';

/**
 * Admin > Edit User (SPEC 2.4): User ID (read-only), Display Name, Full Name, Image, Email, Locale, Currency and the
 * Server Administrator switch (the `superuser` scope). Saves and deletes through `POST api/user/batch`; Done,
 * Cancel and a successful save or delete return to /admin/users.
 */
export function UserEditScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: original } = useSuspenseQuery(userQuery(id));
  const locales = useQuery(localeListQuery);
  const currencies = useQuery(currencyListQuery);
  const batch = $api.useMutation('post', '/api/user/batch');
  const [user, setUser] = useState<User>(original);
  const [showErrors, setShowErrors] = useState(false);

  const dirty = isDirty(original, user);
  const problem = userProblem(user);
  const set = <K extends keyof User>(key: K, value: User[K]) => setUser((current) => ({ ...current, [key]: value }));
  const backToList = () => navigate({ to: '/admin/users' });
  const afterCommit = async () => {
    await queryClient.invalidateQueries({ queryKey: userListQuery().queryKey });
    queryClient.removeQueries({ queryKey: userQuery(id).queryKey });
  };

  return (
    <EditPage
      title="Edit User"
      loaded
      dirty={dirty}
      canSave={problem === null}
      onSave={async () => {
        setShowErrors(true);
        if (problem) throw new Error(problem);
        await batch.mutateAsync({ body: { changes: [user], deletes: [] } });
        await afterCommit();
        notifySuccess('The user was saved.');
        await backToList();
      }}
      onCancel={() => void backToList()}
      onDone={() => void backToList()}
      onDelete={async () => {
        await batch.mutateAsync({ body: { changes: [], deletes: [id] } });
        await afterCommit();
        notifySuccess('The user was deleted.');
        await backToList();
      }}
    >
      <Stack gap="md" maw={760}>
        <TextInput
          label="User ID"
          value={user.userID ?? ''}
          readOnly
          rightSection={<CopyButton value={user.userID ?? ''} label="User ID" />}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            label={userFields.shortName.label}
            value={user.shortName}
            onChange={(value) => set('shortName', value)}
            required={userFields.shortName.required}
            maxLength={userFields.shortName.maxLength}
            showErrors={showErrors}
          />
          <TextField
            label={userFields.fullName.label}
            value={user.fullName}
            onChange={(value) => set('fullName', value)}
            maxLength={userFields.fullName.maxLength}
            showErrors={showErrors}
          />
        </SimpleGrid>
        <TextField
          label={userFields.email.label}
          value={user.email}
          onChange={(value) => set('email', value)}
          maxLength={userFields.email.maxLength}
          type="email"
          showErrors={showErrors}
        />
        <ImagePicker label="Image" value={user.image} onChange={(value) => set('image', value)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LocaleSelect value={user.locale} onChange={(value) => set('locale', value)} options={locales.data ?? []} />
          <CurrencySelect
            value={user.defaultCurrencyCode}
            onChange={(value) => set('defaultCurrencyCode', value)}
            options={currencies.data ?? []}
          />
        </SimpleGrid>
        <Group>
          <SwitchField
            label="Server Administrator"
            checked={isServerAdministrator(user)}
            onChange={(on) => setUser((current) => withServerAdministrator(current, on))}
            onLabel="Yes"
            offLabel="No"
          />
        </Group>
      </Stack>
    </EditPage>
  );
}
