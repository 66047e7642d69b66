import {
  LinkType,
  OrganisationType,
  PermissionId,
  ServiceAccountType,
  SiteNodeType,
  RootNodeType,
} from '../../src/api/schema.gen';
import type { Schemas } from '../contract';
import { badRequest, conflictOf, notFound, refuseConflicts } from '../errors';
import { countMailRequest } from '../mail-limits';
import { organisationTypeNameFrom } from '../rules';
import type {
  LinkRecord,
  OrganisationRecord,
  PermissionGroupRecord,
  ServiceAccountRecord,
  TeamMemberRecord,
  TeamRecord,
} from '../state';
import type { World } from '../world';
import { isNewId, runBatch, runVersionedBatch, signedIn, type Handlers } from './context';

/** The only permissions an Integration Server service account may carry (SPEC 2.5). */
const INTEGRATION_PERMISSIONS: readonly PermissionId[] = [
  PermissionId.DataExtractionService_Templates,
  PermissionId.PartnerServices_Config,
  PermissionId.PartnerServices_Sales,
];
const TEMPLATE_TYPES: readonly OrganisationType[] = [
  OrganisationType.TemplatePublic,
  OrganisationType.TemplatePrivate,
  OrganisationType.ConfigurationDefaults,
];
const NODE_TYPES: Record<SiteNodeType, RootNodeType> = {
  [SiteNodeType.OutletGroup]: RootNodeType.OutletGroup,
  [SiteNodeType.Outlet]: RootNodeType.Outlet,
  [SiteNodeType.Terminal]: RootNodeType.Terminal,
};

const teamsOf = (world: World, orgId: string) => world.lists.where('teams', 'ownerOrganisationID', orgId);
const membersOf = (world: World, teamID: string) => world.lists.where('teamMembers', 'teamID', teamID);
const linksOf = (world: World, orgId: string) => world.lists.where('links', 'organisationID', orgId);
const groupsOf = (world: World, orgId: string) => world.lists.where('permissionGroups', 'organisationID', orgId);
// One collator for every sort by name (localeCompare per comparison is several times slower on 10,000 names).
const names = new Intl.Collator();
const byName = <T extends { name: string }>(a: T, b: T) => names.compare(a.name, b.name);

function teamView(world: World, team: TeamRecord): Schemas['Team'] {
  return { ...team, totalMembers: membersOf(world, team.teamID).length };
}

/** A record of the organisation in the URL, or 404 (a record of another organisation is not found either). */
function ownRecord<T extends object>(
  record: T | undefined,
  orgId: string,
  owner: (r: T) => string,
  what: string,
  id: string,
): T {
  if (!record || owner(record) !== orgId) throw notFound(what, id);
  return record;
}

/** A record of the organisation in the URL, or undefined (a record of another organisation is not found either). */
const ownOrNone = <T extends object>(record: T | undefined, orgId: string, owner: (r: T) => string): T | undefined =>
  record && owner(record) === orgId ? record : undefined;

/** The record a batch change edits (its id), or undefined for a new one (no id, or the all-zero id). */
function editedRecord<T extends object>(
  table: Record<string, T>,
  id: string | undefined,
  orgId: string,
  owner: (r: T) => string,
  what: string,
): T | undefined {
  return isNewId(id) ? undefined : ownRecord(table[id ?? ''], orgId, owner, what, id ?? '');
}

function memberView(world: World, member: TeamMemberRecord): Schemas['TeamMember'] {
  const user = world.state.users[member.userID];
  return { ...member, userName: user ? world.displayName(user) : '' };
}

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

function profileView(organisation: OrganisationRecord): Schemas['OrganisationProfile'] {
  return { version: organisation.version, organisationID: organisation.organisationID, name: organisation.name };
}

function siteNodeName(world: World, nodeID: string | null | undefined): string | null {
  return nodeID ? (world.state.siteNodes[nodeID]?.name ?? null) : null;
}

