import '@mantine/core/styles/Alert.css';
import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle, IconKey, IconMailForward } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { notifySuccess } from '#/components/dialogs/notify';
import { EditPage } from '#/components/edit-page/edit-page';
import { useEditForm } from '#/components/edit-page/use-edit-form';
import { useT } from '#/components/i18n/i18n-context';
import { ButtonLink } from '#/components/router-links/router-links';
import { useSignedInSession } from '#/components/session/session-context';
import { fieldLabels } from '#/lib/record-fields';
import { editsOwnProfile } from '#/lib/session';
import { UserFields } from './user-fields';
import { profileToEdit, userFields, userFormRules, userToSend, type UserRecord as User } from './user-record';
import { profileQuery, useSaveProfile } from './users-queries';

/** The user's picture: the notice of someone else's changes says "An image" rather than its data. */
const IMAGE_FIELDS = ['image'];

/** Done reloads the application root (SPEC 2.6), so the header and session show the saved profile. */
function reloadAppRoot() {
  window.location.assign('/');
}

/**
 * A new email waiting for its link (the profile's `pendingEmail`): the address is the user's only once they open the
 * link mailed to it, so the profile keeps the current one meanwhile.
 */
function PendingEmailNotice({ pending, current }: { pending: string; current: string | null }) {
  const t = useT('users');
  return (
    <Alert
      color="blue"
      role="status"
      icon={<IconMailForward size={18} aria-hidden />}
      title={t('users.profile.emailPendingTitle')}
      style={{ overflowWrap: 'anywhere' }}
    >
      {current
        ? t('users.profile.emailPending', { pending, current })
        : t('users.profile.emailPendingNoCurrent', { pending })}
    </Alert>
  );
}

/**
 * Edit My Profile (/profile, SPEC 2.6): Display Name, Full Name, Image, Email, Locale, Currency, and a Change
 * Password button to /changeprofilepassword. `GET api/user/profile`; Save posts the full patched record to
 * `POST api/user/profile` and stays (the saved record becomes the page's record, so Done shows). Cancel goes to /;
 * Done reloads the app root. No delete. A save carries the version the profile was loaded at; the profile is read
 * again when the user comes back to the page, and one an admin changed meanwhile is merged (docs/editing.md). A new
 * email waits for the link mailed to it (`pendingEmail`): the page says so, and its Email field keeps the stored
 * address; /profile/confirmemail/... takes the new one. An anonymous scope sees its profile read-only, without Change
 * Password (`editsOwnProfile`).
 */
export function ProfileScreen() {
  const t = useT('users');
  const navigate = useNavigate();
  const readOnly = !editsOwnProfile(useSignedInSession());
  const { data: loaded, refetch } = useSuspenseQuery(profileQuery());
  const save = useSaveProfile();
  // The query's data: the profile as loaded, or as the last save answered it (the notice reads its pendingEmail).
  const record = useMemo(() => profileToEdit(loaded), [loaded]);
  const form = useEditForm<User>({ initialValues: record, source: loaded, validate: userFormRules(t) });
  const labels = useMemo(() => fieldLabels(t, userFields), [t]);

  return (
    <EditPage
      title={t('users.profile.title')}
      loaded
      readOnly={readOnly}
      form={form}
      onSave={async () => {
        const saved = await save.mutateAsync({ body: userToSend(form.getValues()) });
        // The saved record is the page's record now: shown, and the baseline of its unsaved changes (its email the
        // stored one, a new address waiting for its link).
        form.setInitialValues(profileToEdit(saved));
        form.reset();
        notifySuccess(t('users.profile.saved'));
      }}
      reloadRecord={refetch}
      fieldLabels={labels}
      imageFields={IMAGE_FIELDS}
      onCancel={() => void navigate({ to: '/' })}
      onDone={reloadAppRoot}
      editActions={
        <ButtonLink to="/changeprofilepassword" variant="default" leftSection={<IconKey size={16} aria-hidden />}>
          {t('users.profile.changePassword')}
        </ButtonLink>
      }
    >
      <Stack gap="md" maw={760}>
        {readOnly ? (
          <Alert color="gray" role="status" icon={<IconInfoCircle size={18} aria-hidden />}>
            {t('users.profile.anonymousReadOnly')}
          </Alert>
        ) : null}
        {loaded.pendingEmail ? <PendingEmailNotice pending={loaded.pendingEmail} current={loaded.email} /> : null}
        <UserFields form={form} ownRecord />
      </Stack>
    </EditPage>
  );
}
