import { LinkType } from '../../src/api/schema.gen';
import type { Schemas } from '../contract';
import { badRequest, notFound } from '../errors';
import { countMailRequest } from '../mail-limits';
import {
  byName,
  inviteView,
  LINKS,
  linkName,
  linksOf,
  NODE_TYPES,
  ownNode,
  pendingInvites,
  PERMISSION_GROUPS,
  inviteFields,
  linkGroupsField,
  linkRootNodesField,
  removeLink,
  teamsOf,
} from '../organisation-records';
import { batchOf, foundOf, listOf } from '../record-handling';
import type { InviteRecord, LinkRecord } from '../state';
import { runBatch, signedIn, type Handlers } from './context';

export const handlers: Handlers = {
  listOrganisationLinks: listOf(LINKS),

  batchOrganisationLinks(context) {
    const me = signedIn(context);
    const { world } = context;
    const reachesMe = (link: Pick<LinkRecord, 'linkType' | 'teamUserID'>) =>
      world.usersOfLink(link).includes(me.userID);
    // "Self" is the signed-in admin's own way in: refused only when no other admin link of theirs would remain.
    const otherAdminWay = (orgId: string, except: string) =>
      world
        .linksReaching(me.userID)
        .some((l) => l.organisationID === orgId && l.isOrgAdmin && l.organisationUserLinkID !== except);
    return batchOf(LINKS, {
      idOf: (posted: Schemas['OrganisationUserLinkChange']) => posted.organisationUserLinkID,
      save({ owner: orgId, edited }, posted) {
        const { state } = world;
        if (posted.linkType === LinkType.User && !state.users[posted.teamUserID])
          throw badRequest('BadRequest_UserDoesNotExist');
        if (posted.linkType === LinkType.Team && !state.teams[posted.teamUserID])
          throw badRequest('BadRequest', `Team ${posted.teamUserID} does not exist`);
        const existing = edited(posted.organisationUserLinkID);
        if (
          existing?.isOrgAdmin &&
          !posted.isOrgAdmin &&
          reachesMe(existing) &&
          !otherAdminWay(orgId, existing.organisationUserLinkID)
        ) {
          throw badRequest('BadRequest_CannotDemoteSelf');
        }
        if (
          !existing &&
          linksOf(world, orgId).some((l) => l.linkType === posted.linkType && l.teamUserID === posted.teamUserID)
        ) {
          throw badRequest('BadRequest_UserHasAlreadyJoined');
        }
        const link: LinkRecord = {
          organisationUserLinkID: existing?.organisationUserLinkID ?? world.newId(),
          organisationID: orgId,
          linkType: posted.linkType,
          isOrgAdmin: posted.isOrgAdmin,
          teamUserID: posted.teamUserID,
          version: world.nextVersion(),
        };
        state.links[link.organisationUserLinkID] = link;
        const history = world.changeOf('OrganisationUserLink', existing ?? null, link);
        if (existing)
          world.audit(
            'OrganisationUpdated',
            me,
            orgId,
            `Access of ${linkName(world, link)} updated (administrator: ${link.isOrgAdmin ? 'yes' : 'no'})`,
            history,
          );
        else
          world.audit(
            'UserLinkedToOrganisation',
            me,
            orgId,
            `Access given to ${linkName(world, link)}${link.isOrgAdmin ? ' as administrator' : ''}`,
            history,
          );
        return world.linkView(link);
      },
      refuseDelete({ owner: orgId }, link) {
        if (reachesMe(link) && link.isOrgAdmin && !otherAdminWay(orgId, link.organisationUserLinkID))
          throw badRequest('BadRequest_CannotUnlinkSelfFromOrganisation');
      },
      // Its history ends with its permission groups and outlet restrictions, which go with it.
      deletes: (_call, link) => {
        const taken = { ...linkGroupsField(world, link), ...linkRootNodesField(world, link) };
        removeLink(world, link);
        return taken;
      },
      deleted: ({ owner }, link, _id, taken) =>
        world.audit(
          'OrganisationUpdated',
          me,
          owner,
          `Access of ${linkName(world, link)} removed`,
          world.changeOf('OrganisationUserLink', { ...link, ...taken }, null),
        ),
    })(context);
  },

  listOrganisationLinkAssignments({ world, params }) {
    const link = foundOf(world, LINKS, params.orgId, params.id);
    return Object.values(world.state.assignments).filter(
      (a) => a.organisationUserLinkID === link.organisationUserLinkID,
    );
  },

  batchOrganisationLinkAssignments({ world, me, params, body }) {
    const link = foundOf(world, LINKS, params.orgId, params.id);
    const { state } = world;
    const before = linkGroupsField(world, link);
    const result = runBatch(
      body,
      (posted) => {
        const group = foundOf(world, PERMISSION_GROUPS, params.orgId, posted.userPermissionGroupID);
        const already = Object.values(state.assignments).find(
          (a) =>
            a.organisationUserLinkID === link.organisationUserLinkID &&
            a.userPermissionGroupID === group.userPermissionGroupID,
        );
        if (already) return already;
        const id = world.newId();
        state.assignments[id] = {
          userPermissionGroupAssignmentID: id,
          organisationUserLinkID: link.organisationUserLinkID,
          userPermissionGroupID: group.userPermissionGroupID,
        };
        return state.assignments[id];
      },
      (id) => {
        const assignment = state.assignments[id];
        if (!assignment || assignment.organisationUserLinkID !== link.organisationUserLinkID)
          throw notFound('Assignment', id);
        delete state.assignments[id];
      },
    );
    world.audit(
      'OrganisationUpdated',
      me,
      params.orgId,
      `Permission groups of ${linkName(world, link)} changed`,
      world.changeOf('OrganisationUserLink', before, linkGroupsField(world, link), link),
    );
    return result;
  },

  listOrganisationLinkRootNodes({ world, params }) {
    const link = foundOf(world, LINKS, params.orgId, params.id);
    return world.state.rootNodes.filter((n) => n.organisationUserLinkID === link.organisationUserLinkID);
  },

  batchOrganisationLinkRootNodes({ world, me, params, body }) {
    const link = foundOf(world, LINKS, params.orgId, params.id);
    const { state } = world;
    const before = linkRootNodesField(world, link);
    const mine = (nodeID: string) =>
      state.rootNodes.find((n) => n.organisationUserLinkID === link.organisationUserLinkID && n.nodeID === nodeID);
    const result = runBatch(
      body,
      (posted) => {
        const node = ownNode(world, params.orgId, posted.nodeID);
        // A duplicate restriction is ignored (SPEC 4 "Link edit").
        const existing = mine(node.nodeID);
        if (existing) return existing;
        const record = {
          organisationUserLinkID: link.organisationUserLinkID,
          nodeID: node.nodeID,
          nodeType: NODE_TYPES[node.nodeType],
        };
        state.rootNodes.push(record);
        return record;
      },
      (nodeID) => {
        state.rootNodes = state.rootNodes.filter(
          (n) => !(n.organisationUserLinkID === link.organisationUserLinkID && n.nodeID === nodeID),
        );
      },
    );
    world.audit(
      'OrganisationUpdated',
      me,
      params.orgId,
      `Outlet restrictions of ${linkName(world, link)} changed`,
      world.changeOf('OrganisationUserLink', before, linkRootNodesField(world, link), link),
    );
    return result;
  },

  listOrganisationUserValues: ({ world, params }) =>
    world
      .usersOf(world.organisation(params.orgId).organisationID)
      .map((u) => ({ key: u.userID, value: world.displayName(u) }))
      .sort((a, b) => a.value.localeCompare(b.value)),

  listOrganisationAccessibleTeamValues({ world, params }) {
    // The organisation's own teams and those of the organisations above it, grouped by owner.
    return world.ancestorsOf(world.organisation(params.orgId).organisationID).flatMap((owner) =>
      teamsOf(world, owner.organisationID)
        .sort(byName)
        .map((t) => ({ key: t.teamID, value: t.name, group: owner.name })),
    );
  },

  listOrganisationInvites: ({ world, params }) =>
    pendingInvites(world, world.organisation(params.orgId).organisationID).map(inviteView),

  batchOrganisationInvites({ world, me, params, body }) {
    const orgId = world.organisation(params.orgId).organisationID;
    if (body.changes?.length)
      throw badRequest('BadRequest', 'Invitations are sent with sendinvite; this call only withdraws them');
    return runBatch(
      body,
      () => {
        throw badRequest('BadRequest');
      },
      (id) => {
        const invite = world.state.invites[id];
        if (!invite || invite.organisationID !== orgId) throw notFound('Invitation', id);
        delete world.state.invites[id];
        world.audit(
          'InvitationWithdrawn',
          me,
          orgId,
          `Invitation of ${invite.email} withdrawn`,
          world.changeOf('Invite', inviteFields(invite), null, invite),
        );
      },
    );
  },
  sendOrganisationInvite({ world, me, params, body }) {
    const organisation = world.organisation(params.orgId);
    const orgId = organisation.organisationID;
    const email = body.email.trim();
    const member = world.userByEmail(email);
    if (member && world.usersOf(orgId).some((u) => u.userID === member.userID))
      throw badRequest('BadRequest_UserHasAlreadyJoined');
    // Its groups, nodes and teams are the organisation's own: the contract's x-reference, checked before this runs.
    countMailRequest(world, 'invitation', { to: email, organisationID: orgId });
    // A new invitation to the same address replaces the one pending, whose history ends there.
    for (const pending of pendingInvites(world, orgId))
      if (pending.email.toLowerCase() === email.toLowerCase()) {
        delete world.state.invites[pending.organisationUserInviteID];
        world.audit(
          'InvitationWithdrawn',
          me,
          orgId,
          `Invitation of ${pending.email} replaced by a new one`,
          world.changeOf('Invite', inviteFields(pending), null, pending),
        );
      }
    const invite: InviteRecord = {
      organisationUserInviteID: world.newId(),
      organisationID: orgId,
      email,
      isOrgAdmin: body.isOrgAdmin,
      token: world.newToken(),
      expiryDateTimeUTC: world.daysFromNow(7),
      senderUserID: me?.userID ?? null,
      senderName: me ? world.displayName(me) : '',
      permissionGroupIDs: body.permissionGroupIDs ?? [],
      rootNodes: body.rootNodes ?? [],
      teamMembershipIDs: body.teamMembershipIDs ?? [],
    };
    world.state.invites[invite.organisationUserInviteID] = invite;
    world.mail({
      kind: 'invitation',
      organisationID: orgId,
      to: email,
      subject: `You are invited to join ${organisation.name}`,
      link: `/invitations/validate/${encodeURIComponent(invite.token)}/${encodeURIComponent(email)}`,
      token: invite.token,
    });
    world.audit(
      'InvitationSent',
      me,
      orgId,
      `Invitation sent to ${email}${body.isOrgAdmin ? ' (organisation administrator)' : ''}`,
      world.changeOf('Invite', null, inviteFields(invite), invite),
    );
    return inviteView(invite);
  },
};
