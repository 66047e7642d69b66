import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import * as limits from '#/api/limits.gen';
import { CopyButton } from '#/components/copy-button/copy-button';
import { notifySuccess } from '#/components/dialogs/notify';
import { EditPage } from '#/components/edit-page/edit-page';
import { useEditForm, type EditForm } from '#/components/edit-page/use-edit-form';
import { ImagePicker } from '#/components/form-fields/image-picker';
import { SwitchField } from '#/components/form-fields/switch-field';
import { TextField } from '#/components/form-fields/text-field';
import { SECRET_MUTATION_OPTIONS } from '#/components/form-fields/use-secret-submit';
import { useT } from '#/components/i18n/i18n-context';
import { asNewRecord, deleteVersionsOf } from '#/components/record-conflicts/record-versions';
import { recordNouns } from '#/lib/grid-wording';
import { fieldLabels } from '#/lib/record-fields';
import {
  NEW_SECRET_LABEL,
  NEW_SECRET_MAX_LENGTH,
  REDIRECT_URIS_LABEL,
  REDIRECT_URIS_MAX_LENGTH,
  clientFields,
  type Client,
} from './client-record';
import { clientFormRules, clientToSave, homepageProblem } from './client-rules';
import { clientQuery, useClientBatch } from './clients-queries';
import { joinedLength, redirectUrisFromText, redirectUrisProblem, redirectUrisToText } from './redirect-uris';

/**
 * Admin > Edit Client (SPEC 2.4): Client ID (the key, read-only here), Name, Image, Description, Home Page, the two
 * grant switches, Enter New Secret (write-only: never shown, sent only when a value is entered) and Redirect URIs
 * as one space-separated input mapped to the list (joined text at most 1024). Saves and deletes through
 * `POST api/client/batch`; Done, Cancel and a successful save or delete return to /admin/clients. A save or delete
 * carries the version the client was loaded at; a client someone else deleted meanwhile can be created again under
 * its Client ID (docs/editing.md).
 */
/** The edit page's form: the record (Redirect URIs as the list they mean) and the write-only new secret. */
interface ClientFormValues extends Client {
  newSecret: string;
}

/** The edit page's image field, shown as "An image" when both admins changed it. */
const IMAGE_FIELDS = ['imageBase64'];

/**
 * The Redirect URIs input: one space-separated text for the list (joined text at most 1024). The text is kept as
 * typed (spaces included) while the form holds the list it means, so only a changed list counts as a change.
 */
function RedirectUrisField({ form }: { form: EditForm<ClientFormValues> }) {
  const t = useT('clients');
  const list = form.values.redirectUris ?? [];
  const [text, setText] = useState(() => redirectUrisToText(list));
  // A list set from elsewhere (someone else's change merged in, a choice of theirs) replaces the typed text.
  if (redirectUrisFromText(text).join(' ') !== list.join(' ')) setText(redirectUrisToText(list));
  const label = t(REDIRECT_URIS_LABEL);
  return (
    <TextField
      label={label}
      value={text}
      onChange={(value) => {
        setText(value);
        form.setFieldValue('redirectUris', redirectUrisFromText(value));
      }}
      placeholder={t('clients.edit.redirectUrisPlaceholder')}
      // The counter as plain numbers, as the other fields' counters write them.
      description={t('clients.edit.redirectUrisDescription', {
        length: String(joinedLength(redirectUrisFromText(text))),
        max: String(REDIRECT_URIS_MAX_LENGTH),
      })}
      error={redirectUrisProblem(text, REDIRECT_URIS_MAX_LENGTH, t, label) ?? undefined}
    />
  );
}