function accountView(world: World, account: ServiceAccountRecord): Schemas['ServiceAccount'] {
  const { organisationID: _org, ...view } = account;
  return { ...view, rootNodeName: siteNodeName(world, account.rootNodeID) };
}

function inviteView(invite: World['state']['invites'][string]): Schemas['Invite'] {
  return {
    organisationUserInviteID: invite.organisationUserInviteID,
    email: invite.email,
    expiryDateTimeUTC: invite.expiryDateTimeUTC,
    senderName: invite.senderName,
    isOrgAdmin: invite.isOrgAdmin,
  };
}

const pendingInvites = (world: World, orgId: string) =>
  world.recordsOf('invites').filter((i) => i.organisationID === orgId && i.expiryDateTimeUTC > world.nowIso());

/** A site node of the organisation, or BadRequest (restrictions and accounts point only at the organisation's own). */
function ownNode(world: World, orgId: string, nodeID: string) {
  const node = world.state.siteNodes[nodeID];
  if (!node || node.organisationID !== orgId)
    throw badRequest('BadRequest', `Site node ${nodeID} is not a node of this organisation`);
  return node;
}

function removeLink(world: World, link: LinkRecord): void {
  const { state } = world;
  delete state.links[link.organisationUserLinkID];
  for (const [id, assignment] of Object.entries(state.assignments)) {
    if (assignment.organisationUserLinkID === link.organisationUserLinkID) delete state.assignments[id];
  }
  state.rootNodes = state.rootNodes.filter((node) => node.organisationUserLinkID !== link.organisationUserLinkID);
}

function removeTeam(world: World, team: TeamRecord): void {
  const { state } = world;
  delete state.teams[team.teamID];
  for (const [id, member] of Object.entries(state.teamMembers))
    if (member.teamID === team.teamID) delete state.teamMembers[id];
  for (const link of Object.values(state.links))
    if (link.linkType === LinkType.Team && link.teamUserID === team.teamID) removeLink(world, link);
}

function linkName(world: World, link: Pick<LinkRecord, 'linkType' | 'teamUserID'>): string {
  if (link.linkType === LinkType.Team) return `team ${world.state.teams[link.teamUserID]?.name ?? link.teamUserID}`;
  const user = world.state.users[link.teamUserID];
  return user ? `user ${user.email?.trim() || world.userLabel(user)}` : `user ${link.teamUserID}`;
}

