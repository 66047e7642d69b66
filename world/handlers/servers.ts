import { EntityLookupType, IntegrationServerInstanceType, LinkType, SiteNodeType } from '../../src/api/schema.gen';
import { inParentheses } from '../audit';
import type { Schemas } from '../contract';
import { csvText } from '../csv';
import { badRequest, notFound } from '../errors';
import { clientDefaults, type ClientRecord, type IntegrationServerRecord, type OrganisationRecord } from '../state';
import type { World } from '../world';
import { isNewId, runVersionedBatch, type Handlers } from './context';

type OrganisationChange = Schemas['OrganisationChange'];

/** The fields of an organisation that name an integration server instance. */
const INTEGRATION_FIELDS = [
  'remoteOrderServerInstanceID',
  'dataExtractionServerInstanceID',
  'partnerServerInstanceID',
  'reportingServerInstanceID',
] as const;

/** The organisations that have children (one pass, for a list of tree nodes). */
const parentsIn = (world: World) =>
  new Set(Object.values(world.state.organisations).map((o) => o.parentOrganisationID));

/** A tree node of the organisation tree: the organisation as its entity, children filled only when given. */
function treeNode(
  organisation: OrganisationRecord,
  children: Schemas['TreeNode'][] | null,
  parents?: Set<string | null | undefined>,
): Schemas['TreeNode'] {
  return {
    id: organisation.organisationID,
    name: organisation.name,
    nameSuffix: organisation.organisationCode,
    iconUri: null,
    hasChildren: children ? children.length > 0 : (parents?.has(organisation.organisationID) ?? false),
    children,
    entity: organisation,
  };
}

/**
 * A node of the filtered tree asked without entities (`entities=false`): the organisation's own Active and Initialised
 * marks in place of the organisation, built as such (not a full node stripped), as the answer may hold 100,000 nodes.
 */
