import { IntegrationServerInstanceType } from '../../src/api/schema.gen';
import { inParentheses } from '../audit';
import { replaced } from '../audit-diff';
import type { Schemas } from '../contract';
import { badRequest } from '../errors';
import { batchOf, foundOf, getOf, listOf, optionsOf, type RecordKind } from '../record-handling';
import type {
  DeploymentServerRecord,
  IntegrationServerRecord,
  OrganisationRecord,
  PosCoreInstanceRecord,
} from '../state';
import { isNewId, type Handlers } from './context';

/** The fields of an organisation that name an integration server instance. */
const INTEGRATION_FIELDS = [
  'remoteOrderServerInstanceID',
  'dataExtractionServerInstanceID',
  'partnerServerInstanceID',
  'reportingServerInstanceID',
] as const;
/** The addresses a server reports, derived from its uri when it is new (the service's own; the console only shows them). */
function reportedUris(
  uri: string,
  existing: { versionUri?: string | null; stagingUri?: string | null; exceptionsUri?: string | null } | undefined,
) {
  const base = uri.replace(/\/+$/, '');
  return {
    versionUri: existing?.versionUri ?? `${base}/api/v1/version/info`,
    stagingUri: existing?.stagingUri ?? null,
    exceptionsUri: existing?.exceptionsUri ?? `${base}/api/v1/exceptions/info`,
  };
}
/**
 * What is answered of a server instance: never its signing key or secret (write-only in the contract), only whether
 * one is stored. The table keeps them; a save that omits them (or sends null) keeps the stored ones.
 */
/** A server as answered: whether a key is stored, never the key. */
function answeredServer<T extends { jwtSigningKey?: string | null }>(
  instance: T,
): Omit<T, 'jwtSigningKey'> & { hasKey: boolean } {
  const { jwtSigningKey, ...rest } = instance;
  return { ...rest, hasKey: Boolean(jwtSigningKey) };
}

function answeredIntegrationServer(instance: IntegrationServerRecord): Schemas['IntegrationServerInstance'] {
  const { secret, ...rest } = answeredServer(instance);
  return { ...rest, hasSecret: Boolean(secret) };
}

/** A posted write-only value replaces the stored one only when given. */
const keptSecret = (posted: string | null | undefined, stored: string | null | undefined) =>
  posted === undefined || posted === null ? (stored ?? null) : posted;

/** How many times the value has been set: raised by one by a save that sends one (the contract's keyVersion). */
const setCount = (posted: string | null | undefined, stored: number | undefined) =>
  (stored ?? 0) + (posted === undefined || posted === null ? 0 : 1);
/** The POS Core instances of the service, each answered without its signing key. */
const POS_CORE_INSTANCES: RecordKind<'posCoreInstances', Schemas['PosCoreInstance']> = {
  table: 'posCoreInstances',
  what: 'POS Core instance',
  view: (_world, instance) => answeredServer(instance),
};

/** The service's deployment server (one at most), answered without its signing key. */
const DEPLOYMENT_SERVERS: RecordKind<'deploymentServers', Schemas['DeploymentServerInstance']> = {
  table: 'deploymentServers',
  what: 'Deployment server',
  view: (_world, instance) => answeredServer(instance),
};

/** The integration server instances of the service, answered without their signing key and secret. */
const INTEGRATION_SERVERS: RecordKind<'integrationServers', Schemas['IntegrationServerInstance']> = {
  table: 'integrationServers',
  what: 'Integration server instance',
  view: (_world, instance) => answeredIntegrationServer(instance),
};

