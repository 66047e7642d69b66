import { LinkType, OrganisationType, RootNodeType, SiteNodeType } from '../src/api/schema.gen';
import type { Schemas } from './contract';
import { badRequest } from './errors';
import { perOrganisation, type RecordKind } from './record-handling';
import type { InviteRecord, LinkRecord, PermissionGroupRecord, SiteNodeRecord, UserRecord } from './state';
import type { World } from './world';

/** What several areas read of an organisation's own records (teams, links, permission groups, invitations, nodes). */

export const TEMPLATE_TYPES: readonly OrganisationType[] = [
  OrganisationType.TemplatePublic,
  OrganisationType.TemplatePrivate,
  OrganisationType.ConfigurationDefaults,
];
export const NODE_TYPES: Record<SiteNodeType, RootNodeType> = {
  [SiteNodeType.OutletGroup]: RootNodeType.OutletGroup,
  [SiteNodeType.Outlet]: RootNodeType.Outlet,
  [SiteNodeType.Terminal]: RootNodeType.Terminal,
};

export const teamsOf = (world: World, orgId: string) => world.lists.where('teams', 'ownerOrganisationID', orgId);
export const membersOf = (world: World, teamID: string) => world.lists.where('teamMembers', 'teamID', teamID);
export const linksOf = (world: World, orgId: string) => world.lists.where('links', 'organisationID', orgId);
export const groupsOf = (world: World, orgId: string) => world.lists.where('permissionGroups', 'organisationID', orgId);
// One collator for every sort by name (localeCompare per comparison is several times slower on 10,000 names).
const names = new Intl.Collator();
export const byName = <T extends { name: string }>(a: T, b: T) => names.compare(a.name, b.name);

function groupView(world: World, group: PermissionGroupRecord): Schemas['PermissionGroup'] {
  const users = new Set<string>();
  if (group.organisationDefault) for (const user of world.usersOf(group.organisationID)) users.add(user.userID);
  else {
    for (const assignment of Object.values(world.state.assignments)) {
      if (assignment.userPermissionGroupID !== group.userPermissionGroupID) continue;
      const link = world.state.links[assignment.organisationUserLinkID];
      if (link) for (const id of world.usersOfLink(link)) users.add(id);
    }
  }
  const { organisationID: _org, ...view } = group;
  return { ...view, totalAssignedUsers: users.size };
}

/** An organisation's permission groups, by name, with how many users each reaches. */
export const PERMISSION_GROUPS: RecordKind<'permissionGroups', Schemas['PermissionGroup'], { orgId: string }> = {
  table: 'permissionGroups',
  what: 'Permission group',
  scope: perOrganisation((group) => group.organisationID, groupsOf),
  order: byName,
  view: groupView,
};

/** An organisation's links (its users and teams with access), in the table's order. */
export const LINKS: RecordKind<'links', Schemas['OrganisationUserLink'], { orgId: string }> = {
  table: 'links',
  what: 'Organisation link',
  scope: perOrganisation((link) => link.organisationID, linksOf),
  view: (world, link) => world.linkView(link),
};

export function inviteView(invite: World['state']['invites'][string]): Schemas['Invite'] {
  return {
    organisationUserInviteID: invite.organisationUserInviteID,
    email: invite.email,
    expiryDateTimeUTC: invite.expiryDateTimeUTC,
    senderName: invite.senderName,
    isOrgAdmin: invite.isOrgAdmin,
  };
}

export const pendingInvites = (world: World, orgId: string) =>
  world.recordsOf('invites').filter((i) => i.organisationID === orgId && i.expiryDateTimeUTC > world.nowIso());

/** A site node of the organisation, or BadRequest (restrictions and accounts point only at the organisation's own). */
export function ownNode(world: World, orgId: string, nodeID: string): SiteNodeRecord {
  const node = world.state.siteNodes[nodeID];
  if (!node || node.organisationID !== orgId)
    throw badRequest('BadRequest', `Site node ${nodeID} is not a node of this organisation`);
  return node;
}

/** Removes a link with its permission group assignments and outlet restrictions. */
export function removeLink(world: World, link: LinkRecord): void {
  const { state } = world;
  delete state.links[link.organisationUserLinkID];
  for (const [id, assignment] of Object.entries(state.assignments)) {
    if (assignment.organisationUserLinkID === link.organisationUserLinkID) delete state.assignments[id];
  }
  state.rootNodes = state.rootNodes.filter((node) => node.organisationUserLinkID !== link.organisationUserLinkID);
}

/**
 * Removes a link that goes with a record deleted (`why`: "user deleted"), and ends the link's history as its own
 * delete does: its fields, permission groups and outlet restrictions, all gone. Called while the link's user or team
 * is still there, so the entry names them.
 */
export function removeLinkWithRecord(world: World, me: UserRecord | null, link: LinkRecord, why: string): void {
  const taken = { ...linkGroupsField(world, link), ...linkRootNodesField(world, link) };
  const name = linkName(world, link);
  removeLink(world, link);
  world.audit(
    'OrganisationUpdated',
    me,
    link.organisationID,
    `Access of ${name} removed (${why})`,
    world.changeOf('OrganisationUserLink', { ...link, ...taken }, null),
  );
}

/** A link as the audit log names it: the team's name, or the user's email (or label). */
export function linkName(world: World, link: Pick<LinkRecord, 'linkType' | 'teamUserID'>): string {
  if (link.linkType === LinkType.Team) return `team ${world.state.teams[link.teamUserID]?.name ?? link.teamUserID}`;
  const user = world.state.users[link.teamUserID];
  return user ? `user ${user.email?.trim() || world.userLabel(user)}` : `user ${link.teamUserID}`;
}

/**
 * A team's members as its history names them (the team's `members` field): each user's id and name, by name, so an
 * entry reads who joined or left.
 */
export function teamMembersField(world: World, teamID: string): { members: { userID: string; userName: string }[] } {
  const members = membersOf(world, teamID).map((member) => {
    const user = world.state.users[member.userID];
    return { userID: member.userID, userName: user ? world.userLabel(user) : member.userID };
  });
  return { members: members.sort((a, b) => a.userName.localeCompare(b.userName) || a.userID.localeCompare(b.userID)) };
}

/** A link's permission groups as its history names them (`permissionGroups`): each group's id and name, by name. */
export function linkGroupsField(world: World, link: LinkRecord) {
  const groups = Object.values(world.state.assignments)
    .filter((a) => a.organisationUserLinkID === link.organisationUserLinkID)
    .map((a) => ({
      userPermissionGroupID: a.userPermissionGroupID,
      name: world.state.permissionGroups[a.userPermissionGroupID]?.name ?? '',
    }));
  return { permissionGroups: groups.sort((a, b) => a.name.localeCompare(b.name)) };
}

/** A link's outlet restrictions as its history names them (`rootNodes`): each node's id, type and name, by name. */
export function linkRootNodesField(world: World, link: LinkRecord) {
  const nodes = world.state.rootNodes
    .filter((n) => n.organisationUserLinkID === link.organisationUserLinkID)
    .map((n) => ({ nodeID: n.nodeID, nodeType: n.nodeType, name: world.state.siteNodes[n.nodeID]?.name ?? '' }));
  return { rootNodes: nodes.sort((a, b) => a.name.localeCompare(b.name)) };
}

/** An invitation as its history names it: every field but its token (the mail's secret, never in a history). */
export const inviteFields = ({ token: _token, ...invite }: InviteRecord) => invite;
