import { describe, expect, it } from 'vitest';
import { english, german } from '#/test/translate';
import type { Team, TeamChange, TeamMember, TeamMemberChange } from './team-record';
import { membersInGrid, recreatedNotice, recreateTeamPage, saveTeamPage } from './team-save';

const loaded: Team = { teamID: 't1', name: 'Kitchen', ownerOrganisationID: 'o1', totalMembers: 3, version: 'v4' };

/** The calls as sent, in order; the team refused or the members failing on demand. */
function recorder({ teamRefused = false, membersSaved = true } = {}) {
  const calls: string[] = [];
  const sent: TeamChange[] = [];
  return {
    calls,
    sent,
    saveTeam: (team: TeamChange) => {
      calls.push('team');
      sent.push(team);
      return teamRefused ? Promise.reject(new Error('409 Conflict_RecordChanged')) : Promise.resolve();
    },
    saveMembers: () => {
      calls.push('members');
      return Promise.resolve(membersSaved);
    },
  };
}

describe("Edit Team's Save", () => {
  it('sends the versioned team first, with the version it was loaded at, even when only members changed', async () => {
    const calls = recorder();
    await expect(saveTeamPage(loaded, { nameChanged: false, membersPending: true }, calls)).resolves.toBeNull();
    expect(calls.calls).toEqual(['team', 'members']);
    expect(calls.sent).toEqual([loaded]);
  });

  it('sends no member when the team is refused (someone else changed or deleted it): nothing was saved', async () => {
    const calls = recorder({ teamRefused: true });
    await expect(
      saveTeamPage({ ...loaded, name: ' Bar ' }, { nameChanged: true, membersPending: true }, calls),
    ).rejects.toThrow('409');
    expect(calls.calls).toEqual(['team']);
    expect(calls.sent).toEqual([{ ...loaded, name: 'Bar' }]);
  });

  it('says the name was saved when only the members failed after it', async () => {
    const calls = recorder({ membersSaved: false });
    const key = await saveTeamPage({ ...loaded, name: 'Bar' }, { nameChanged: true, membersPending: true }, calls);
    expect(calls.calls).toEqual(['team', 'members']);
    expect(key).toBe('teams.edit.nameSavedMembersNot');
    expect(english(key ?? 'teams.edit.saved')).toBe("The team's name was saved, but the member changes were not.");
    expect(german(key ?? 'teams.edit.saved')).toBe(
      'Der Name des Teams wurde gespeichert, die Änderungen an den Mitgliedern aber nicht.',
    );
  });

  it('says only that the members were not saved when the name did not change', async () => {
    const calls = recorder({ membersSaved: false });
    const key = await saveTeamPage(loaded, { nameChanged: false, membersPending: true }, calls);
    expect(key).toBe('teams.edit.membersNotSaved');
    expect(english(key ?? 'teams.edit.saved')).toBe('The member changes were not saved.');
  });

  it('without versions sends the team only when its name changed, and the members alone otherwise', async () => {
    const { version: _version, ...unversioned } = loaded;
    const membersOnly = recorder();
    await saveTeamPage(unversioned, { nameChanged: false, membersPending: true }, membersOnly);
    expect(membersOnly.calls).toEqual(['members']);
    const nameOnly = recorder();
    await saveTeamPage({ ...unversioned, name: 'Bar' }, { nameChanged: true, membersPending: false }, nameOnly);
    expect(nameOnly.calls).toEqual(['team']);
  });
});

/** A member as the list answers it, and one added in the grid (no link id yet). */
const listedMember = (userID: string, teamUserLinkID: string): TeamMember => ({
  teamUserLinkID,
  teamID: 't1',
  userID,
  userName: userID,
});
const addedMember = (userID: string): TeamMemberChange => ({ teamID: 't1', userID });

describe("Edit Team's Create it again", () => {
  it('keeps the members listed but those marked for removal, then those added, each user once', () => {
    const listed = [listedMember('u1', 'l1'), listedMember('u2', 'l2'), listedMember('u3', 'l3')];
    expect(membersInGrid(listed, ['l2'], [addedMember('u4'), addedMember('u1'), addedMember('')])).toEqual([
      'u1',
      'u3',
      'u4',
    ]);
    expect(membersInGrid([], [], [])).toEqual([]);
  });

  /** The calls as sent, in order; the new team's id as answered; the members failing on demand. */
  function recreator({ answersId = true, membersFail = false } = {}) {
    const calls: string[] = [];
    const teams: TeamChange[] = [];
    const members: { teamId: string; members: TeamMemberChange[] }[] = [];
    return {
      calls,
      teams,
      members,
      createTeam: (team: TeamChange) => {
        calls.push('team');
        teams.push(team);
        return Promise.resolve(answersId ? 't9' : undefined);
      },
      addMembers: (id: string, sent: TeamMemberChange[]) => {
        calls.push('members');
        members.push({ teamId: id, members: sent });
        return membersFail ? Promise.reject(new Error('500')) : Promise.resolve();
      },
    };
  }
  const anew: TeamChange = { name: ' Kitchen ', ownerOrganisationID: 'o1' };

  it('creates the team, then adds the members by its new id', async () => {
    const calls = recreator();
    await expect(recreateTeamPage(anew, ['u1', 'u3'], calls)).resolves.toEqual({ teamId: 't9', membersAdded: true });
    expect(calls.calls).toEqual(['team', 'members']);
    expect(calls.teams).toEqual([{ name: 'Kitchen', ownerOrganisationID: 'o1' }]);
    expect(calls.members).toEqual([
      {
        teamId: 't9',
        members: [
          { teamID: 't9', userID: 'u1' },
          { teamID: 't9', userID: 'u3' },
        ],
      },
    ]);
  });

  it('sends no members batch without members', async () => {
    const calls = recreator();
    await expect(recreateTeamPage(anew, [], calls)).resolves.toEqual({ teamId: 't9', membersAdded: true });
    expect(calls.calls).toEqual(['team']);
  });

  it('says the members were not added when their batch failed, or the team came back without an id', async () => {
    const failing = recreator({ membersFail: true });
    const outcome = await recreateTeamPage(anew, ['u1'], failing);
    expect(outcome).toMatchObject({ teamId: 't9', membersAdded: false });
    expect(outcome.membersFailure).toEqual(new Error('500'));
    const withoutId = recreator({ answersId: false });
    await expect(recreateTeamPage(anew, ['u1'], withoutId)).resolves.toEqual({
      teamId: undefined,
      membersAdded: false,
    });
    expect(withoutId.calls).toEqual(['team']);
  });
});

describe('recreatedNotice', () => {
  it('says nothing when the members are in, why not after their failure, and that the id is unknown without one', () => {
    expect(recreatedNotice({ teamId: 't9', membersAdded: true })).toBeNull();
    expect(recreatedNotice({ teamId: 't9', membersAdded: false, membersFailure: new Error('500') })).toBe(
      'teams.edit.recreatedMembersNot',
    );
    expect(recreatedNotice({ teamId: undefined, membersAdded: false })).toBe('teams.edit.recreatedWithoutId');
  });
});
