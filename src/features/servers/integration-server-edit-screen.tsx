import '@mantine/core/styles/Checkbox.css';
import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CopyButton } from '../../components/copy-button/copy-button';
import { notifySuccess } from '../../components/dialogs/notify';
import { EditPage } from '../../components/edit-page/edit-page';
import { SelectField } from '../../components/form-fields/select-field';
import { TextField, textFieldError } from '../../components/form-fields/text-field';
import { SECRET_MUTATION_OPTIONS } from '../../components/form-fields/use-secret-submit';
import { isDirty } from '../../lib/dirty';
import { trimmedText } from '../../lib/field-text';
import { integrationServerTypeOptions, isIntegrationServerType } from '../../lib/integration-server-types';
import { LinkedOrganisations } from './linked-organisations';
import {
  NEW_RECORD_ID,
  RECORD_UPDATE_ERROR,
  SECRET_LABEL,
  SECRET_MAX_LENGTH,
  blankIntegrationServer,
  failureWith,
  integrationServerFields as fields,
  integrationServerToSave,
  serverProblem,
  uriProblem,
  type IntegrationServerInstance,
} from './server-rules';
import { integrationLinkedOrgsQuery, integrationServerQuery, useIntegrationServerBatch } from './servers-queries';
import { OpenUriButton } from './uri-link';

const ID_LABEL = 'Integration Server ID';
const typeOptions = integrationServerTypeOptions().map((option) => ({ value: String(option.value), label: option.label }));

function IntegrationServerForm({ original, creating }: { original: IntegrationServerInstance; creating: boolean }) {
  const navigate = useNavigate();
  // The save may carry a new secret: reset after each call and gone from the MutationCache at once.
  const batch = useIntegrationServerBatch(SECRET_MUTATION_OPTIONS);
  const id = original.integrationServerInstanceID;
  // SPEC 7: a failed linked-organisations call counts as no list (null).
  const linked = useQuery({ ...integrationLinkedOrgsQuery(id ?? ''), enabled: !creating && id !== undefined });
  const [record, setRecord] = useState<IntegrationServerInstance>(original);
  const [secret, setSecret] = useState('');
  const [showErrors, setShowErrors] = useState(false);

  const dirty = isDirty(original, record) || secret !== '';
  const problem = serverProblem(record, fields) ?? textFieldError(SECRET_LABEL, secret, { maxLength: SECRET_MAX_LENGTH });
  const set = <K extends keyof IntegrationServerInstance>(key: K, value: IntegrationServerInstance[K]) =>
    setRecord((current) => ({ ...current, [key]: value }));
  const backToList = () => navigate({ to: '/admin/integrationserver' });
  const commit = async (body: { changes: IntegrationServerInstance[]; deletes: string[] }, done: string) => {
    try {
      await batch.mutateAsync({ body });
    } catch (failure) {
      throw failureWith(RECORD_UPDATE_ERROR, failure);
    } finally {
      batch.reset();
    }
    notifySuccess(done);
    await backToList();
  };

  return (
    <EditPage
      title={creating ? 'Create Integration Server Instance' : 'Edit Integration Server Instance'}
      loaded
      creating={creating}
      dirty={dirty}
      canSave={problem === null}
      errorDismissLabel="OK"
      onSave={async () => {
        setShowErrors(true);
        if (problem) throw new Error(problem);
        await commit({ changes: [integrationServerToSave(record, secret)], deletes: [] }, 'The integration server was saved.');
      }}
      onCancel={() => void backToList()}
      onDone={() => void backToList()}
      onDelete={() => commit({ changes: [], deletes: id ? [id] : [] }, 'The integration server was deleted.')}
    >
      <Stack gap="md" maw={760}>
        <TextInput
          label={ID_LABEL}
          value={id ?? ''}
          placeholder={creating ? 'Assigned when saved' : undefined}
          readOnly
          rightSection={id ? <CopyButton value={id} label={ID_LABEL} /> : null}
        />
        <TextField
          label={fields.name.label}
          value={record.name}
          onChange={(value) => set('name', value)}
          required={fields.name.required}
          maxLength={fields.name.maxLength}
          trim={fields.name.trim}
          description="Unique name used for token creation"
          showErrors={showErrors}
        />
        <SelectField
          label="Type"
          value={String(record.integrationServerInstanceType)}
          options={typeOptions}
          onChange={(value) => {
            const type = Number(value);
            if (isIntegrationServerType(type)) set('integrationServerInstanceType', type);
          }}
        />
        <TextField
          label={fields.uri.label}
          value={record.uri}
          onChange={(value) => set('uri', value)}
          maxLength={fields.uri.maxLength}
          trim={fields.uri.trim}
          placeholder="Enter a valid URI for API access to this Integration Server"
          type="url"
          error={uriProblem(record.uri, fields.uri.label) ?? undefined}
          rightSection={<OpenUriButton uri={trimmedText(record.uri)} />}
        />
        <TextField
          label={fields.jwtSigningKey.label}
          value={record.jwtSigningKey}
          onChange={(value) => set('jwtSigningKey', value === '' ? null : value)}
          maxLength={fields.jwtSigningKey.maxLength}
          autoComplete="off"
          secret
          rightSection={<CopyButton value={record.jwtSigningKey ?? ''} label={fields.jwtSigningKey.label} />}
        />
        <TextField
          label={SECRET_LABEL}
          value={secret}
          onChange={setSecret}
          maxLength={SECRET_MAX_LENGTH}
          type="password"
          autoComplete="new-password"
          description="Entering a value and saving updates the remote order server secret"
        />
        <Checkbox
          label="Test Instance"
          description="For third-party developer testing"
          checked={record.testInstance}
          onChange={(event) => set('testInstance', event.currentTarget.checked)}
        />
        {creating ? null : (
          <LinkedOrganisations
            organisations={linked.isError ? null : (linked.data ?? [])}
            loading={linked.isPending}
            error={linked.error ?? undefined}
            onRetry={() => void linked.refetch()}
            retrying={linked.isFetching}
          />
        )}
      </Stack>
    </EditPage>
  );
}