export function ClientEditScreen({ id }: { id: string }) {
  const t = useT('clients');
  const navigate = useNavigate();
  const { data: loaded, refetch } = useSuspenseQuery(clientQuery(id));
  // The save may carry a new client secret: reset after each call and gone from the MutationCache at once.
  const batch = useClientBatch(SECRET_MUTATION_OPTIONS);
  const rules = useMemo(() => clientFormRules(t), [t]);
  const form = useEditForm<ClientFormValues>({
    initialValues: { ...loaded, newSecret: '' },
    source: loaded,
    validate: rules,
  });
  const client = form.values;
  const backToList = () => navigate({ to: '/admin/clients' });
  const clientId = client.clientID;
  const labels = useMemo(
    () => ({
      ...fieldLabels(t, clientFields),
      imageBase64: t('clients.field.image'),
      // The history names the write-only secret as the contract does ("Replaced", never its value).
      newClientSecret: t('clients.field.newSecret'),
      allowPasswordGrant: t('clients.edit.allowPasswordGrant'),
      allowRemoteOrderingGrant: t('clients.edit.allowRemoteOrderingGrant'),
      redirectUris: t(REDIRECT_URIS_LABEL),
    }),
    [t],
  );
  const send = async ({ newSecret, ...edited }: ClientFormValues) => {
    try {
      await batch.mutateAsync({
        body: { changes: [clientToSave(edited, redirectUrisToText(edited.redirectUris), newSecret)], deletes: [] },
      });
    } finally {
      batch.reset();
    }
    notifySuccess(t('clients.edit.saved'));
    await backToList();
  };

  return (
    <EditPage
      title={t('clients.edit.title')}
      loaded
      form={form}
      history={{ source: { kind: 'admin' }, subject: { type: 'Client', id: clientId } }}
      onSave={() => send(form.getValues())}
      // The Client ID is the code the admin chose, and the client's key: created again under it, without a version.
      onRecreate={() => send(asNewRecord(form.getValues(), 'version'))}
      reloadRecord={refetch}
      fieldLabels={labels}
      imageFields={IMAGE_FIELDS}
      onCancel={() => void backToList()}
      onDone={() => void backToList()}
      recordName={loaded.name || loaded.clientID}
      recordNoun={recordNouns.client}
      onDelete={async ({ version }) => {
        await batch.mutateAsync({
          body: { changes: [], deletes: [clientId], ...deleteVersionsOf(clientId, version ?? loaded.version) },
        });
        notifySuccess(t('clients.edit.deleted'));
        await backToList();
      }}
    >
      <Stack gap="md" maw={760}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t(clientFields.clientID.label)}
            value={clientId}
            readOnly
            rightSection={<CopyButton value={clientId} label={t(clientFields.clientID.label)} />}
          />
          <TextField
            label={t(clientFields.name.label)}
            {...form.getInputProps('name')}
            required={clientFields.name.required}
            maxLength={clientFields.name.maxLength}
            trim={clientFields.name.trim}
          />
        </SimpleGrid>
        <ImagePicker
          label={t('clients.field.image')}
          value={client.imageBase64}
          onChange={(value) => form.setFieldValue('imageBase64', value)}
          maxBytes={limits.Client.imageBase64.maxBytes}
        />
        <TextField
          label={t(clientFields.description.label)}
          {...form.getInputProps('description')}
          maxLength={clientFields.description.maxLength}
          trim={clientFields.description.trim}
          multiline
          minRows={2}
          maxRows={6}
        />
        <TextField
          label={t(clientFields.homepage.label)}
          {...form.getInputProps('homepage')}
          onChange={(value) => form.setFieldValue('homepage', value === '' ? null : value)}
          maxLength={clientFields.homepage.maxLength}
          trim={clientFields.homepage.trim}
          type="url"
          placeholder={t('clients.edit.homepagePlaceholder')}
          // Shown at once, as typed (not only once the field has changed).
          error={homepageProblem(client.homepage, t) ?? undefined}
        />
        <SwitchField
          label={t('clients.edit.allowPasswordGrant')}
          description={t('clients.edit.allowPasswordGrantDescription')}
          checked={client.allowPasswordGrant}
          onChange={(on) => form.setFieldValue('allowPasswordGrant', on)}
        />
        <SwitchField
          label={t('clients.edit.allowRemoteOrderingGrant')}
          description={t('clients.edit.allowRemoteOrderingGrantDescription')}
          checked={client.allowRemoteOrderingGrant}
          onChange={(on) => form.setFieldValue('allowRemoteOrderingGrant', on)}
        />
        <TextField
          label={t(NEW_SECRET_LABEL)}
          {...form.getInputProps('newSecret')}
          maxLength={NEW_SECRET_MAX_LENGTH}
          type="password"
          // A machine secret, not the admin's own password: browsers must not offer to save it.
          autoComplete="off"
          description={t('clients.edit.newSecretDescription')}
        />
        <RedirectUrisField form={form} />
      </Stack>
    </EditPage>
  );
}