export const organisationHandlers: Handlers = {
  getOrganisationSummary({ world, params, query }) {
    const organisation = world.organisation(params.orgId);
    const orgId = organisation.organisationID;
    // The contract's optional `childLimit` (Prism has checked it): the first so many children by name.
    const childLimit = query.childLimit === undefined ? Infinity : Number(query.childLimit);
    return {
      organisationID: orgId,
      rootOrganisation: !organisation.parentOrganisationID,
      teams: teamsOf(world, orgId)
        .sort(byName)
        .map((t) => ({ teamID: t.teamID, name: t.name, totalMembers: membersOf(world, t.teamID).length })),
      links: linksOf(world, orgId).map((l) => world.linkView(l)),
      childOrganisations: world
        .childrenOf(orgId)
        .sort(byName)
        .slice(0, childLimit)
        .map((o) => ({ organisationID: o.organisationID, organisationName: o.name, active: o.active })),
      totalPermissionGroups: groupsOf(world, orgId).length,
      pendingInvitations: pendingInvites(world, orgId).map((i) => ({
        organisationUserInviteID: i.organisationUserInviteID,
        email: i.email,
      })),
      serviceAccounts: world.lists
        .where('serviceAccounts', 'organisationID', orgId)
        .sort(byName)
        .map((a) => ({ serviceAccountID: a.serviceAccountID, name: a.name, serviceAccountType: a.serviceAccountType })),
    };
  },

  getOrganisationProfile: ({ world, params }) => profileView(world.organisation(params.orgId)),

  saveOrganisationProfile({ world, me, params, body }) {
    // The profile is the organisation itself: its version is the organisation's.
    const stored = world.state.organisations[params.orgId];
    refuseConflicts([conflictOf(params.orgId, body.version, stored && profileView(stored))]);
    const organisation = world.organisation(params.orgId);
    const name = body.name.trim();
    if (!name) throw badRequest('BadRequest', 'An organisation needs a name');
    const saved: OrganisationRecord = { ...organisation, name, version: world.nextVersion() };
    world.state.organisations[saved.organisationID] = saved;
    world.audit(
      'OrganisationUpdated',
      me,
      saved.organisationID,
      `Organisation profile saved: name ${organisation.name} -> ${name}`,
    );
    return profileView(saved);
  },

  listOrganisationSiteNodes({ world, params }) {
    world.organisation(params.orgId);
    return Object.values(world.state.siteNodes)
      .filter((n) => n.organisationID === params.orgId)
      .map(({ organisationID: _org, ...node }) => node);
  },

  listOrganisationPermissionGroupLookup: ({ world, params }) =>
    groupsOf(world, world.organisation(params.orgId).organisationID)
      .sort(byName)
      .map((g) => groupView(world, g)),

  listUserPermissionGroups: ({ world, params }) =>
    groupsOf(world, world.organisation(params.orgId).organisationID)
      .sort(byName)
      .map((g) => groupView(world, g)),

  getUserPermissionGroup: ({ world, params }) =>
    groupView(
      world,
      ownRecord(
        world.state.permissionGroups[params.id],
        params.orgId,
        (g) => g.organisationID,
        'Permission group',
        params.id,
      ),
    ),

  batchUserPermissionGroups({ world, me, params, body }) {
    const orgId = world.organisation(params.orgId).organisationID;
    const { state } = world;
    return runVersionedBatch(
      body,
      {
        idOf: (posted) => posted.userPermissionGroupID,
        current: (id) => {
          const group = ownOrNone(state.permissionGroups[id], orgId, (g) => g.organisationID);
          return group && groupView(world, group);
        },
      },
      (posted) => {
        const name = posted.name.trim();
        if (!name) throw badRequest('BadRequest', 'A permission group needs a name');
        const existing = editedRecord(
          state.permissionGroups,
          posted.userPermissionGroupID,
          orgId,
          (g) => g.organisationID,
          'Permission group',
        );
        const group: PermissionGroupRecord = {
          userPermissionGroupID: existing?.userPermissionGroupID ?? world.newId(),
          organisationID: orgId,
          name,
          organisationDefault: posted.organisationDefault ?? false,
          permissions: posted.permissions ?? existing?.permissions ?? [],
          version: world.nextVersion(),
        };
        state.permissionGroups[group.userPermissionGroupID] = group;
        world.audit('OrganisationUpdated', me, orgId, `Permission group ${name} ${existing ? 'updated' : 'created'}`);
        return groupView(world, group);
      },
      (id) => {
        const group = ownRecord(state.permissionGroups[id], orgId, (g) => g.organisationID, 'Permission group', id);
        // The contract has no code for a group in use: its assignments go with it.
        delete state.permissionGroups[id];
        for (const [assignmentId, a] of Object.entries(state.assignments))
          if (a.userPermissionGroupID === id) delete state.assignments[assignmentId];
        world.audit('OrganisationUpdated', me, orgId, `Permission group ${group.name} deleted`);
      },
    );
  },

  listOrganisationLinks: ({ world, params }) =>
    linksOf(world, world.organisation(params.orgId).organisationID).map((l) => world.linkView(l)),

  batchOrganisationLinks(context) {
    const { world, params, body } = context;
    const me = signedIn(context);
    const orgId = world.organisation(params.orgId).organisationID;
    const { state } = world;
    const reachesMe = (link: Pick<LinkRecord, 'linkType' | 'teamUserID'>) =>
      world.usersOfLink(link).includes(me.userID);
    // "Self" is the signed-in admin's own way in: refused only when no other admin link of theirs would remain.
    const otherAdminWay = (except: string) =>
      world
        .linksReaching(me.userID)
        .some((l) => l.organisationID === orgId && l.isOrgAdmin && l.organisationUserLinkID !== except);
    return runVersionedBatch(
      body,
      {
        idOf: (posted) => posted.organisationUserLinkID,
        current: (id) => {
          const link = ownOrNone(state.links[id], orgId, (l) => l.organisationID);
          return link && world.linkView(link);
        },
      },
      (posted) => {
        if (posted.linkType === LinkType.User && !state.users[posted.teamUserID])
          throw badRequest('BadRequest_UserDoesNotExist');
        if (posted.linkType === LinkType.Team && !state.teams[posted.teamUserID])
          throw badRequest('BadRequest', `Team ${posted.teamUserID} does not exist`);
        const existing = editedRecord(
          state.links,
          posted.organisationUserLinkID,
          orgId,
          (l) => l.organisationID,
          'Organisation link',
        );
        if (
          existing?.isOrgAdmin &&
          !posted.isOrgAdmin &&
          reachesMe(existing) &&
          !otherAdminWay(existing.organisationUserLinkID)
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
        if (existing)
          world.audit(
            'OrganisationUpdated',
            me,
            orgId,
            `Access of ${linkName(world, link)} updated (administrator: ${link.isOrgAdmin ? 'yes' : 'no'})`,
          );
        else
          world.audit(
            'UserLinkedToOrganisation',
            me,
            orgId,
            `Access given to ${linkName(world, link)}${link.isOrgAdmin ? ' as administrator' : ''}`,
          );
        return world.linkView(link);
      },
      (id) => {
        const link = ownRecord(state.links[id], orgId, (l) => l.organisationID, 'Organisation link', id);
        if (reachesMe(link) && link.isOrgAdmin && !otherAdminWay(id))
          throw badRequest('BadRequest_CannotUnlinkSelfFromOrganisation');
        removeLink(world, link);
        world.audit('OrganisationUpdated', me, orgId, `Access of ${linkName(world, link)} removed`);
      },
    );
  },

  listOrganisationLinkAssignments({ world, params }) {
    const link = ownRecord(
      world.state.links[params.id],
      params.orgId,
      (l) => l.organisationID,
      'Organisation link',
      params.id,
    );
    return Object.values(world.state.assignments).filter(
      (a) => a.organisationUserLinkID === link.organisationUserLinkID,
    );
  },

  batchOrganisationLinkAssignments({ world, me, params, body }) {
    const link = ownRecord(
      world.state.links[params.id],
      params.orgId,
      (l) => l.organisationID,
      'Organisation link',
      params.id,
    );
    const { state } = world;
    const result = runBatch(
      body,
      (posted) => {
        const group = ownRecord(
          state.permissionGroups[posted.userPermissionGroupID],
          params.orgId,
          (g) => g.organisationID,
          'Permission group',
          posted.userPermissionGroupID,
        );
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
    world.audit('OrganisationUpdated', me, params.orgId, `Permission groups of ${linkName(world, link)} changed`);
    return result;
  },

  listOrganisationLinkRootNodes({ world, params }) {
    const link = ownRecord(
      world.state.links[params.id],
      params.orgId,
      (l) => l.organisationID,
      'Organisation link',
      params.id,
    );
    return world.state.rootNodes.filter((n) => n.organisationUserLinkID === link.organisationUserLinkID);
  },

  batchOrganisationLinkRootNodes({ world, me, params, body }) {
    const link = ownRecord(
      world.state.links[params.id],
      params.orgId,
      (l) => l.organisationID,
      'Organisation link',
      params.id,
    );
    const { state } = world;
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
    world.audit('OrganisationUpdated', me, params.orgId, `Outlet restrictions of ${linkName(world, link)} changed`);
    return result;
  },

  listOrganisationTeams: ({ world, params }) =>
    teamsOf(world, world.organisation(params.orgId).organisationID)
      .sort(byName)
      .map((t) => teamView(world, t)),

  getOrganisationTeam: ({ world, params }) =>
    teamView(
      world,
      ownRecord(world.state.teams[params.id], params.orgId, (t) => t.ownerOrganisationID, 'Team', params.id),
    ),

  batchOrganisationTeams({ world, me, params, body }) {
    const orgId = world.organisation(params.orgId).organisationID;
    const { state } = world;
    return runVersionedBatch(
      body,
      {
        idOf: (posted) => posted.teamID,
        current: (id) => {
          const team = ownOrNone(state.teams[id], orgId, (t) => t.ownerOrganisationID);
          return team && teamView(world, team);
        },
      },
      (posted) => {
        const name = posted.name.trim();
        if (!name) throw badRequest('BadRequest', 'A team needs a name');
        const existing = editedRecord(state.teams, posted.teamID, orgId, (t) => t.ownerOrganisationID, 'Team');
        const team: TeamRecord = {
          teamID: existing?.teamID ?? world.newId(),
          name,
          ownerOrganisationID: orgId,
          version: world.nextVersion(),
        };
        state.teams[team.teamID] = team;
        world.audit(
          'OrganisationUpdated',
          me,
          orgId,
          existing && existing.name !== name
            ? `Team ${existing.name} renamed to ${name}`
            : `Team ${name} ${existing ? 'saved' : 'created'}`,
        );
        return teamView(world, team);
      },
      (id) => {
        const team = ownRecord(state.teams[id], orgId, (t) => t.ownerOrganisationID, 'Team', id);
        removeTeam(world, team);
        world.audit('OrganisationUpdated', me, orgId, `Team ${team.name} deleted`);
      },
    );
  },

  listOrganisationTeamMembers({ world, params }) {
    const team = ownRecord(world.state.teams[params.id], params.orgId, (t) => t.ownerOrganisationID, 'Team', params.id);
    return membersOf(world, team.teamID).map((m) => memberView(world, m));
  },

  batchOrganisationTeamMembers({ world, me, params, body }) {
    const team = ownRecord(world.state.teams[params.id], params.orgId, (t) => t.ownerOrganisationID, 'Team', params.id);
    const { state } = world;
    const result = runVersionedBatch(
      body,
      {
        idOf: (posted) => posted.teamUserLinkID,
        current: (id) => {
          const member = ownOrNone(state.teamMembers[id], team.teamID, (m) => m.teamID);
          return member && memberView(world, member);
        },
      },
      (posted) => {
        const user = state.users[posted.userID];
        if (!user) throw badRequest('BadRequest_UserDoesNotExist');
        const existing = membersOf(world, team.teamID).find((m) => m.userID === user.userID);
        const member: TeamMemberRecord = {
          ...(existing ?? { teamUserLinkID: world.newId(), teamID: team.teamID, userID: user.userID }),
          version: world.nextVersion(),
        };
        state.teamMembers[member.teamUserLinkID] = member;
        if (!existing)
          world.audit('OrganisationUpdated', me, params.orgId, `${world.userLabel(user)} added to team ${team.name}`);
        return memberView(world, member);
      },
      (id) => {
        const member = state.teamMembers[id];
        if (!member || member.teamID !== team.teamID) throw notFound('Team member', id);
        delete state.teamMembers[id];
        const user = state.users[member.userID];
        world.audit(
          'OrganisationUpdated',
          me,
          params.orgId,
          `${user ? world.userLabel(user) : member.userID} removed from team ${team.name}`,
        );
      },
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

  listOrganisationConfigTemplateOrgs({ world, params }) {
    const ancestors = new Set(
      world.ancestorsOf(world.organisation(params.orgId).organisationID).map((o) => o.organisationID),
    );
    return Object.values(world.state.organisations)
      .filter(
        (o) =>
          TEMPLATE_TYPES.includes(o.organisationType) &&
          o.organisationID !== params.orgId &&
          // A private template is offered below the organisation that owns it.
          (o.organisationType !== OrganisationType.TemplatePrivate || ancestors.has(o.parentOrganisationID ?? '')),
      )
      .sort((a, b) => a.organisationType - b.organisationType || byName(a, b))
      .map((o) => ({
        key: o.organisationCode,
        value: o.name,
        group: organisationTypeNameFrom(world.settings.organisationTypeNames, o.organisationType),
      }));
  },

  listOrganisationServiceAccounts: ({ world, params }) =>
    Object.values(world.state.serviceAccounts)
      .filter((a) => a.organisationID === world.organisation(params.orgId).organisationID)
      .sort(byName)
      .map((a) => accountView(world, a)),

  getOrganisationServiceAccount: ({ world, params }) =>
    accountView(
      world,
      ownRecord(
        world.state.serviceAccounts[params.id],
        params.orgId,
        (a) => a.organisationID,
        'Service account',
        params.id,
      ),
    ),

  batchOrganisationServiceAccounts({ world, me, params, body }) {
    const orgId = world.organisation(params.orgId).organisationID;
    const { state } = world;
    return runVersionedBatch(
      body,
      {
        idOf: (posted) => posted.serviceAccountID,
        current: (id) => {
          const account = ownOrNone(state.serviceAccounts[id], orgId, (a) => a.organisationID);
          return account && accountView(world, account);
        },
      },
      (posted) => {
        const name = posted.name.trim();
        if (!name) throw badRequest('BadRequest', 'A service account needs a name');
        const existing = editedRecord(
          state.serviceAccounts,
          posted.serviceAccountID,
          orgId,
          (a) => a.organisationID,
          'Service account',
        );
        const node = posted.rootNodeID ? ownNode(world, orgId, posted.rootNodeID) : null;
        const permissions =
          posted.serviceAccountType === ServiceAccountType.IntegrationServer
            ? (posted.integrationServerPermissions ?? [])
            : [];
        if (permissions.some((p) => !INTEGRATION_PERMISSIONS.includes(p))) {
          throw badRequest(
            'BadRequest',
            'An Integration Server account may only carry DataExtractionService_Templates, PartnerServices_Config and PartnerServices_Sales',
          );
        }
        const account: ServiceAccountRecord = {
          serviceAccountID: existing?.serviceAccountID ?? world.newId(),
          organisationID: orgId,
          name,
          serviceAccountType: posted.serviceAccountType,
          rootNodeID: node?.nodeID ?? null,
          rootNodeType: node ? NODE_TYPES[node.nodeType] : null,
          integrationServerPermissions: [...new Set(permissions)],
          version: world.nextVersion(),
        };
        state.serviceAccounts[account.serviceAccountID] = account;
        world.audit('OrganisationUpdated', me, orgId, `Service account ${name} ${existing ? 'updated' : 'created'}`);
        return accountView(world, account);
      },
      (id) => {
        const account = ownRecord(state.serviceAccounts[id], orgId, (a) => a.organisationID, 'Service account', id);
        delete state.serviceAccounts[id];
        world.audit('OrganisationUpdated', me, orgId, `Service account ${account.name} deleted`);
      },
    );
  },

  resetOrganisationServiceAccountPassword({ world, me, params }) {
    const account = ownRecord(
      world.state.serviceAccounts[params.id],
      params.orgId,
      (a) => a.organisationID,
      'Service account',
      params.id,
    );
    world.audit('ServiceAccountPasswordReset', me, params.orgId, `Password of service account ${account.name} reset`);
    return { generatedPassword: `${world.newToken()}#7a` };
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
        const invite = ownRecord(world.state.invites[id], orgId, (i) => i.organisationID, 'Invitation', id);
        delete world.state.invites[id];
        world.audit('InvitationWithdrawn', me, orgId, `Invitation of ${invite.email} withdrawn`);
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
    // A new invitation to the same address replaces the one pending.
    for (const pending of pendingInvites(world, orgId))
      if (pending.email.toLowerCase() === email.toLowerCase())
        delete world.state.invites[pending.organisationUserInviteID];
    const invite = {
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
    );
    return inviteView(invite);
  },
};
