import { Alert, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { notifySuccess } from '#/components/dialogs/notify';
import { EditPage } from '#/components/edit-page/edit-page';
import { useT } from '#/components/i18n/i18n-context';
import { asNewRecord, deleteVersionsOf } from '#/components/record-conflicts/record-versions';
import { AnchorLink } from '#/components/router-links/router-links';
import { editLinks } from '#/lib/edit-links';
import { recordNouns } from '#/lib/grid-wording';
import { sameId } from '#/lib/record-keys';
import { ServerInstanceEditPage, useServerEditForm } from './server-instance-edit-page';
import {
  deploymentServerFields,
  type DeploymentServerInstanceChange,
  type DeploymentServerInstanceBatch,
} from './server-record';
import {
  RECORD_UPDATE_ERROR,
  blankDeploymentServer,
  deploymentServerToSave,
  failureWith,
  serverEditValues,
} from './server-rules';
import { deploymentServerListQuery, useDeploymentServerBatch } from './servers-queries';

interface DeploymentServerFormProps {
  /** The server as loaded, or a blank one (no id yet) when creating. */
  original: DeploymentServerInstanceChange;
  creating: boolean;
  /** Reads the server again (its list; not while creating). */
  reloadRecord?: () => Promise<unknown>;
}

function DeploymentServerForm({ original, creating, reloadRecord }: DeploymentServerFormProps) {
  const t = useT('servers', 'errors');
  const navigate = useNavigate();
  const batch = useDeploymentServerBatch();
  const form = useServerEditForm(serverEditValues(original), deploymentServerFields, original);
  const id = original.deploymentServerInstanceID;
  // SPEC 2.4: Save, Cancel and Done return to /admin.
  const backToAdmin = () => navigate({ to: '/admin' });
  const commit = async (body: DeploymentServerInstanceBatch, done: string) => {
    try {
      await batch.mutateAsync({ body });
    } catch (failure) {
      throw failureWith(t, RECORD_UPDATE_ERROR, failure);
    } finally {
      // The call carried the JWT Signing Key: gone from the MutationCache at once.
      batch.reset();
    }
    notifySuccess(done);
    await backToAdmin();
  };

  return (
    <ServerInstanceEditPage
      title={creating ? t('servers.deployment.createTitle') : t('servers.deployment.title')}
      idLabel={t('servers.deployment.id')}
      id={id}
      hasKey={Boolean(original.hasKey)}
      uriPlaceholder={t('servers.deployment.uriPlaceholder')}
      fields={deploymentServerFields}
      form={form}
      creating={creating}
      onSave={() =>
        commit(
          { changes: [deploymentServerToSave({ ...original, ...form.getValues() })], deletes: [] },
          t('servers.deployment.saved'),
        )
      }
      onRecreate={() =>
        commit(
          {
            changes: [
              deploymentServerToSave(asNewRecord({ ...original, ...form.getValues() }, 'deploymentServerInstanceID')),
            ],
            deletes: [],
          },
          t('servers.deployment.saved'),
        )
      }
      reloadRecord={reloadRecord}
      onDelete={({ version }) =>
        commit(
          { changes: [], deletes: id ? [id] : [], ...deleteVersionsOf(id ?? '', version ?? original.version) },
          t('servers.deployment.deleted'),
        )
      }
      recordName={original.name}
      recordNoun={recordNouns.deploymentServer}
      onLeave={() => void backToAdmin()}
    />
  );
}

/**
 * /admin/deploymentserver/create: the POS Core instance page labelled for the deployment server, blank. The service
 * has one deployment server (docs/contract-decisions.md): while it exists, the page says so and links to it. Once the
 * form is shown it stays, so that a server another admin adds meanwhile never takes it away (the save is refused).
 */
export function DeploymentServerCreateScreen() {
  const { data } = useSuspenseQuery(deploymentServerListQuery());
  const [formShown, setFormShown] = useState(data.length === 0);
  if (!formShown && data.length === 0) setFormShown(true);
  const [existing] = data;
  return formShown || !existing ? (
    <DeploymentServerForm original={blankDeploymentServer()} creating />
  ) : (
    <OneDeploymentServer server={existing} />
  );
}

function OneDeploymentServer({ server }: { server: DeploymentServerInstanceChange }) {
  const t = useT('servers');
  return (
    <Stack gap="md" align="flex-start">
      <Title order={2}>{t('servers.deployment.createTitle')}</Title>
      <Alert color="blue" title={t('servers.deployment.oneOnly')}>
        {t('servers.deployment.oneOnlyText', { name: server.name })}
      </Alert>
      {/* Outside the alert: a link on its tinted background is under 4.5:1 in the dark scheme. */}
      <AnchorLink {...editLinks.deploymentServer(server.deploymentServerInstanceID ?? '')}>
        {t('servers.deployment.editIt', { name: server.name })}
      </AnchorLink>
    </Stack>
  );
}

/**
 * /admin/deploymentserver/edit/{id}: the deployment server from `GET api/deploymentServerInstance` (there is no
 * single fetch). An id that is not in the list shows a load error. Once shown, a server that a later read of the
 * list no longer holds (someone deleted it) stays on screen with the admin's edits: their save then says so.
 */
export function DeploymentServerEditScreen({ id }: { id: string }) {
  const t = useT('servers');
  const navigate = useNavigate();
  const { data, refetch } = useSuspenseQuery(deploymentServerListQuery());
  const found = data.find((candidate) => sameId(candidate.deploymentServerInstanceID, id));
  const [shown, setShown] = useState(found);
  if (found && found !== shown) setShown(found);
  const server = found ?? shown;
  if (!server) {
    return (
      <EditPage
        title={t('servers.deployment.title')}
        loaded={false}
        loadError={t('servers.deployment.notFound', { id })}
        onSave={() => Promise.resolve()}
        onCancel={() => void navigate({ to: '/admin' })}
        onDone={() => void navigate({ to: '/admin' })}
      />
    );
  }
  return <DeploymentServerForm original={server} creating={false} reloadRecord={refetch} />;
}
