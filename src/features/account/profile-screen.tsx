import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { EditPage } from '../../components/edit-page/edit-page';
import { UserFields, userRecordProblem, userToSend, type UserRecord as User } from '../../components/form-fields/user-fields';
import { notifySuccess } from '../../components/dialogs/notify';
import { isDirty } from '../../lib/dirty';
import { profileQuery, useSaveProfile } from './account-queries';

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
  const { data: loaded } = useSuspenseQuery(profileQuery());
  const save = useSaveProfile();
  const [original, setOriginal] = useState<User>(loaded);
  const [user, setUser] = useState<User>(loaded);
  const [showErrors, setShowErrors] = useState(false);

  const dirty = isDirty(original, user);
  const problem = userRecordProblem(user);

  return (
    <EditPage
      title="Edit My Profile"
      loaded
      dirty={dirty}
      canSave={problem === null}
      onSave={async () => {
        setShowErrors(true);
        if (problem) throw new Error(problem);
        const saved = await save.mutateAsync({ body: userToSend(user) });
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
        <UserFields value={user} onChange={(patch) => setUser((current) => ({ ...current, ...patch }))} showErrors={showErrors} ownRecord />
      </Stack>
    </EditPage>
  );
}
