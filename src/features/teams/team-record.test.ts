import { describe, expect, it } from 'vitest';
import { describedColumns } from '#/lib/record-fields';
import { english, german } from '#/test/translate';
import { teamFields, teamMemberFields, type TeamChange, type TeamMemberChange } from './team-record';

describe("the team's fields (SPEC 2.5, 5)", () => {
  it('name the field and give its placeholder in the console language', () => {
    expect(english(teamFields.name.placeholder)).toBe('Enter a descriptive name for this team');
    expect(german(teamFields.name.placeholder)).toBe('Geben Sie einen aussagekräftigen Namen für dieses Team ein');
    expect(german(teamFields.name.label)).toBe('Name');
  });

  it("give the Teams grid its one column and Edit Team's Members grid its two, read-only", () => {
    expect(describedColumns<TeamChange, 'teams'>(english, teamFields)).toEqual([
      { key: 'name', header: 'Name', maxLength: 32, width: 200, kind: 'text' },
    ]);
    expect(describedColumns<TeamMemberChange, 'teams'>(english, teamMemberFields)).toEqual([
      { key: 'userID', header: english('teams.members.column.userId'), width: 340, kind: 'readOnly' },
      { key: 'userName', header: english('teams.members.column.userName'), width: 260, kind: 'readOnly' },
    ]);
  });
});
