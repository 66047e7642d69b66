import { HealthNodeType, SiteNodeType } from '../../src/api/schema.gen';
import type { Schemas } from '../contract';
import { authorisedPackageId } from '../packages';
import type { SiteNodeRecord } from '../state';
import type { World } from '../world';
import type { Handlers } from './context';

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

export const handlers: Handlers = {
  systemHealthGetTree: ({ world, params }) => healthTree(world, params.orgId),
};
