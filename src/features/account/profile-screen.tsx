import { Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { notifySuccess } from '../../components/dialogs/notify';
import { EditPage } from '../../components/edit-page/edit-page';
import { useEditForm } from '../../components/edit-page/use-edit-form';
import { useT } from '../../components/i18n/i18n-context';
import { ButtonLink } from '../../components/router-links/router-links';
import { UserFields, userFormRules, userToSend, type UserRecord as User } from '../../components/user-form/user-fields';
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
  const t = useT('account', 'forms');
  const navigate = useNavigate();
  const { data: loaded } = useSuspenseQuery(profileQuery());
  const save = useSaveProfile();
  const form = useEditForm<User>({ initialValues: loaded, source: loaded, validate: userFormRules(t) });

  return (
    <EditPage
      title={t('account.editProfile.title')}
      loaded
      form={form}
      onSave={async () => {
        const saved = await save.mutateAsync({ body: userToSend(form.getValues()) });
        // The saved record is the page's record now: shown, and the baseline of its unsaved changes.
        form.setInitialValues(saved);
        form.reset();
        notifySuccess(t('account.editProfile.saved'));
      }}
      onCancel={() => void navigate({ to: '/' })}
      onDone={reloadAppRoot}
      editActions={
        <ButtonLink to="/changeprofilepassword" variant="default" leftSection={<IconKey size={16} aria-hidden />}>
          {t('account.editProfile.changePassword')}
        </ButtonLink>
      }
    >
      <Stack gap="md" maw={760}>
        <UserFields form={form} ownRecord />
      </Stack>
    </EditPage>
  );
}
