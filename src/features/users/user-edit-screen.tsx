import { useState } from 'react';
import { Group, Stack, TextInput } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CopyButton } from '../../components/copy-button/copy-button';
import { EditPage } from '../../components/edit-page/edit-page';
import { SwitchField } from '../../components/form-fields/switch-field';
import { UserFields, userRecordProblem, userToSend, type UserRecord as User } from '../../components/form-fields/user-fields';
import { notifySuccess } from '../../components/dialogs/notify';
import { isDirty } from '../../lib/dirty';
import { isServerAdministrator, withServerAdministrator } from '../../lib/server-administrator';
import { userQuery, useUserBatch } from './users-queries';

/**
 * Admin > Edit User (SPEC 2.4): User ID (read-only), Display Name, Full Name, Image, Email, Locale, Currency and the
 * Server Administrator switch (the `superuser` scope). Saves and deletes through `POST api/user/batch`; Done,
 * Cancel and a successful save or delete return to /admin/users.
 */
export function UserEditScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data: original } = useSuspenseQuery(userQuery(id));
  const batch = useUserBatch();
  const [user, setUser] = useState<User>(original);
  const [showErrors, setShowErrors] = useState(false);

  const dirty = isDirty(original, user);
  const problem = userRecordProblem(user);
  const backToList = () => navigate({ to: '/admin/users' });

  return (
    <EditPage
      title="Edit User"
      loaded
      dirty={dirty}
      canSave={problem === null}
      onSave={async () => {
        setShowErrors(true);
        if (problem) throw new Error(problem);
        await batch.mutateAsync({ body: { changes: [userToSend(user)], deletes: [] } });
        notifySuccess('The user was saved.');
        await backToList();
      }}
      onCancel={() => void backToList()}
      onDone={() => void backToList()}
      onDelete={async () => {
        await batch.mutateAsync({ body: { changes: [], deletes: [id] } });
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
        <UserFields value={user} onChange={(patch) => setUser((current) => ({ ...current, ...patch }))} showErrors={showErrors} />
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
