import { Group, Stack, TextInput } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { CopyButton } from '#/components/copy-button/copy-button';
import { notifySuccess } from '#/components/dialogs/notify';
import { EditPage } from '#/components/edit-page/edit-page';
import { useEditForm } from '#/components/edit-page/use-edit-form';
import { SwitchField } from '#/components/form-fields/switch-field';
import { useT } from '#/components/i18n/i18n-context';
import { asNewRecord, deleteVersionsOf } from '#/components/record-conflicts/record-versions';
import { AnchorLink } from '#/components/router-links/router-links';
import { auditLogLink } from '#/lib/cross-links';
import { recordNouns } from '#/lib/grid-wording';
import { fieldLabels } from '#/lib/record-fields';
import { isServerAdministrator } from '#/lib/session';
import { userName } from '#/lib/user-name';
import { withServerAdministrator } from './server-administrator';
import { UserFields } from './user-fields';
import { userFields, userFormRules, userToSend, type UserChange, type UserRecord as User } from './user-record';
import { userQuery, useUserBatch } from './users-queries';

/** The user's picture: the notice of someone else's changes says "An image" rather than its data. */
const IMAGE_FIELDS = ['image'];

/**
 * Admin > Edit User (SPEC 2.4): User ID (read-only), Display Name, Full Name, Image, Email, Locale, Currency and the
 * Server Administrator switch (the `superuser` scope). Saves and deletes through `POST api/user/batch`; Done,
 * Cancel and a successful save or delete return to /admin/users. A save or delete carries the version the user was
 * loaded at; a user someone else deleted meanwhile can be created again from the form (docs/editing.md).
 */
export function UserEditScreen({ id }: { id: string }) {
  const t = useT('users');
  const navigate = useNavigate();
  const { data: original, refetch } = useSuspenseQuery(userQuery(id));
  const batch = useUserBatch();
  const form = useEditForm<User>({ initialValues: original, source: original, validate: userFormRules(t) });
  const user = form.values;
  const backToList = () => navigate({ to: '/admin/users' });
  const labels = useMemo(() => ({ ...fieldLabels(t, userFields), scopes: t('users.edit.serverAdministrator') }), [t]);
  const send = async (record: UserChange) => {
    await batch.mutateAsync({ body: { changes: [userToSend(record)], deletes: [] } });
    notifySuccess(t('users.edit.saved'));
    await backToList();
  };

  return (
    <EditPage
      title={t('users.edit.title')}
      loaded
      form={form}
      history={{ source: { kind: 'admin' }, subject: { type: 'User', id } }}
      onSave={() => send(form.getValues())}
      onRecreate={() => send(asNewRecord(form.getValues(), 'userID'))}
      reloadRecord={refetch}
      fieldLabels={labels}
      imageFields={IMAGE_FIELDS}
      formatFieldValue={(field, value) =>
        field === 'scopes'
          ? t(
              isServerAdministrator({ scopes: Array.isArray(value) ? value.map(String) : [] })
                ? 'users.edit.yes'
                : 'users.edit.no',
            )
          : undefined
      }
      onCancel={() => void backToList()}
      onDone={() => void backToList()}
      recordName={userName(original)}
      recordNoun={recordNouns.user}
      onDelete={async ({ version }) => {
        await batch.mutateAsync({
          body: { changes: [], deletes: [id], ...deleteVersionsOf(id, version ?? original.version) },
        });
        notifySuccess(t('users.edit.deleted'));
        await backToList();
      }}
    >
      <Stack gap="md" maw={760}>
        <TextInput
          label={t('users.edit.userId')}
          value={user.userID}
          readOnly
          rightSection={<CopyButton value={user.userID} label={t('users.edit.userId')} />}
        />
        <UserAuditLink user={original} />
        <UserFields form={form} />
        <Group>
          <SwitchField
            label={t('users.edit.serverAdministrator')}
            checked={isServerAdministrator(user)}
            onChange={(on) => form.setFieldValue('scopes', withServerAdministrator(user, on).scopes)}
            onLabel={t('users.edit.yes')}
            offLabel={t('users.edit.no')}
          />
        </Group>
      </Stack>
    </EditPage>
  );
}

/** The audit log filtered to this user (an audit entry names its user as the console does: lib/user-name.ts). */
function UserAuditLink({ user }: { user: User }) {
  const t = useT('users');
  const link = auditLogLink({ user: userName(user) });
  if (!link) return null;
  return (
    <AnchorLink {...link} size="sm">
      {t('users.edit.auditLink')}
    </AnchorLink>
  );
}
