import '@mantine/core/styles/Checkbox.css';
import { Checkbox } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { notifySuccess } from '#/components/dialogs/notify';
import { EditPage } from '#/components/edit-page/edit-page';
import { useEditForm } from '#/components/edit-page/use-edit-form';
import { SelectField } from '#/components/form-fields/select-field';
import { WriteOnlySecretField } from '#/components/form-fields/write-only-secret-field';
import { useT } from '#/components/i18n/i18n-context';
import { asNewRecord, deleteVersionsOf } from '#/components/record-conflicts/record-versions';
import { textRule } from '#/lib/field-text';
import { recordNouns } from '#/lib/grid-wording';
import { integrationServerTypeOptions, isIntegrationServerType } from '#/lib/integration-server-types';
import { LinkedOrganisations, linkedOrganisationsProps } from './linked-organisations';
import { NEW_RECORD_ID } from './new-record-id';
import { ServerInstanceEditPage } from './server-instance-edit-page';
import {
  SECRET_LABEL,
  SECRET_MAX_LENGTH,
  integrationServerFields as fields,
  type IntegrationServerInstanceChange,
  type IntegrationServerInstanceBatch,
} from './server-record';
import {
  KEY_FIELDS,
  RECORD_UPDATE_ERROR,
  SECRET_FIELDS,
  blankIntegrationServer,
  failureWith,
  integrationServerToSave,
  serverFormRules,
  writeOnlyValueText,
} from './server-rules';
import { integrationLinkedOrgsQuery, integrationServerQuery, useIntegrationServerBatch } from './servers-queries';

/** The integration server's form: its record and the write-only Secret (sent only when entered). */
interface IntegrationServerValues extends IntegrationServerInstanceChange {
  newSecret: string;
}

interface IntegrationServerFormProps {
  /** The server as loaded, or a blank one (no id yet) when creating. */
  original: IntegrationServerInstanceChange;
  creating: boolean;
  /** Reads the server again (not while creating). */
  reloadRecord?: () => Promise<unknown>;
}