function treeNodeWithoutEntity(organisation: OrganisationRecord, children: Schemas['TreeNode'][]): Schemas['TreeNode'] {
  return {
    id: organisation.organisationID,
    name: organisation.name,
    nameSuffix: organisation.organisationCode,
    iconUri: null,
    hasChildren: children.length > 0,
    children,
    active: organisation.active,
    initialised: organisation.initialised,
  };
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** What the organisation filter reads of an organisation: name, code and kapow in lower case. */
const searchTextOf = (organisation: OrganisationRecord) =>
  [organisation.name, organisation.organisationCode, organisation.kapow ?? ''].join('\u0000').toLowerCase();

/**
 * The organisations matching `query` (name, code or kapow), at most `limit` of them, with their parents, as filled
 * trees from the roots; with `entities` false, each node carries its organisation's marks instead of the organisation.
 */
function filteredTree(world: World, query: string, limit = Infinity, entities = true): Schemas['TreeNode'][] {
  const text = query.trim().toLowerCase();
  const keep = new Set<string>();
  // With `limit` (the contract's optional extension): the first matches only, each with its ancestors.
  for (const organisation of world.lists.search('organisations', searchTextOf, text, limit)) {
    for (const ancestor of world.ancestorsOf(organisation.organisationID)) {
      if (keep.has(ancestor.organisationID)) break;
      keep.add(ancestor.organisationID);
    }
  }
  const byParent = new Map<string | null, OrganisationRecord[]>();
  // (Siblings are sorted by name below, so the order they are found in does not matter.)
  for (const id of keep) {
    const organisation = world.state.organisations[id];
    if (!organisation) continue;
    const parent = organisation.parentOrganisationID ?? null;
    const siblings = byParent.get(parent);
    if (siblings) siblings.push(organisation);
    else byParent.set(parent, [organisation]);
  }
  const node = entities ? treeNode : treeNodeWithoutEntity;
  const build = (parent: string | null): Schemas['TreeNode'][] =>
    (byParent.get(parent) ?? []).sort(byName).map((o) => node(o, build(o.organisationID)));
  return build(null);
}

/** Saves one organisation of the organisations page, with SPEC 8's refusals. */
function saveOrganisation(world: World, posted: OrganisationChange): { record: OrganisationRecord; created: boolean } {
  const { state } = world;
  const code = posted.organisationCode.trim();
  const existing = isNewId(posted.organisationID) ? undefined : state.organisations[posted.organisationID ?? ''];
  if (!isNewId(posted.organisationID) && !existing) throw notFound('Organisation', posted.organisationID ?? '');
  const codeOwner = Object.values(state.organisations).find(
    (o) => o.organisationCode.toLowerCase() === code.toLowerCase(),
  );
  if (!existing && codeOwner) throw badRequest('OrganisationCodeAlreadyInUse');
  if (posted.posCoreInstanceID && !state.posCoreInstances[posted.posCoreInstanceID])
    throw badRequest('InvalidPOSCoreInstance');
  // Once initialised, an organisation keeps its POS Core instance (the console shows it read-only).
  if (existing?.initialised && existing.posCoreInstanceID && posted.posCoreInstanceID !== existing.posCoreInstanceID) {
    throw badRequest('InvalidPOSCoreInstance', 'The POS Core instance of an initialised organisation cannot change');
  }
  if (posted.parentOrganisationID) {
    if (!state.organisations[posted.parentOrganisationID])
      throw badRequest('BadRequest', 'The parent organisation does not exist');
    if (
      existing &&
      world.ancestorsOf(posted.parentOrganisationID).some((o) => o.organisationID === existing.organisationID)
    ) {
      throw badRequest('BadRequest', 'An organisation cannot be placed under itself');
    }
  }
  for (const [field, type] of [
    ['remoteOrderServerInstanceID', IntegrationServerInstanceType.RemoteOrderService],
    ['dataExtractionServerInstanceID', IntegrationServerInstanceType.DataExtractionService],
    ['partnerServerInstanceID', IntegrationServerInstanceType.PartnerServices],
    ['reportingServerInstanceID', IntegrationServerInstanceType.ReportingService],
  ] as const) {
    const id = posted[field];
    if (id && state.integrationServers[id]?.integrationServerInstanceType !== type) {
      throw badRequest('BadRequest', `${field} is not an integration server of that type`);
    }
  }
  const record: OrganisationRecord = {
    ...posted,
    organisationID: existing?.organisationID ?? world.newId(),
    // The code is set when creating only; kapow is the service's.
    organisationCode: existing?.organisationCode ?? code,
    kapow: existing?.kapow ?? null,
    posCoreInstanceID: posted.posCoreInstanceID ?? null,
    remoteOrderServerInstanceID: posted.remoteOrderServerInstanceID ?? null,
    dataExtractionServerInstanceID: posted.dataExtractionServerInstanceID ?? null,
    partnerServerInstanceID: posted.partnerServerInstanceID ?? null,
    reportingServerInstanceID: posted.reportingServerInstanceID ?? null,
    parentOrganisationID: posted.parentOrganisationID ?? null,
    version: world.nextVersion(),
  };
  state.organisations[record.organisationID] = record;
  return { record, created: !existing };
}

function lookupOrganisation(
  world: World,
  organisationID: string | null | undefined,
): Schemas['EntityLookupOrganisation'] | null {
  const organisation = organisationID ? world.state.organisations[organisationID] : undefined;
  return organisation
    ? {
        organisationID: organisation.organisationID,
        organisationName: organisation.name,
        organisationCode: organisation.organisationCode,
        kapow: organisation.kapow ?? null,
      }
    : null;
}

const SITE_LOOKUP: Record<SiteNodeType, EntityLookupType> = {
  [SiteNodeType.Outlet]: EntityLookupType.Outlet,
  [SiteNodeType.OutletGroup]: EntityLookupType.OutletGroup,
  [SiteNodeType.Terminal]: EntityLookupType.Terminal,
};

/** Entity lookup: every record whose id is the filter, or whose id or name contains it (at most 100). */
function entityLookup(world: World, filter: string): Schemas['EntityLookupMatch'][] {
  const text = filter.trim().toLowerCase();
  const { state } = world;
  const matches: Schemas['EntityLookupMatch'][] = [];
  const consider = (type: EntityLookupType, entityID: string, name: string, organisationID: string | null) => {
    if (entityID.toLowerCase().includes(text) || name.toLowerCase().includes(text)) {
      matches.push({ type, entityID, name, organisation: lookupOrganisation(world, organisationID) });
    }
  };
  for (const o of Object.values(state.organisations))
    consider(EntityLookupType.Organisation, o.organisationID, o.name, o.organisationID);
  for (const n of Object.values(state.siteNodes)) consider(SITE_LOOKUP[n.nodeType], n.nodeID, n.name, n.organisationID);
  // A user's organisation: the first they reach through a link (a user link, or a team link of one of their teams).
  const organisationOfTeam = new Map<string, string>();
  const organisationOfUser = new Map<string, string>();
  for (const link of Object.values(state.links)) {
    const byLink = link.linkType === LinkType.User ? organisationOfUser : organisationOfTeam;
    if (!byLink.has(link.teamUserID)) byLink.set(link.teamUserID, link.organisationID);
  }
  for (const member of Object.values(state.teamMembers)) {
    const organisation = organisationOfTeam.get(member.teamID);
    if (organisation && !organisationOfUser.has(member.userID)) organisationOfUser.set(member.userID, organisation);
  }
  for (const u of Object.values(state.users))
    consider(EntityLookupType.User, u.userID, world.displayName(u), organisationOfUser.get(u.userID) ?? null);
  for (const p of Object.values(state.posCoreInstances))
    consider(EntityLookupType.POSCoreInstance, p.posCoreInstanceID ?? '', p.name, null);
  for (const d of Object.values(state.deploymentServers))
    consider(EntityLookupType.DeploymentServerInstance, d.deploymentServerInstanceID ?? '', d.name, null);
  for (const i of Object.values(state.integrationServers))
    consider(EntityLookupType.IntegrationServerInstance, i.integrationServerInstanceID ?? '', i.name, null);
  for (const a of Object.values(state.serviceAccounts))
    consider(EntityLookupType.ServiceAccount, a.serviceAccountID, a.name, a.organisationID);
  for (const c of Object.values(state.clients)) consider(EntityLookupType.Client, c.clientID ?? '', c.name, null);
  // An exact id first, then by name.
  return matches
    .sort(
      (a, b) =>
        Number(b.entityID.toLowerCase() === text) - Number(a.entityID.toLowerCase() === text) ||
        a.name.localeCompare(b.name),
    )
    .slice(0, 100);
}

/** A number from 0 to max-1 that is the same for the same text (the statistics' monthly transactions). */
function steady(text: string, max: number): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (hash >>> 0) % max;
}

