import { HealthNodeType, LinkType, OrganisationType, RootNodeType, SiteNodeType } from '../../src/api/schema.gen';
import type { Schemas } from '../contract';
import { badRequest, conflictOf, notFound, refuseConflicts } from '../errors';
import { newestFirst } from '../rules';
import { SEED_VERSION, type AcceptanceRecord, type SiteNodeRecord } from '../state';
import type { World } from '../world';
import { type Handlers } from './context';

/** How many of an application's versions the acceptances tree shows before "old versions". */
const CURRENT_VERSIONS = 2;
const TEMPLATE_TYPES: readonly OrganisationType[] = [
  OrganisationType.TemplatePublic,
  OrganisationType.TemplatePrivate,
  OrganisationType.ConfigurationDefaults,
];

const packagesOf = (world: World, applicationID: string) =>
  newestFirst(Object.values(world.state.packages).filter((p) => p.applicationID === applicationID));

function authorisedPackageId(world: World, organisationID: string, applicationID: string): string | null {
  return (
    world.state.authorisations.find((a) => a.organisationID === organisationID && a.applicationID === applicationID)
      ?.applicationPackageID ?? null
  );
}

function setAuthorisation(
  world: World,
  organisationID: string,
  applicationID: string,
  applicationPackageID: string | null,
): void {
  const list = world.state.authorisations;
  const at = list.findIndex((a) => a.organisationID === organisationID && a.applicationID === applicationID);
  if (at >= 0) list[at] = { organisationID, applicationID, applicationPackageID };
  else list.push({ organisationID, applicationID, applicationPackageID });
}

/** An application's settings for an organisation; never saved, they are the defaults at the seed's version. */
function appSettingsOf(world: World, organisationID: string, applicationID: string): Schemas['AppSettings'] {
  const found = world.state.appSettings.find(
    (s) => s.organisationID === organisationID && s.applicationID === applicationID,
  );
  return found
    ? { version: found.version, autoAccept: found.autoAccept, notBeforeTimeUTC: found.notBeforeTimeUTC }
    : { version: SEED_VERSION, autoAccept: false, notBeforeTimeUTC: null };
}

const acceptancesOf = (world: World, organisationID: string, packageID: string) =>
  Object.values(world.state.acceptances).filter(
    (a) => a.organisationID === organisationID && a.applicationPackageID === packageID,
  );

function treeVersion(
  world: World,
  organisationID: string,
  pkg: Schemas['ApplicationPackage'],
): Schemas['AcceptanceTreeVersion'] {
  const acceptances = acceptancesOf(world, organisationID, pkg.applicationPackageID);
  const full = acceptances.find((a) => a.rootNodeID === null);
  const nodes = acceptances.filter((a) => a.rootNodeID !== null);
  return {
    ...pkg,
    fullyAccepted: full !== undefined,
    acceptedRootNodeIDs: nodes.map((a) => a.rootNodeID ?? ''),
    acceptedRootNodeTypes: nodes.map((a) => a.rootNodeType ?? RootNodeType.Outlet),
    dateTimeAccepted: full?.dateTimeAccepted ?? null,
    packageDateTimeCreated: pkg.dateTimeCreatedUTC,
  };
}

/** The versions of an application up to the one the organisation is authorised for, newest first. */
function authorisedVersions(
  world: World,
  organisationID: string,
  applicationID: string,
): Schemas['ApplicationPackage'][] {
  const authorised = authorisedPackageId(world, organisationID, applicationID);
  const packages = packagesOf(world, applicationID);
  const from = packages.findIndex((p) => p.applicationPackageID === authorised);
  return from === -1 ? [] : packages.slice(from);
}

const acceptanceView = ({ organisationID: _org, ...acceptance }: AcceptanceRecord): Schemas['Acceptance'] => acceptance;

/** A site node of the organisation for an acceptance, or BadRequest. */
function acceptanceNode(
  world: World,
  organisationID: string,
  nodeID: string | null | undefined,
): SiteNodeRecord | null {
  if (!nodeID) return null;
  const node = world.state.siteNodes[nodeID];
  if (!node || node.organisationID !== organisationID)
    throw badRequest('BadRequest', `Site node ${nodeID} is not a node of this organisation`);
  return node;
}

