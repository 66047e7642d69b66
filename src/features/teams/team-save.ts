import type { MessageKey } from '../../lib/messages/catalogues';
import { teamToSend, type Team } from './team-rules';

/** The calls of Edit Team's Save (the screen's): each rejects or answers false on failure. */
export interface TeamSaveCalls {
  /** Sends the team through the team batch; rejects on failure (a 409 when someone else changed or deleted it). */
  saveTeam: (team: Team) => Promise<void>;
  /** The Members grid's save: true once every pending member change is saved (the grid shows why not). */
  saveMembers: () => Promise<boolean>;
}

/**
 * Edit Team's Save: the team first, then the pending member changes. The team is sent when its name changed and,
 * when it has a version, with member changes alone too: a team someone else changed or deleted meanwhile is then
 * refused (409) before any member is sent, so "Nothing was saved" holds and a deleted team shows as deleted (the
 * members batch would answer it with a bare 404). Resolves null once all is saved, or the message saying what was not.
 */
export async function saveTeamPage(
  team: Team,
  { nameChanged, membersPending }: { nameChanged: boolean; membersPending: boolean },
  calls: TeamSaveCalls,
): Promise<MessageKey<'teams'> | null> {
  if (nameChanged || (membersPending && team.version !== undefined)) await calls.saveTeam(teamToSend(team));
  if (membersPending && !(await calls.saveMembers())) {
    return nameChanged ? 'teams.edit.nameSavedMembersNot' : 'teams.edit.membersNotSaved';
  }
  return null;
}