export const handlers: Handlers = {
  listPosCoreInstances: listOf(POS_CORE_INSTANCES),

  listPosCoreInstanceValues: ({ world }) =>
    optionsOf(
      Object.values(world.state.posCoreInstances),
      (p) => p.posCoreInstanceID,
      (p) => p.name,
    ),

  getPosCoreInstance: getOf(POS_CORE_INSTANCES),

  listPosCoreInstanceLinkedOrgs: ({ world, params }) => {
    foundOf(world, POS_CORE_INSTANCES, undefined, params.id);
    return Object.values(world.state.organisations).filter((o) => o.posCoreInstanceID === params.id);
  },

  batchPosCoreInstances: batchOf(POS_CORE_INSTANCES, {
    idOf: (posted) => posted.posCoreInstanceID,
    save({ world, me, edited }, posted) {
      const existing = edited(posted.posCoreInstanceID);
      const id = isNewId(posted.posCoreInstanceID) ? world.newId() : (posted.posCoreInstanceID ?? '');
      const { hasKey: _answered, keyVersion: _count, ...record } = posted;
      const saved: PosCoreInstanceRecord = {
        ...record,
        posCoreInstanceID: id,
        jwtSigningKey: keptSecret(posted.jwtSigningKey, existing?.jwtSigningKey),
        keyVersion: setCount(posted.jwtSigningKey, existing?.keyVersion),
        ...reportedUris(posted.uri, existing),
        version: world.nextVersion(),
      };
      world.state.posCoreInstances[id] = saved;
      world.audit(
        'POSCoreInstanceUpdated',
        me,
        null,
        `POS Core instance ${posted.name} ${existing ? 'updated' : 'created'}`,
        world.changeOf('PosCoreInstance', existing ?? null, saved),
      );
      return answeredServer(saved);
    },
    refuseDelete({ world }, _instance, id) {
      if (Object.values(world.state.organisations).some((o) => o.posCoreInstanceID === id)) {
        throw badRequest('InvalidPOSCoreInstance', 'Organisations still use this POS Core instance');
      }
    },
    deleted: ({ world, me }, instance) =>
      world.audit(
        'POSCoreInstanceUpdated',
        me,
        null,
        `POS Core instance ${instance.name} deleted`,
        world.changeOf('PosCoreInstance', instance, null),
      ),
  }),

  listDeploymentServerInstances: listOf(DEPLOYMENT_SERVERS),

  batchDeploymentServerInstances: batchOf(DEPLOYMENT_SERVERS, {
    idOf: (posted) => posted.deploymentServerInstanceID,
    save({ world, me, edited }, posted) {
      const { state } = world;
      const existing = edited(posted.deploymentServerInstanceID);
      const id = isNewId(posted.deploymentServerInstanceID) ? world.newId() : (posted.deploymentServerInstanceID ?? '');
      // The service has one deployment server (SPEC 2.4 "the deployment server"): deletes ran first, so a call may
      // replace it, never add a second.
      if (!existing && Object.keys(state.deploymentServers).length > 0) {
        throw badRequest('BadRequest_DeploymentServerExists', 'The service already has a deployment server');
      }
      const { hasKey: _answered, keyVersion: _count, ...record } = posted;
      const saved: DeploymentServerRecord = {
        ...record,
        deploymentServerInstanceID: id,
        jwtSigningKey: keptSecret(posted.jwtSigningKey, existing?.jwtSigningKey),
        keyVersion: setCount(posted.jwtSigningKey, existing?.keyVersion),
        ...reportedUris(posted.uri, existing),
        version: world.nextVersion(),
      };
      state.deploymentServers[id] = saved;
      world.audit(
        'DeploymentServerUpdated',
        me,
        null,
        `Deployment server ${posted.name} ${existing ? 'updated' : 'created'}`,
        world.changeOf('DeploymentServerInstance', existing ?? null, saved),
      );
      return answeredServer(saved);
    },
    deleted: ({ world, me }, instance) =>
      world.audit(
        'DeploymentServerUpdated',
        me,
        null,
        `Deployment server ${instance.name} deleted`,
        world.changeOf('DeploymentServerInstance', instance, null),
      ),
  }),

  listIntegrationServerInstances: listOf(INTEGRATION_SERVERS),

  getIntegrationServerInstance: getOf(INTEGRATION_SERVERS),

  getIntegrationServerInstanceValues({ world }) {
    const all = Object.values(world.state.integrationServers);
    const of = (type: IntegrationServerInstanceType) =>
      optionsOf(
        all.filter((i) => i.integrationServerInstanceType === type),
        (i) => i.integrationServerInstanceID,
        (i) => i.name,
      );
    return {
      remoteOrderServerValues: of(IntegrationServerInstanceType.RemoteOrderService),
      dataExtractionServerValues: of(IntegrationServerInstanceType.DataExtractionService),
      partnerServerValues: of(IntegrationServerInstanceType.PartnerServices),
      reportingServerValues: of(IntegrationServerInstanceType.ReportingService),
    };
  },

  listIntegrationServerInstanceLinkedOrgs: ({ world, params }) => {
    foundOf(world, INTEGRATION_SERVERS, undefined, params.id);
    return Object.values(world.state.organisations).filter((o) =>
      [
        o.remoteOrderServerInstanceID,
        o.dataExtractionServerInstanceID,
        o.partnerServerInstanceID,
        o.reportingServerInstanceID,
      ].includes(params.id),
    );
  },

  batchIntegrationServerInstances: batchOf(INTEGRATION_SERVERS, {
    idOf: (posted) => posted.integrationServerInstanceID,
    save({ world, me, edited }, posted) {
      const existing = edited(posted.integrationServerInstanceID);
      const id = isNewId(posted.integrationServerInstanceID)
        ? world.newId()
        : (posted.integrationServerInstanceID ?? '');
      const {
        secret,
        hasKey: _key,
        hasSecret: _secret,
        keyVersion: _keyCount,
        secretVersion: _secretCount,
        ...instance
      } = posted;
      const saved: IntegrationServerRecord = {
        ...instance,
        integrationServerInstanceID: id,
        jwtSigningKey: keptSecret(posted.jwtSigningKey, existing?.jwtSigningKey),
        keyVersion: setCount(posted.jwtSigningKey, existing?.keyVersion),
        secret: keptSecret(secret, existing?.secret),
        secretVersion: setCount(secret, existing?.secretVersion),
        stagingUri: existing?.stagingUri ?? null,
        version: world.nextVersion(),
      };
      world.state.integrationServers[id] = saved;
      const history = world.changeOf('IntegrationServerInstance', existing ?? null, saved);
      // A new secret has its own entry (RemoteOrderServerSecretUpdated), which carries it (replaced, no value).
      const isSecret = (change: { field: string }) => change.field === 'secret';
      const changes = secret ? history.changes.filter((change) => !isSecret(change)) : history.changes;
      // A save that set only the secret is that entry alone, one that set nothing none: no "updated" entry without a
      // field.
      if (!existing || changes.length > 0)
        world.audit(
          'IntegrationServerUpdated',
          me,
          null,
          `Integration server ${posted.name} ${existing ? 'updated' : 'created'}`,
          { ...history, changes },
        );
      if (secret)
        world.audit(
          'RemoteOrderServerSecretUpdated',
          me,
          null,
          `Secret updated for integration server ${posted.name}`,
          world.changeOn('IntegrationServerInstance', saved, [replaced('secret')]),
        );
      return answeredIntegrationServer(saved);
    },
    // The organisations that used it are saved without it, so they get a new version.
    // Each such organisation's history gets the change of its fields.
    deletes({ world, me }, instance, id) {
      const { state } = world;
      for (const o of Object.values(state.organisations)) {
        const cleared: OrganisationRecord = { ...o };
        for (const field of INTEGRATION_FIELDS) if (cleared[field] === id) cleared[field] = null;
        if (!INTEGRATION_FIELDS.some((field) => cleared[field] !== o[field])) continue;
        const saved = { ...cleared, version: world.nextVersion() };
        state.organisations[o.organisationID] = saved;
        world.audit(
          'OrganisationUpdated',
          me,
          o.organisationID,
          `Organisation ${o.name}${inParentheses(o.organisationCode)} updated (integration server ${instance.name} deleted)`,
          world.changeOf('Organisation', o, saved),
        );
      }
      delete state.integrationServers[id];
    },
    deleted: ({ world, me }, instance) =>
      world.audit(
        'IntegrationServerUpdated',
        me,
        null,
        `Integration server ${instance.name} deleted`,
        world.changeOf('IntegrationServerInstance', instance, null),
      ),
  }),

  // The API of a POS Core instance itself (SPEC 2.4 and 7), which the estate's instances point at the mock for: the
  // contract's examples of a running instance. The console calls it from the page, so world/server.ts adds CORS.
  getRemotePosCoreVersionInfo: ({ world }) => world.settings.remotePosCore.versionInfo,
  getRemotePosCoreExceptionsInfo: ({ world }) => world.settings.remotePosCore.exceptionsInfo,
};