/** The month's statistics as the download's CSV: one line per organisation of each POS Core (names may be formulas). */
function statisticsCsv(world: World, month: string): string {
  const lines = [['POS Core', 'Organisation', 'Organisation Code', 'Outlets', 'Transactions']];
  for (const row of statistics(world, month)) {
    for (const child of row.childOrgs ?? []) {
      lines.push([
        row.posCoreInstance?.name ?? '',
        child.organisation?.name ?? '',
        child.organisation?.organisationCode ?? '',
        String(child.totalOutlets ?? 0),
        String(child.totalTransactions ?? 0),
      ]);
    }
  }
  return csvText(lines);
}

function statistics(world: World, month: string): Schemas['StatisticsRow'][] {
  const { state } = world;
  return Object.values(state.posCoreInstances).map((instance) => ({
    posCoreInstance: { posCoreInstanceID: instance.posCoreInstanceID ?? '', name: instance.name },
    childOrgs: Object.values(state.organisations)
      .filter((o) => o.posCoreInstanceID === instance.posCoreInstanceID)
      .map((o) => {
        const outlets = Object.values(state.siteNodes).filter(
          (n) => n.organisationID === o.organisationID && n.nodeType === SiteNodeType.Outlet,
        ).length;
        return {
          organisation: {
            organisationID: o.organisationID,
            name: o.name,
            organisationCode: o.organisationCode,
            remoteOrderServerInstanceID: o.remoteOrderServerInstanceID ?? null,
            dataExtractionServerInstanceID: o.dataExtractionServerInstanceID ?? null,
            partnerServerInstanceID: o.partnerServerInstanceID ?? null,
            reportingServerInstanceID: o.reportingServerInstanceID ?? null,
          },
          totalOutlets: outlets,
          totalTransactions: outlets === 0 ? 0 : outlets * (2000 + steady(`${o.organisationID}|${month}`, 8000)),
          authorisedPackages: state.authorisations
            .filter((a) => a.organisationID === o.organisationID && a.applicationPackageID)
            .map((a) => ({ iconUri: state.packages[a.applicationPackageID ?? '']?.iconUri ?? null })),
        };
      }),
  }));
}

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

const optionsOf = <T>(
  records: T[],
  key: (r: T) => string | undefined,
  value: (r: T) => string,
): Schemas['OptionValue'][] =>
  records.map((r) => ({ key: key(r) ?? '', value: value(r) })).sort((a, b) => a.value.localeCompare(b.value));

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

