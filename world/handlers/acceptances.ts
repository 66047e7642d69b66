import { RootNodeType, SiteNodeType } from '../../src/api/schema.gen';
import type { Schemas } from '../contract';
import { badRequest, conflictOf, notFound, refuseConflicts } from '../errors';
import { acceptancesOf, acceptanceView, appSettingsOf, authorisedPackageId, packagesOf } from '../packages';
import type { AcceptanceRecord, SiteNodeRecord } from '../state';
import type { World } from '../world';
import type { Handlers } from './context';

/** How many of an application's versions the acceptances tree shows before "old versions". */
const CURRENT_VERSIONS = 2;

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

export const handlers: Handlers = {
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
    const before = appSettingsOf(world, orgId, params.appId);
    refuseConflicts([conflictOf(params.appId, body.version, before)]);
    const saved = {
      version: world.nextVersion(),
      autoAccept: body.autoAccept,
      notBeforeTimeUTC: body.notBeforeTimeUTC,
    };
    world.state.appSettings = world.state.appSettings.filter(
      (s) => !(s.organisationID === orgId && s.applicationID === params.appId),
    );
    world.state.appSettings.push({ ...saved, organisationID: orgId, applicationID: params.appId });
    // The organisation's history: the application's auto accept before and after.
    const autoAcceptOf = ({ autoAccept, notBeforeTimeUTC }: Schemas['AppSettings']) => ({
      autoAccept: {
        applicationID: app.applicationID,
        applicationName: app.applicationName,
        autoAccept,
        notBeforeTimeUTC,
      },
    });
    world.audit(
      'OrganisationUpdated',
      me,
      orgId,
      `Auto accept of ${app.applicationName} ${body.autoAccept ? `on (${body.notBeforeTimeUTC ?? 'immediately'})` : 'off'}`,
      world.changeOf('Organisation', autoAcceptOf(before), autoAcceptOf(saved), world.organisation(orgId)),
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
      world.changeOf('Acceptance', null, acceptanceView(acceptance), acceptance),
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
      world.changeOf('Acceptance', acceptanceView(stored), acceptanceView(acceptance), acceptance),
    );
    return acceptanceView(acceptance);
  },
};