const ROOT_NODE_TYPES: Record<SiteNodeType, RootNodeType> = {
  [SiteNodeType.OutletGroup]: RootNodeType.OutletGroup,
  [SiteNodeType.Outlet]: RootNodeType.Outlet,
  [SiteNodeType.Terminal]: RootNodeType.Terminal,
};
const HEALTH_TYPES: Record<SiteNodeType, HealthNodeType> = {
  [SiteNodeType.OutletGroup]: HealthNodeType.OutletGroup,
  [SiteNodeType.Outlet]: HealthNodeType.Outlet,
  [SiteNodeType.Terminal]: HealthNodeType.Terminal,
};

/**
 * Hours since a device last reported, the same for the same node: within the 14 days system health keeps (at most 13
 * days ago), but one node in eight 15 to 20 days ago, so the console's dropping of old states shows too. The id is
 * mixed well (FNV-1a, then an avalanche): the estate's site ids differ only in their last digit, and a plain
 * multiply-add hash put every one of them at about 14 days and 16 hours, just outside the window.
 */
function hoursSince(nodeID: string): number {
  let hash = 0x811c9dc5;
  for (const char of nodeID) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  hash = (hash ^ (hash >>> 16)) >>> 0;
  const spread = hash >>> 3;
  return hash % 8 === 0 ? 360 + (spread % 120) : spread % 312;
}

function healthTree(world: World, organisationID: string): Schemas['SystemHealthNode'] {
  const organisation = world.organisation(organisationID);
  const nodes = Object.values(world.state.siteNodes).filter((n) => n.organisationID === organisationID);
  const versionOf = (nameLike: RegExp) => {
    const app = Object.values(world.state.applications).find((a) => nameLike.test(a.applicationName));
    const pkg = app
      ? world.state.packages[authorisedPackageId(world, organisationID, app.applicationID) ?? '']
      : undefined;
    return app && pkg
      ? { app, version: `${pkg.majorVersion}.${pkg.minorVersion}.${pkg.buildNumber}.${pkg.revision}` }
      : null;
  };
  const terminalApp = versionOf(/terminal/i);
  const installApp = versionOf(/install/i);
  const state = (
    node: SiteNodeRecord,
    found: NonNullable<ReturnType<typeof versionOf>>,
  ): Schemas['ClientApplicationState'] => ({
    applicationName: found.app.applicationName,
    applicationVersion: found.version,
    applicationType: found.app.applicationName.replace(/\s+/g, ''),
    deviceIdentifier: `${node.name
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 6)
      .toUpperCase()}-${node.nodeID.slice(-4).toUpperCase()}`,
    nodeID: node.nodeID,
    nodeType: HEALTH_TYPES[node.nodeType],
    dateTimeUpdated: new Date(world.now().getTime() - hoursSince(node.nodeID) * 3_600_000)
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z'),
    osRegionName: 'GB',
    osCultureName: 'en-GB',
    clientApplicationStateDetails: [{ name: 'Node', value: node.name }],
  });
  const build = (parentID: string | null): Schemas['SystemHealthNode'][] =>
    nodes
      .filter((n) => (n.parentID ?? null) === parentID)
      .map((node) => ({
        nodeID: node.nodeID,
        name: node.name,
        nodeType: HEALTH_TYPES[node.nodeType],
        children: build(node.nodeID),
        clientApplicationStates: [
          ...(node.nodeType === SiteNodeType.Terminal && terminalApp ? [state(node, terminalApp)] : []),
          ...(node.nodeType === SiteNodeType.Outlet && installApp ? [state(node, installApp)] : []),
        ],
      }));
  return {
    nodeID: organisation.organisationID,
    name: organisation.name,
    nodeType: HealthNodeType.Organisation,
    children: build(null),
    clientApplicationStates: [],
  };
}

