import { describe, expect, it } from 'vitest';
import { english, german } from '../../test/translate';
import type { Team } from './team-rules';
import { saveTeamPage } from './team-save';

const loaded: Team = { teamID: 't1', name: 'Kitchen', ownerOrganisationID: 'o1', version: 'v4' };

/** The calls as sent, in order; the team refused or the members failing on demand. */
function recorder({ teamRefused = false, membersSaved = true } = {}) {
  const calls: string[] = [];
  const sent: Team[] = [];
  return {
    calls,
    sent,
    saveTeam: (team: Team) => {
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
