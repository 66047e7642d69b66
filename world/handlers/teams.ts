import { LinkType } from '../../src/api/schema.gen';
import type { Schemas } from '../contract';
import { badRequest } from '../errors';
import { byName, membersOf, removeLinkWithRecord, teamMembersField, teamsOf } from '../organisation-records';
import { batchOf, foundOf, getOf, listOf, perOrganisation, type RecordKind } from '../record-handling';
import type { TeamMemberRecord, TeamRecord, UserRecord } from '../state';
import type { World } from '../world';
import type { Handlers } from './context';

/** An organisation's teams, by name, with how many members each has. */
const TEAMS: RecordKind<'teams', Schemas['Team'], { orgId: string }> = {
  table: 'teams',
  what: 'Team',
  scope: perOrganisation((team) => team.ownerOrganisationID, teamsOf),
  order: byName,
  view: (world, team) => ({ ...team, totalMembers: membersOf(world, team.teamID).length }),
};

/** The team the path names, of the path's organisation (unchecked: a team of another one is not found). */
const teamOf = (world: World, params: { orgId: string; id: string }) => foundOf(world, TEAMS, params.orgId, params.id);

/** A team's members (its links to users), with each user's name; kept per team. */
const TEAM_MEMBERS: RecordKind<'teamMembers', Schemas['TeamMember'], { orgId: string; id: string }> = {
  table: 'teamMembers',
  what: 'Team member',
  scope: {
    named: (params) => params.id,
    of: (world, params) => teamOf(world, params).teamID,
    owner: (member) => member.teamID,
    records: membersOf,
  },
  view: (world, member) => {
    const user = world.state.users[member.userID];
    return { ...member, userName: user ? world.displayName(user) : '' };
  },
};

/** Removes a team with its members and the links that give it access (each link's history ends with an entry). */
function removeTeam(world: World, me: UserRecord | null, team: TeamRecord): void {
  const { state } = world;
  for (const link of Object.values(state.links))
    if (link.linkType === LinkType.Team && link.teamUserID === team.teamID)
      removeLinkWithRecord(world, me, link, 'team deleted');
  delete state.teams[team.teamID];
  for (const [id, member] of Object.entries(state.teamMembers))
    if (member.teamID === team.teamID) delete state.teamMembers[id];
}

export const handlers: Handlers = {
  listOrganisationTeams: listOf(TEAMS),

  getOrganisationTeam: getOf(TEAMS),

  batchOrganisationTeams: batchOf(TEAMS, {
    idOf: (posted) => posted.teamID,
    save({ world, me, owner, edited }, posted) {
      const name = posted.name.trim();
      if (!name) throw badRequest('BadRequest', 'A team needs a name');
      const existing = edited(posted.teamID);
      const team: TeamRecord = {
        teamID: existing?.teamID ?? world.newId(),
        name,
        ownerOrganisationID: owner,
        version: world.nextVersion(),
      };
      world.state.teams[team.teamID] = team;
      world.audit(
        'OrganisationUpdated',
        me,
        owner,
        existing && existing.name !== name
          ? `Team ${existing.name} renamed to ${name}`
          : `Team ${name} ${existing ? 'saved' : 'created'}`,
        world.changeOf('Team', existing ?? null, team),
      );
      return TEAMS.view(world, team);
    },
    // The team's history ends with its fields and its members, all gone.
    deletes: ({ world, me }, team) => {
      const members = teamMembersField(world, team.teamID);
      removeTeam(world, me, team);
      return members;
    },
    deleted: ({ world, me, owner }, team, _id, members) =>
      world.audit(
        'OrganisationUpdated',
        me,
        owner,
        `Team ${team.name} deleted`,
        world.changeOf('Team', { ...team, ...members }, null),
      ),
  }),

  listOrganisationTeamMembers: listOf(TEAM_MEMBERS),

  batchOrganisationTeamMembers: batchOf(TEAM_MEMBERS, {
    idOf: (posted) => posted.teamUserLinkID,
    save({ world, me, params, owner }, posted) {
      const user = world.state.users[posted.userID];
      if (!user) throw badRequest('BadRequest_UserDoesNotExist');
      const existing = membersOf(world, owner).find((m) => m.userID === user.userID);
      const before = existing ? undefined : teamMembersField(world, owner);
      const member: TeamMemberRecord = {
        ...(existing ?? { teamUserLinkID: world.newId(), teamID: owner, userID: user.userID }),
        version: world.nextVersion(),
      };
      world.state.teamMembers[member.teamUserLinkID] = member;
      if (before) {
        const team = teamOf(world, params);
        world.audit(
          'OrganisationUpdated',
          me,
          params.orgId,
          `${world.userLabel(user)} added to team ${team.name}`,
          world.changeOf('Team', before, teamMembersField(world, owner), team),
        );
      }
      return TEAM_MEMBERS.view(world, member);
    },
    // The team's history: its members before (with the one removed) and after.
    deletes({ world, owner }, _member, id) {
      const before = teamMembersField(world, owner);
      delete world.state.teamMembers[id];
      return before;
    },
    deleted({ world, me, params, owner }, member, _id, before) {
      const user = world.state.users[member.userID];
      const team = teamOf(world, params);
      world.audit(
        'OrganisationUpdated',
        me,
        params.orgId,
        `${user ? world.userLabel(user) : member.userID} removed from team ${team.name}`,
        world.changeOf('Team', before, teamMembersField(world, owner), team),
      );
    },
  }),
};