function IntegrationServerForm({ original, creating, reloadRecord }: IntegrationServerFormProps) {
  const t = useT('servers', 'errors', 'records');
  const navigate = useNavigate();
  const typeOptions = useMemo(
    () => integrationServerTypeOptions(t).map((option) => ({ value: String(option.value), label: option.label })),
    [t],
  );
  // The save may carry a new key or secret: reset after each call (gone from the MutationCache).
  const batch = useIntegrationServerBatch();
  const id = original.integrationServerInstanceID;
  // SPEC 7: a failed linked-organisations call counts as no list (null).
  const linked = useQuery({ ...integrationLinkedOrgsQuery(id ?? ''), enabled: !creating && id !== undefined });
  const form = useEditForm<IntegrationServerValues>({
    // A stored key is never read, only replaced (`jwtSigningKey` holds a new one typed).
    initialValues: { ...original, jwtSigningKey: null, newSecret: '' },
    source: original,
    validate: {
      ...serverFormRules(fields, t),
      newSecret: textRule(t, t(SECRET_LABEL), { maxLength: SECRET_MAX_LENGTH }),
    },
    // Each write-only value with its count: a key or secret both admins replaced is theirs to choose.
    mergeTogether: [KEY_FIELDS, SECRET_FIELDS],
  });
  const record = form.values;
  const backToList = () => navigate({ to: '/admin/integrationserver' });
  const commit = async (body: IntegrationServerInstanceBatch, done: string) => {
    try {
      await batch.mutateAsync({ body });
    } catch (failure) {
      throw failureWith(t, RECORD_UPDATE_ERROR, failure);
    } finally {
      batch.reset();
    }
    notifySuccess(done);
    await backToList();
  };
  const save = (asNew: boolean) => {
    const { newSecret, ...edited } = form.getValues();
    const record = asNew ? asNewRecord(edited, 'integrationServerInstanceID') : edited;
    return commit(
      { changes: [integrationServerToSave(record, newSecret)], deletes: [] },
      t('servers.integration.edit.saved'),
    );
  };
  const moreFieldLabels = useMemo(
    () => ({
      integrationServerInstanceType: t('servers.integration.edit.type'),
      testInstance: t('servers.integration.edit.testInstance'),
      [SECRET_FIELDS[0]]: t(SECRET_LABEL),
    }),
    [t],
  );

  return (
    <ServerInstanceEditPage
      title={creating ? t('servers.integration.edit.createTitle') : t('servers.integration.edit.title')}
      idLabel={t('servers.integration.edit.id')}
      id={id}
      hasKey={Boolean(original.hasKey)}
      uriPlaceholder={t('servers.integration.edit.uriPlaceholder')}
      fields={fields}
      form={form}
      historyType="IntegrationServerInstance"
      creating={creating}
      errorDismissLabel={t('servers.integration.edit.dismissError')}
      nameDescription={t('servers.integration.edit.nameDescription')}
      onSave={() => save(false)}
      onRecreate={() => save(true)}
      reloadRecord={reloadRecord}
      moreFieldLabels={moreFieldLabels}
      formatFieldValue={(field, value) => {
        if (field === SECRET_FIELDS[0]) return writeOnlyValueText(t, 'secret', value);
        return field === 'integrationServerInstanceType'
          ? typeOptions.find((option) => option.value === String(value))?.label
          : undefined;
      }}
      onDelete={({ version }) =>
        commit(
          { changes: [], deletes: id ? [id] : [], ...deleteVersionsOf(id ?? '', version ?? original.version) },
          t('servers.integration.edit.deleted'),
        )
      }
      recordName={original.name}
      recordNoun={recordNouns.integrationServer}
      onLeave={() => void backToList()}
      afterName={
        <SelectField
          label={t('servers.integration.edit.type')}
          value={String(record.integrationServerInstanceType)}
          options={typeOptions}
          onChange={(value) => {
            const type = Number(value);
            if (isIntegrationServerType(type)) form.setFieldValue('integrationServerInstanceType', type);
          }}
        />
      }
    >
      <WriteOnlySecretField
        label={t(SECRET_LABEL)}
        stored={Boolean(original.hasSecret)}
        {...form.getInputProps('newSecret')}
        onChange={(value) => form.setFieldValue('newSecret', value ?? '')}
        maxLength={SECRET_MAX_LENGTH}
        description={t('servers.integration.edit.secretDescription')}
        initiallyOpen={creating}
        texts={{
          stored: t('servers.secret.stored'),
          none: t('servers.secret.none'),
          replace: t('servers.secret.replace'),
          set: t('servers.secret.set'),
          keep: t('servers.secret.keep'),
        }}
      />
      <Checkbox
        label={t('servers.integration.edit.testInstance')}
        description={t('servers.integration.edit.testInstanceDescription')}
        {...form.getInputProps('testInstance', { type: 'checkbox' })}
      />
      {creating ? null : <LinkedOrganisations {...linkedOrganisationsProps(linked)} />}
    </ServerInstanceEditPage>
  );
}

function LoadedIntegrationServer({ id }: { id: string }) {
  const t = useT('servers', 'errors');
  const navigate = useNavigate();
  // The route only prefetches: a failed fetch is shown here with SPEC 8's message, not as a route failure.
  const server = useQuery({ ...integrationServerQuery(id), retryOnMount: false });
  const backToList = () => void navigate({ to: '/admin/integrationserver' });
  if (server.data) {
    return <IntegrationServerForm original={server.data} creating={false} reloadRecord={server.refetch} />;
  }
  return (
    <EditPage
      title={t('servers.integration.edit.title')}
      loaded={false}
      loading={server.isFetching}
      loadError={
        server.isError && !server.isFetching ? failureWith(t, RECORD_UPDATE_ERROR, server.error).message : undefined
      }
      loadFailure={server.isFetching ? undefined : server.error}
      onRetryLoad={() => void server.refetch()}
      retryLoadLabel={t('servers.integration.edit.retryLoad')}
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