export const adminHandlers: Handlers = {
  getAdminSummary({ world }) {
    const { state } = world;
    const organisations = world.recordsOf('organisations');
    const deployment = Object.values(state.deploymentServers)[0];
    return {
      posCoreInstances: Object.values(state.posCoreInstances).map((p) => ({
        posCoreInstanceID: p.posCoreInstanceID ?? '',
        name: p.name,
        totalOrganisations: organisations.filter((o) => o.posCoreInstanceID === p.posCoreInstanceID).length,
        uri: p.uri,
      })),
      clients: Object.values(state.clients).map((c) => ({
        clientID: c.clientID ?? '',
        name: c.name,
        allowPasswordGrant: c.allowPasswordGrant,
        homepage: c.homepage ?? null,
      })),
      totalUsers: world.recordsOf('users').length,
      totalActiveOrganisations: organisations.filter((o) => o.active).length,
      totalInactiveOrganisations: organisations.filter((o) => !o.active).length,
      versions: world.settings.versions,
      deploymentServerInstance: deployment
        ? {
            deploymentServerInstanceID: deployment.deploymentServerInstanceID ?? '',
            name: deployment.name,
            uri: deployment.uri,
          }
        : null,
      integrationServerInstances: Object.values(state.integrationServers).map((i) => ({
        integrationServerInstanceID: i.integrationServerInstanceID ?? '',
        name: i.name,
        integrationServerInstanceType: i.integrationServerInstanceType,
        uri: i.uri,
      })),
    };
  },

  listOrganisations: ({ world }) => Object.values(world.state.organisations),

  // The one organisation, as the list answers it (with its version); anyone the list answers may read it.
  getOrganisation: ({ world, params }) => world.organisation(params.orgId),

  listOrganisationParentValues: ({ world }) =>
    optionsOf(
      Object.values(world.state.organisations),
      (o) => o.organisationID,
      (o) => o.name,
    ),

  batchOrganisations({ world, me, body }) {
    return runVersionedBatch(
      body,
      { idOf: (posted) => posted.organisationID, current: (id) => world.state.organisations[id] },
      (posted) => {
        const { record, created } = saveOrganisation(world, posted);
        world.audit(
          'OrganisationUpdated',
          me,
          record.organisationID,
          `Organisation ${record.name}${inParentheses(record.organisationCode)} ${created ? 'created' : 'updated'}`,
        );
        return record;
      },
      (id) => {
        const organisation = world.organisation(id);
        if (world.childrenOf(id).length)
          throw badRequest('BadRequest', 'An organisation with child organisations cannot be deleted');
        delete world.state.organisations[id];
        world.audit(
          'OrganisationUpdated',
          me,
          null,
          `Organisation ${organisation.name}${inParentheses(organisation.organisationCode)} deleted`,
        );
      },
    );
  },

  listOrganisationTreeRoots: ({ world }) => {
    const parents = parentsIn(world);
    return world
      .childrenOf(null)
      .sort(byName)
      .map((o) => treeNode(o, null, parents));
  },

  listOrganisationTreeChildren: ({ world, params }) => {
    world.organisation(params.id);
    const parents = parentsIn(world);
    return world
      .childrenOf(params.id)
      .sort(byName)
      .map((o) => treeNode(o, null, parents));
  },

  getOrganisationTreeFiltered: ({ world, query }) =>
    filteredTree(
      world,
      query.query,
      query.limit === undefined ? Infinity : Number(query.limit),
      // The query string is not converted (openapi-backend without validation): `entities` arrives as its text.
      String(query.entities ?? true) !== 'false',
    ),

  listClients: ({ world }) => Object.values(world.state.clients),

  getClient: ({ world, params }) => {
    const client = world.state.clients[params.id];
    if (!client) throw notFound('Client', params.id);
    return client;
  },

  batchClients({ world, me, body }) {
    const { state } = world;
    return runVersionedBatch(
      body,
      // A client's id is the administrator's code: a code not stored yet is a new client.
      { idOf: (posted) => posted.clientID?.trim(), current: (id) => state.clients[id] },
      (posted) => {
        const clientID = posted.clientID?.trim() ?? '';
        if (!clientID) throw badRequest('BadRequest', 'A client needs its Client ID');
        const { newClientSecret, ...client } = posted;
        const created = !state.clients[clientID];
        const saved: ClientRecord = { ...clientDefaults(), ...client, clientID, version: world.nextVersion() };
        state.clients[clientID] = saved;
        world.audit(
          'ClientUpdated',
          me,
          null,
          `Client ${clientID} ${created ? 'created' : 'updated'}${newClientSecret ? ' (new secret)' : ''}`,
        );
        return saved;
      },
      (id) => {
        if (!state.clients[id]) throw notFound('Client', id);
        delete state.clients[id];
        world.audit('ClientUpdated', me, null, `Client ${id} deleted`);
      },
    );
  },

  listPosCoreInstances: ({ world }) => Object.values(world.state.posCoreInstances).map(answeredServer),

  listPosCoreInstanceValues: ({ world }) =>
    optionsOf(
      Object.values(world.state.posCoreInstances),
      (p) => p.posCoreInstanceID,
      (p) => p.name,
    ),

  getPosCoreInstance: ({ world, params }) => {
    const instance = world.state.posCoreInstances[params.id];
    if (!instance) throw notFound('POS Core instance', params.id);
    return answeredServer(instance);
  },

  listPosCoreInstanceLinkedOrgs: ({ world, params }) => {
    if (!world.state.posCoreInstances[params.id]) throw notFound('POS Core instance', params.id);
    return Object.values(world.state.organisations).filter((o) => o.posCoreInstanceID === params.id);
  },

  batchPosCoreInstances({ world, me, body }) {
    const { state } = world;
    return runVersionedBatch(
      body,
      {
        idOf: (posted) => posted.posCoreInstanceID,
        current: (id) => {
          const instance = state.posCoreInstances[id];
          return instance && answeredServer(instance);
        },
      },
      (posted) => {
        const id = isNewId(posted.posCoreInstanceID) ? world.newId() : (posted.posCoreInstanceID ?? '');
        const existing = state.posCoreInstances[id];
        if (!isNewId(posted.posCoreInstanceID) && !existing) throw notFound('POS Core instance', id);
        const { hasKey: _answered, keyVersion: _count, ...record } = posted;
        const saved = {
          ...record,
          posCoreInstanceID: id,
          jwtSigningKey: keptSecret(posted.jwtSigningKey, existing?.jwtSigningKey),
          keyVersion: setCount(posted.jwtSigningKey, existing?.keyVersion),
          ...reportedUris(posted.uri, existing),
          version: world.nextVersion(),
        };
        state.posCoreInstances[id] = saved;
        world.audit(
          'POSCoreInstanceUpdated',
          me,
          null,
          `POS Core instance ${posted.name} ${existing ? 'updated' : 'created'}`,
        );
        return answeredServer(saved);
      },
      (id) => {
        const instance = state.posCoreInstances[id];
        if (!instance) throw notFound('POS Core instance', id);
        if (Object.values(state.organisations).some((o) => o.posCoreInstanceID === id)) {
          throw badRequest('InvalidPOSCoreInstance', 'Organisations still use this POS Core instance');
        }
        delete state.posCoreInstances[id];
        world.audit('POSCoreInstanceUpdated', me, null, `POS Core instance ${instance.name} deleted`);
      },
    );
  },

  listDeploymentServerInstances: ({ world }) => Object.values(world.state.deploymentServers).map(answeredServer),

  batchDeploymentServerInstances({ world, me, body }) {
    const { state } = world;
    return runVersionedBatch(
      body,
      {
        idOf: (posted) => posted.deploymentServerInstanceID,
        current: (id) => {
          const instance = state.deploymentServers[id];
          return instance && answeredServer(instance);
        },
      },
      (posted) => {
        const id = isNewId(posted.deploymentServerInstanceID)
          ? world.newId()
          : (posted.deploymentServerInstanceID ?? '');
        const existing = state.deploymentServers[id];
        if (!isNewId(posted.deploymentServerInstanceID) && !existing) throw notFound('Deployment server', id);
        // The service has one deployment server (SPEC 2.4 "the deployment server"): deletes ran first, so a call may
        // replace it, never add a second.
        if (!existing && Object.keys(state.deploymentServers).length > 0) {
          throw badRequest('BadRequest_DeploymentServerExists', 'The service already has a deployment server');
        }
        const { hasKey: _answered, keyVersion: _count, ...record } = posted;
        const saved = {
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
        );
        return answeredServer(saved);
      },
      (id) => {
        const instance = state.deploymentServers[id];
        if (!instance) throw notFound('Deployment server', id);
        delete state.deploymentServers[id];
        world.audit('DeploymentServerUpdated', me, null, `Deployment server ${instance.name} deleted`);
      },
    );
  },

  listIntegrationServerInstances: ({ world }) =>
    Object.values(world.state.integrationServers).map(answeredIntegrationServer),

  getIntegrationServerInstance: ({ world, params }) => {
    const instance = world.state.integrationServers[params.id];
    if (!instance) throw notFound('Integration server instance', params.id);
    return answeredIntegrationServer(instance);
  },

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
    if (!world.state.integrationServers[params.id]) throw notFound('Integration server instance', params.id);
    return Object.values(world.state.organisations).filter((o) =>
      [
        o.remoteOrderServerInstanceID,
        o.dataExtractionServerInstanceID,
        o.partnerServerInstanceID,
        o.reportingServerInstanceID,
      ].includes(params.id),
    );
  },

  batchIntegrationServerInstances({ world, me, body }) {
    const { state } = world;
    return runVersionedBatch(
      body,
      {
        idOf: (posted) => posted.integrationServerInstanceID,
        current: (id) => {
          const instance = state.integrationServers[id];
          return instance && answeredIntegrationServer(instance);
        },
      },
      (posted) => {
        const id = isNewId(posted.integrationServerInstanceID)
          ? world.newId()
          : (posted.integrationServerInstanceID ?? '');
        const existing = state.integrationServers[id];
        if (!isNewId(posted.integrationServerInstanceID) && !existing)
          throw notFound('Integration server instance', id);
        const {
          secret,
          hasKey: _key,
          hasSecret: _secret,
          keyVersion: _keyCount,
          secretVersion: _secretCount,
          ...instance
        } = posted;
        const saved = {
          ...instance,
          integrationServerInstanceID: id,
          jwtSigningKey: keptSecret(posted.jwtSigningKey, existing?.jwtSigningKey),
          keyVersion: setCount(posted.jwtSigningKey, existing?.keyVersion),
          secret: keptSecret(secret, existing?.secret),
          secretVersion: setCount(secret, existing?.secretVersion),
          stagingUri: existing?.stagingUri ?? null,
          version: world.nextVersion(),
        };
        state.integrationServers[id] = saved;
        world.audit(
          'IntegrationServerUpdated',
          me,
          null,
          `Integration server ${posted.name} ${existing ? 'updated' : 'created'}`,
        );
        if (secret)
          world.audit(
            'RemoteOrderServerSecretUpdated',
            me,
            null,
            `Secret updated for integration server ${posted.name}`,
          );
        return answeredIntegrationServer(saved);
      },
      (id) => {
        const instance = state.integrationServers[id];
        if (!instance) throw notFound('Integration server instance', id);
        // The organisations that used it are saved without it, so they get a new version.
        for (const o of Object.values(state.organisations)) {
          const cleared: OrganisationRecord = { ...o };
          for (const field of INTEGRATION_FIELDS) if (cleared[field] === id) cleared[field] = null;
          if (INTEGRATION_FIELDS.some((field) => cleared[field] !== o[field]))
            state.organisations[o.organisationID] = { ...cleared, version: world.nextVersion() };
        }
        delete state.integrationServers[id];
        world.audit('IntegrationServerUpdated', me, null, `Integration server ${instance.name} deleted`);
      },
    );
  },

  queryAuditLog({ world, body }) {
    const contains = (value: string | null | undefined, wanted: string | null | undefined) =>
      !wanted || (value ?? '').toLowerCase().includes(wanted.trim().toLowerCase());
    const from = body.dateTimeCreatedFrom ? Date.parse(body.dateTimeCreatedFrom) : -Infinity;
    const to = body.dateTimeCreatedTo ? Date.parse(body.dateTimeCreatedTo) : Infinity;
    const types = body.types?.length ? new Set(body.types) : null;
    const matching = world.state.audit.filter((entry) => {
      const created = Date.parse(entry.created);
      return (
        created >= from &&
        created <= to &&
        (!types || types.has(entry.auditLogType)) &&
        contains(entry.userName, body.user) &&
        contains(entry.organisationName, body.organisation) &&
        contains(entry.message, body.message)
      );
    });
    const newestFirst = matching.reverse();
    const start = body.pageNumber * body.pageSize;
    return newestFirst.slice(start, start + body.pageSize).map(({ organisationID: _id, ...entry }) => entry);
  },

  filterEntityLookupUnscoped: ({ world, query }) => entityLookup(world, query.filter),

  getStatisticsMonthlyAllPosCores: ({ world, body }) => statistics(world, body.monthStart.slice(0, 7)),

  downloadMonthlyStatistics: ({ world, query }) => ({
    file: {
      mediaType: 'text/csv',
      fileName: `MonthlyStatistics-${query.date}.csv`,
      text: statisticsCsv(world, query.date),
    },
  }),

  listAuditLogDescriptions: ({ world }) => world.settings.auditDescriptions,
};
