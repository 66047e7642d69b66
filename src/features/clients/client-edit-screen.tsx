import { useState } from 'react';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CopyButton } from '../../components/copy-button/copy-button';
import { notifySuccess } from '../../components/dialogs/notify';
import { EditPage } from '../../components/edit-page/edit-page';
import { ImagePicker } from '../../components/form-fields/image-picker';
import { SwitchField } from '../../components/form-fields/switch-field';
import { TextField } from '../../components/form-fields/text-field';
import { SECRET_MUTATION_OPTIONS } from '../../components/form-fields/use-secret-submit';
import { isDirty } from '../../lib/dirty';
import { joinedLength, redirectUrisFromText, redirectUrisProblem, redirectUrisToText } from '../../lib/redirect-uris';
import {
  NEW_SECRET_LABEL,
  NEW_SECRET_MAX_LENGTH,
  REDIRECT_URIS_LABEL,
  REDIRECT_URIS_MAX_LENGTH,
  clientFields,
  clientFormProblem,
  clientToSave,
  homepageProblem,
  normaliseClient,
  type Client,
} from './client-rules';
import { clientQuery, useClientBatch } from './clients-queries';

/**
 * Admin > Edit Client (SPEC 2.4): Client ID (the key, read-only here), Name, Image, Description, Home Page, the two
 * grant switches, Enter New Secret (write-only: never shown, sent only when a value is entered) and Redirect URIs
 * as one space-separated input mapped to the list (joined text at most 1024). Saves and deletes through
 * `POST api/client/batch`; Done, Cancel and a successful save or delete return to /admin/clients.
 */
export function ClientEditScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data: loaded } = useSuspenseQuery(clientQuery(id));
  const original = normaliseClient(loaded);
  // The save may carry a new client secret: reset after each call and gone from the MutationCache at once.
  const batch = useClientBatch(SECRET_MUTATION_OPTIONS);
  const [client, setClient] = useState<Client>(original);
  const [redirectText, setRedirectText] = useState(() => redirectUrisToText(original.redirectUris));
  const [newSecret, setNewSecret] = useState('');
  const [showErrors, setShowErrors] = useState(false);

  const edited: Client = { ...client, redirectUris: redirectUrisFromText(redirectText) };
  const dirty = isDirty(original, edited) || newSecret !== '';
  const problem = clientFormProblem(client, newSecret, redirectText);
  const redirectProblem = redirectUrisProblem(redirectText, REDIRECT_URIS_MAX_LENGTH, REDIRECT_URIS_LABEL);
  const set = <K extends keyof Client>(key: K, value: Client[K]) => setClient((current) => ({ ...current, [key]: value }));
  const backToList = () => navigate({ to: '/admin/clients' });
  const clientId = client.clientID ?? id;

  return (
    <EditPage
      title="Edit Client"
      loaded
      dirty={dirty}
      canSave={problem === null}
      onSave={async () => {
        setShowErrors(true);
        if (problem) throw new Error(problem);
        try {
          await batch.mutateAsync({ body: { changes: [clientToSave(client, redirectText, newSecret)], deletes: [] } });
        } finally {
          batch.reset();
        }
        notifySuccess('The client was saved.');
        await backToList();
      }}
      onCancel={() => void backToList()}
      onDone={() => void backToList()}
      onDelete={async () => {
        await batch.mutateAsync({ body: { changes: [], deletes: [clientId] } });
        notifySuccess('The client was deleted.');
        await backToList();
      }}
    >
      <Stack gap="md" maw={760}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={clientFields.clientID.label}
            value={clientId}
            readOnly
            rightSection={<CopyButton value={clientId} label={clientFields.clientID.label} />}
          />
          <TextField
            label={clientFields.name.label}
            value={client.name}
            onChange={(value) => set('name', value)}
            required={clientFields.name.required}
            maxLength={clientFields.name.maxLength}
            trim={clientFields.name.trim}
            showErrors={showErrors}
          />
        </SimpleGrid>
        <ImagePicker label="Image" value={client.imageBase64} onChange={(value) => set('imageBase64', value)} />
        <TextField
          label={clientFields.description.label}
          value={client.description}
          onChange={(value) => set('description', value)}
          maxLength={clientFields.description.maxLength}
          trim={clientFields.description.trim}
          multiline
          minRows={2}
          maxRows={6}
        />
        <TextField
          label={clientFields.homepage.label}
          value={client.homepage}
          onChange={(value) => set('homepage', value === '' ? null : value)}
          maxLength={clientFields.homepage.maxLength}
          trim={clientFields.homepage.trim}
          type="url"
          placeholder="https://"
          error={homepageProblem(client.homepage) ?? undefined}
        />
        <SwitchField
          label="Allow Handling End User Passwords"
          description="Internal use only"
          checked={client.allowPasswordGrant}
          onChange={(on) => set('allowPasswordGrant', on)}
        />
        <SwitchField
          label="Allow Remote Ordering Grants"
          description="For third-party remote-order providers only"
          checked={client.allowRemoteOrderingGrant}
          onChange={(on) => set('allowRemoteOrderingGrant', on)}
        />
        <TextField
          label={NEW_SECRET_LABEL}
          value={newSecret}
          onChange={setNewSecret}
          maxLength={NEW_SECRET_MAX_LENGTH}
          type="password"
          autoComplete="new-password"
          description="Write-only: the current secret is never shown. Leave empty to keep it."
        />
        <TextField
          label={REDIRECT_URIS_LABEL}
          value={redirectText}
          onChange={setRedirectText}
          placeholder="https://example.com/signin-oidc https://example.com/silent-renew"
          description={`Optional. Separate several URIs with spaces (${joinedLength(
            redirectUrisFromText(redirectText),
          )}/${REDIRECT_URIS_MAX_LENGTH} characters).`}
          error={redirectProblem ?? undefined}
        />
      </Stack>
    </EditPage>
  );
}
