import type { MessageKey } from '#/lib/messages/catalogues';
import { teamMemberKey } from '#/lib/record-keys';
import type { TeamChange, TeamMember, TeamMemberChange } from './team-record';
import { teamToSend } from './team-rules';

/** The calls of Edit Team's Save (the screen's): each rejects or answers false on failure. */
export interface TeamSaveCalls<T extends TeamChange = TeamChange> {
  /** Sends the team through the team batch; rejects on failure (a 409 when someone else changed or deleted it). */
  saveTeam: (team: T) => Promise<void>;
  /** The Members grid's save: true once every pending member change is saved (the grid shows why not). */
  saveMembers: () => Promise<boolean>;
}

/**
 * Edit Team's Save: the team first, then the pending member changes. The team is sent when its name changed and,
 * when it has a version, with member changes alone too: a team someone else changed or deleted meanwhile is then
 * refused (409) before any member is sent, so "Nothing was saved" holds and a deleted team shows as deleted (the
 * members batch would answer it with a bare 404). Resolves null once all is saved, or the message saying what was not.
 */
export async function saveTeamPage<T extends TeamChange>(
  team: T,
  { nameChanged, membersPending }: { nameChanged: boolean; membersPending: boolean },
  calls: TeamSaveCalls<T>,
): Promise<MessageKey<'teams'> | null> {
  if (nameChanged || (membersPending && team.version !== undefined)) await calls.saveTeam(teamToSend(team));
  if (membersPending && !(await calls.saveMembers())) {
    return nameChanged ? 'teams.edit.nameSavedMembersNot' : 'teams.edit.membersNotSaved';
  }
  return null;
}

/**
 * The users the admin has in Edit Team's Members grid: those listed but the ones marked for removal (by their member
 * link's id), then those added; each once.
 */
export function membersInGrid(
  listed: readonly TeamMember[],
  removed: readonly string[],
  added: readonly TeamMemberChange[],
): string[] {
  const gone = new Set(removed);
  const users = [...listed.filter((member) => !gone.has(teamMemberKey(member))), ...added].map(
    (member) => member.userID,
  );
  return [...new Set(users.filter((userID) => userID !== ''))];
}

/** The calls of Edit Team's "Create it again" (the screen's): each rejects on failure. */
export interface TeamRecreateCalls {
  /** Sends the team as a new record through the team batch; resolves the id the server gave it. */
  createTeam: (team: TeamChange) => Promise<string | undefined>;
  /** Sends the team's members batch with these new members. */
  addMembers: (teamId: string, members: TeamMemberChange[]) => Promise<void>;
}

/** What "Create it again" did: the new team's id, and whether the admin's members are in it. */
export interface TeamRecreated {
  teamId: string | undefined;
  membersAdded: boolean;
  /** Why the members were not added (the team was created). */
  membersFailure?: unknown;
}

/**
 * Edit Team's "Create it again" for a team someone else deleted (its member links went with it): the team as a new
 * record, then the members the admin had in the grid (`membersInGrid`), added by the team's new id: the team's
 * members batch after the team's. A failed team rejects; failed members resolve with why, as the team exists then.
 */
export async function recreateTeamPage(
  team: TeamChange,
  userIds: readonly string[],
  calls: TeamRecreateCalls,
): Promise<TeamRecreated> {
  const teamId = await calls.createTeam(teamToSend(team));
  if (userIds.length === 0) return { teamId, membersAdded: true };
  if (teamId === undefined) return { teamId, membersAdded: false };
  try {
    await calls.addMembers(
      teamId,
      userIds.map((userID) => ({ teamID: teamId, userID })),
    );
    return { teamId, membersAdded: true };
  } catch (failure) {
    return { teamId, membersAdded: false, membersFailure: failure };
  }
}

/**
 * What Edit Team says of a team created again: null when its members are in it; else why not, the members' failure
 * (its reason follows) or that the server did not say the new team's id (there is no reason to give).
 */
export function recreatedNotice(created: TeamRecreated): MessageKey<'teams'> | null {
  if (created.membersAdded) return null;
  return created.teamId === undefined ? 'teams.edit.recreatedWithoutId' : 'teams.edit.recreatedMembersNot';
}