export const versionHandlers: Handlers = {
  versionsInitialiseOrganisation({ world, me, params, body }) {
    const organisation = world.organisation(params.orgId);
    const orgId = organisation.organisationID;
    const { state } = world;
    if (organisation.initialised) throw badRequest('BadRequest', `${organisation.name} is already initialised`);
    if (!organisation.posCoreInstanceID || !state.posCoreInstances[organisation.posCoreInstanceID])
      throw badRequest('InvalidPOSCoreInstance');
    const template = body.defaultConfigTemplateOrgCode
      ? Object.values(state.organisations).find(
          (o) =>
            o.organisationCode === body.defaultConfigTemplateOrgCode && TEMPLATE_TYPES.includes(o.organisationType),
        )
      : undefined;
    if (body.defaultConfigTemplateOrgCode && !template)
      throw badRequest('BadRequest', `${body.defaultConfigTemplateOrgCode} is not a configuration template`);
    for (const appId of body.authorisedAppIds)
      if (!state.applications[appId]) throw badRequest('BadRequest', `Application ${appId} does not exist`);
    if (body.initialAdminTeamID && !state.teams[body.initialAdminTeamID])
      throw badRequest('BadRequest', `Team ${body.initialAdminTeamID} does not exist`);
    if (body.initialAdminUserID && !state.users[body.initialAdminUserID])
      throw badRequest('BadRequest_UserDoesNotExist');

    for (const appId of body.authorisedAppIds)
      setAuthorisation(world, orgId, appId, packagesOf(world, appId)[0]?.applicationPackageID ?? null);
    const adminLink = (linkType: LinkType, teamUserID: string) => {
      const existing = Object.values(state.links).find(
        (l) => l.organisationID === orgId && l.linkType === linkType && l.teamUserID === teamUserID,
      );
      if (existing)
        state.links[existing.organisationUserLinkID] = { ...existing, isOrgAdmin: true, version: world.nextVersion() };
      else {
        const id = world.newId();
        state.links[id] = {
          organisationUserLinkID: id,
          organisationID: orgId,
          linkType,
          isOrgAdmin: true,
          teamUserID,
          version: world.nextVersion(),
        };
      }
    };
    if (body.initialAdminTeamID) adminLink(LinkType.Team, body.initialAdminTeamID);
    if (body.initialAdminUserID) adminLink(LinkType.User, body.initialAdminUserID);
    // Its POS Core now holds a site for it: a group, an outlet and a till to restrict access and accept versions for.
    if (!Object.values(state.siteNodes).some((n) => n.organisationID === orgId)) {
      const group = world.newId();
      const outlet = world.newId();
      const till = world.newId();
      state.siteNodes[group] = {
        nodeID: group,
        name: `${organisation.name} Sites`.slice(0, 40),
        nodeType: SiteNodeType.OutletGroup,
        parentID: null,
        organisationID: orgId,
      };
      state.siteNodes[outlet] = {
        nodeID: outlet,
        name: organisation.name,
        nodeType: SiteNodeType.Outlet,
        parentID: group,
        organisationID: orgId,
      };
      state.siteNodes[till] = {
        nodeID: till,
        name: 'Till 1',
        nodeType: SiteNodeType.Terminal,
        parentID: outlet,
        organisationID: orgId,
      };
    }
    state.organisations[orgId] = { ...organisation, initialised: true, version: world.nextVersion() };
    world.audit(
      'OrganisationInitialised',
      me,
      orgId,
      `Organisation ${organisation.name} initialised (currency ${body.currencyCode}${template ? `, template ${template.organisationCode}` : ''})`,
    );
    return { organisationID: orgId, initialised: true };
  },

  versionsListAuthorisations({ world, params }) {
    const organisation = world.organisation(params.orgId);
    return Object.values(world.state.applications).map((app) => {
      const packages = packagesOf(world, app.applicationID);
      const current = authorisedPackageId(world, organisation.organisationID, app.applicationID);
      return {
        applicationID: app.applicationID,
        applicationName: app.applicationName,
        organisation: { organisationID: organisation.organisationID, organisationName: organisation.name },
        currentVersion: packages.find((p) => p.applicationPackageID === current) ?? null,
        latestVersion: packages[0] ?? null,
      };
    });
  },

  versionsListChildAuthorisations({ world, params }) {
    world.organisation(params.orgId);
    const apps = Object.values(world.state.applications);
    const authorised = new Map(
      world.state.authorisations.map((a) => [`${a.organisationID}|${a.applicationID}`, a.applicationPackageID]),
    );
    return world.descendantsOf(params.orgId).flatMap((o) =>
      apps.map((app) => ({
        organisationID: o.organisationID,
        organisationName: o.name,
        applicationID: app.applicationID,
        applicationPackageID: authorised.get(`${o.organisationID}|${app.applicationID}`) ?? null,
      })),
    );
  },

  versionsListPackageAuthorisations({ world, params }) {
    world.organisation(params.orgId);
    if (!world.state.applications[params.appId]) throw notFound('Application', params.appId);
    return packagesOf(world, params.appId);
  },

  versionsBatchAuthorisePackage({ world, me, params, body }) {
    world.organisation(params.orgId);
    const { state } = world;
    if (!state.applications[params.appId]) throw notFound('Application', params.appId);
    const pkg = body.applicationPackageID ? state.packages[body.applicationPackageID] : null;
    if (body.applicationPackageID && pkg?.applicationID !== params.appId)
      throw badRequest('BadRequest', 'The package is not a version of this application');
    const below = new Set(world.descendantsOf(params.orgId).map((o) => o.organisationID));
    const updatedOrgs: Schemas['AuthorisationOrganisation'][] = [];
    const insufficientPOSCoreOrgs: Schemas['AuthorisationOrganisation'][] = [];
    for (const id of body.organisationIDs) {
      if (!below.has(id)) throw badRequest('BadRequest', `Organisation ${id} is not below this organisation`);
      const organisation = world.organisation(id);
      const named = { organisationID: id, organisationName: organisation.name };
      // A version needs a POS Core to run it: an organisation without one cannot take it.
      if (pkg && !organisation.posCoreInstanceID) {
        insufficientPOSCoreOrgs.push(named);
        continue;
      }
      setAuthorisation(world, id, params.appId, pkg?.applicationPackageID ?? null);
      if (
        pkg &&
        appSettingsOf(world, id, params.appId).autoAccept &&
        !acceptancesOf(world, id, pkg.applicationPackageID).some((a) => a.rootNodeID === null)
      ) {
        const acceptanceId = world.newId();
        state.acceptances[acceptanceId] = {
          applicationPackageAcceptanceID: acceptanceId,
          applicationPackageID: pkg.applicationPackageID,
          notBefore: body.autoAcceptNotBeforeDate ?? null,
          rootNodeID: null,
          rootNodeType: null,
          userID: me?.userID ?? id,
          dateTimeAccepted: world.nowIso(),
          organisationID: id,
        };
      }
      updatedOrgs.push(named);
      const app = state.applications[params.appId]?.applicationName ?? params.appId;
      world.audit(
        'OrganisationUpdated',
        me,
        id,
        pkg
          ? `${app} ${pkg.majorVersion}.${pkg.minorVersion}.${pkg.buildNumber}.${pkg.revision} authorised`
          : `${app} unauthorised`,
      );
    }
    return { updatedOrgs, insufficientPOSCoreOrgs };
  },

  versionsGetAcceptancesTree({ world, params }) {
    const orgId = world.organisation(params.orgId).organisationID;
    return Object.values(world.state.applications)
      .filter((app) => authorisedPackageId(world, orgId, app.applicationID))
      .map((app) => {
        const versions = authorisedVersions(world, orgId, app.applicationID);
        return {
          applicationID: app.applicationID,
          applicationName: app.applicationName,
          iconUri: app.iconUri,
          appSettings: appSettingsOf(world, orgId, app.applicationID),
          packages: versions.slice(0, CURRENT_VERSIONS).map((p) => treeVersion(world, orgId, p)),
          hasOldVersions: versions.length > CURRENT_VERSIONS,
        };
      });
  },

  versionsListOldVersions({ world, params }) {
    const orgId = world.organisation(params.orgId).organisationID;
    return authorisedVersions(world, orgId, params.appId)
      .slice(CURRENT_VERSIONS)
      .map((p) => treeVersion(world, orgId, p));
  },

  versionsListPackageAcceptances({ world, params }) {
    const orgId = world.organisation(params.orgId).organisationID;
    return acceptancesOf(world, orgId, params.packageId).map(acceptanceView);
  },

  versionsSaveAppSettings({ world, me, params, body }) {
    const orgId = world.organisation(params.orgId).organisationID;
    const app = world.state.applications[params.appId];
    if (!app) throw notFound('Application', params.appId);
    // The settings have no id of their own: a conflict names them by their application.
    refuseConflicts([conflictOf(params.appId, body.version, appSettingsOf(world, orgId, params.appId))]);
    const saved = {
      version: world.nextVersion(),
      autoAccept: body.autoAccept,
      notBeforeTimeUTC: body.notBeforeTimeUTC,
    };
    world.state.appSettings = world.state.appSettings.filter(
      (s) => !(s.organisationID === orgId && s.applicationID === params.appId),
    );
    world.state.appSettings.push({ ...saved, organisationID: orgId, applicationID: params.appId });
    world.audit(
      'OrganisationUpdated',
      me,
      orgId,
      `Auto accept of ${app.applicationName} ${body.autoAccept ? `on (${body.notBeforeTimeUTC ?? 'immediately'})` : 'off'}`,
    );
    return saved;
  },

  versionsAddAcceptance({ world, me, params, body }) {
    const orgId = world.organisation(params.orgId).organisationID;
    const pkg = world.state.packages[body.applicationPackageID];
    if (!pkg || pkg.applicationID !== params.appId)
      throw badRequest('BadRequest', 'The package is not a version of this application');
    const node = acceptanceNode(world, orgId, body.rootNodeID);
    const accepted = acceptancesOf(world, orgId, pkg.applicationPackageID);
    if (accepted.some((a) => a.rootNodeID === null || a.rootNodeID === (node?.nodeID ?? null))) {
      throw badRequest('BadRequest', 'This version is already accepted there');
    }
    const acceptance: AcceptanceRecord = {
      applicationPackageAcceptanceID: world.newId(),
      applicationPackageID: pkg.applicationPackageID,
      notBefore: body.notBefore ?? null,
      rootNodeID: node?.nodeID ?? null,
      rootNodeType: node ? ROOT_NODE_TYPES[node.nodeType] : null,
      userID: me?.userID ?? body.userID,
      dateTimeAccepted: world.nowIso(),
      organisationID: orgId,
    };
    world.state.acceptances[acceptance.applicationPackageAcceptanceID] = acceptance;
    world.audit(
      'OrganisationUpdated',
      me,
      orgId,
      `${pkg.applicationName} ${pkg.majorVersion}.${pkg.minorVersion}.${pkg.buildNumber}.${pkg.revision} accepted for ${node ? node.name : 'all nodes'}`,
    );
    return acceptanceView(acceptance);
  },

  versionsUpdateAcceptance({ world, me, params, body }) {
    const orgId = world.organisation(params.orgId).organisationID;
    const stored = world.state.acceptances[body.applicationPackageAcceptanceID];
    if (!stored || stored.organisationID !== orgId) throw notFound('Acceptance', body.applicationPackageAcceptanceID);
    // The version, the node and who accepted are the acceptance's own (the contract's x-reference `stored.*`).
    for (const field of ['applicationPackageID', 'rootNodeID', 'userID'] as const) {
      if ((body[field] ?? null)?.toLowerCase() !== (stored[field] ?? null)?.toLowerCase())
        throw badRequest('BadRequest_InvalidReference', `${field} is not the acceptance's own`);
    }
    // Only the not-before time changes: accepting is irreversible (SPEC 4).
    const acceptance: AcceptanceRecord = { ...stored, notBefore: body.notBefore ?? null };
    world.state.acceptances[acceptance.applicationPackageAcceptanceID] = acceptance;
    const pkg = world.state.packages[acceptance.applicationPackageID];
    world.audit(
      'OrganisationUpdated',
      me,
      orgId,
      `Acceptance of ${pkg?.applicationName ?? 'a version'} changed (not before ${acceptance.notBefore ?? 'now'})`,
    );
    return acceptanceView(acceptance);
  },

  systemHealthGetTree: ({ world, params }) => healthTree(world, params.orgId),
};