function LoadedIntegrationServer({ id }: { id: string }) {
  const navigate = useNavigate();
  // The route only prefetches: a failed fetch is shown here with SPEC 8's message, not as a route failure.
  const server = useQuery({ ...integrationServerQuery(id), retryOnMount: false });
  const backToList = () => void navigate({ to: '/admin/integrationserver' });
  if (server.data) return <IntegrationServerForm original={server.data} creating={false} />;
  return (
    <EditPage
      title="Edit Integration Server Instance"
      loaded={false}
      loading={server.isFetching}
      dirty={false}
      loadError={
        server.isError && !server.isFetching ? (
          <Stack gap="xs">
            <Text size="sm">{failureWith(RECORD_UPDATE_ERROR, server.error).message}</Text>
            <Group>
              <Button size="xs" variant="light" color="red" onClick={() => void server.refetch()}>
                Try again
              </Button>
            </Group>
          </Stack>
        ) : undefined
      }
      onSave={() => Promise.resolve()}
      onCancel={backToList}
      onDone={backToList}
    />
  );
}

/**
 * Admin > Integration Server Instance, create (/admin/integrationserver/edit/new, a blank record of type Remote
 * Order Service) and edit (the single record is fetched) (SPEC 2.4, 4): Integration Server ID, Name, Type (no empty
 * option), Uri, JWT Signing Key, Secret (write-only), Test Instance and the linked organisations. Errors show SPEC 8's
 * message with an OK dismiss. Cancel, Done and a successful save or delete return to /admin/integrationserver.
 */
export function IntegrationServerEditScreen({ id }: { id: string }) {
  return id === NEW_RECORD_ID ? (
    <IntegrationServerForm original={blankIntegrationServer()} creating />
  ) : (
    <LoadedIntegrationServer id={id} />
  );
}
