import { Alert, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { EditPage } from '#/components/edit-page/edit-page';
import { useT } from '#/components/i18n/i18n-context';
import { asNewRecord } from '#/components/record-conflicts/record-versions';
import { AnchorLink } from '#/components/router-links/router-links';
import { editLinks } from '#/lib/edit-links';
import { recordNouns } from '#/lib/grid-wording';
import { sameId } from '#/lib/record-keys';
import { ServerKindForm, type ServerKind } from './server-kind-form';
import { deploymentServerFields, type DeploymentServerInstanceChange } from './server-record';
import { blankDeploymentServer, deploymentServerToSave } from './server-rules';
import { deploymentServerListQuery, useDeploymentServerBatch } from './servers-queries';

/** The deployment server as a server kind: the POS Core instance's page, labelled for it, returning to /admin. */
const deploymentKind: ServerKind<DeploymentServerInstanceChange> = {
  texts: {
    title: 'servers.deployment.title',
    createTitle: 'servers.deployment.createTitle',
    id: 'servers.deployment.id',
    uriPlaceholder: 'servers.deployment.uriPlaceholder',
    saved: 'servers.deployment.saved',
    deleted: 'servers.deployment.deleted',
  },
  fields: deploymentServerFields,
  recordNoun: recordNouns.deploymentServer,
  historyType: 'DeploymentServerInstance',
  leaveTo: '/admin',
  idOf: (server) => server.deploymentServerInstanceID,
  toSave: deploymentServerToSave,
  asNew: (server) => asNewRecord(server, 'deploymentServerInstanceID'),
};

interface DeploymentServerFormProps {
  /** The server as loaded, or a blank one (no id yet) when creating. */
  original: DeploymentServerInstanceChange;
  creating: boolean;
  /** Reads the server again (its list; not while creating). */
  reloadRecord?: () => Promise<unknown>;
}

function DeploymentServerForm({ original, creating, reloadRecord }: DeploymentServerFormProps) {
  const batch = useDeploymentServerBatch();
  return (
    <ServerKindForm
      kind={deploymentKind}
      batch={batch}
      original={original}
      creating={creating}
      reloadRecord={reloadRecord}
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
