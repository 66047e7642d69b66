import { EntityLookupType, LinkType, SiteNodeType } from '../../src/api/schema.gen';
import type { Schemas } from '../contract';
import type { World } from '../world';
import type { Handlers } from './context';

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

export const handlers: Handlers = {
  filterEntityLookupUnscoped: ({ world, query }) => entityLookup(world, query.filter),
};
