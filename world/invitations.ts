import { LinkType } from '../src/api/schema.gen';
import { badRequest, WorldError } from './errors';
import { inviteFields, linkGroupsField, linkRootNodesField, teamMembersField } from './organisation-records';
import type { InviteRecord, UserRecord } from './state';
import type { World } from './world';

/** The invitation of an emailed link, if it can still be used (SPEC 8's invitation codes otherwise). */
export function usableInvite(world: World, token: string, email: string): InviteRecord {
  const invite = world.recordsOf('invites').find((candidate) => candidate.token === token);
  if (!invite) throw new WorldError(404, 'NotFound_InvitationExpiredOrMissing');
  if (invite.expiryDateTimeUTC <= world.nowIso()) throw badRequest('BadRequest_InvitationExpired');
  if (invite.email.toLowerCase() !== email.trim().toLowerCase())
    throw badRequest('BadRequest_InvitationHasInvalidParameters');
  return invite;
}

/** What accepting grants: a user link with its admin flag, and the groups, nodes and teams still the org's own. */
export function joinByInvitation(world: World, user: UserRecord, invite: InviteRecord): void {
  const { state } = world;
  const own = (organisationID: string | undefined) => organisationID === invite.organisationID;
  const linkId = world.newId();
  state.links[linkId] = {
    organisationUserLinkID: linkId,
    organisationID: invite.organisationID,
    linkType: LinkType.User,
    isOrgAdmin: invite.isOrgAdmin,
    teamUserID: user.userID,
    version: world.nextVersion(),
  };
  for (const groupId of invite.permissionGroupIDs) {
    if (!own(state.permissionGroups[groupId]?.organisationID)) continue;
    const id = world.newId();
    state.assignments[id] = {
      userPermissionGroupAssignmentID: id,
      organisationUserLinkID: linkId,
      userPermissionGroupID: groupId,
    };
  }
  for (const node of invite.rootNodes) {
    if (!own(state.siteNodes[node.nodeID]?.organisationID)) continue;
    state.rootNodes.push({ organisationUserLinkID: linkId, nodeID: node.nodeID, nodeType: node.nodeType });
  }
  const teamsBefore = new Map<string, ReturnType<typeof teamMembersField>>();
  for (const teamID of invite.teamMembershipIDs) {
    if (!own(state.teams[teamID]?.ownerOrganisationID) || teamsBefore.has(teamID)) continue;
    teamsBefore.set(teamID, teamMembersField(world, teamID));
    const id = world.newId();
    state.teamMembers[id] = { teamUserLinkID: id, teamID, userID: user.userID, version: world.nextVersion() };
  }
  delete state.invites[invite.organisationUserInviteID];
  const organisation = state.organisations[invite.organisationID];
  const link = state.links[linkId];
  // The link's history starts with what the invitation granted; the invitation's ends, accepted.
  world.audit(
    'UserLinkedToOrganisation',
    user,
    invite.organisationID,
    `User ${invite.email} linked to ${organisation?.name ?? 'the organisation'} by accepting an invitation`,
    link &&
      world.changeOf('OrganisationUserLink', null, {
        ...link,
        ...linkGroupsField(world, link),
        ...linkRootNodesField(world, link),
      }),
  );
  world.audit(
    'UserLinkedToOrganisation',
    user,
    invite.organisationID,
    `Invitation of ${invite.email} accepted`,
    world.changeOf('Invite', inviteFields(invite), null, invite),
  );
  for (const [teamID, before] of teamsBefore) {
    const team = state.teams[teamID];
    if (team)
      world.audit(
        'OrganisationUpdated',
        user,
        invite.organisationID,
        `${world.userLabel(user)} added to team ${team.name} by accepting an invitation`,
        world.changeOf('Team', before, teamMembersField(world, teamID), team),
      );
  }
}
