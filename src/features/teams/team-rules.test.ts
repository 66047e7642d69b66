import { describe, expect, it } from 'vitest';
import { english, german } from '../../test/translate';
import { teamFormRules, teamFields, teamProblem, teamToSend } from './team-rules';

describe('team rules (SPEC 2.5, 5)', () => {
  it('take the name limit from the contract (32) and need a name', () => {
    expect(teamFields.name.maxLength).toBe(32);
    expect(teamProblem(english, { name: 'Kitchen' })).toBeNull();
    expect(teamProblem(english, { name: '   ' })).toBe('Name is required');
    expect(teamProblem(english, { name: 'x'.repeat(33) })).toBe('Name must be at most 32 characters');
    expect(teamProblem(english, { name: `  ${'x'.repeat(32)}  ` })).toBeNull();
  });

  it('name the field and give its placeholder in the console language', () => {
    expect(english(teamFields.name.placeholder)).toBe('Enter a descriptive name for this team');
    expect(german(teamFields.name.placeholder)).toBe('Geben Sie einen aussagekräftigen Namen für dieses Team ein');
    expect(german(teamFields.name.label)).toBe('Name');
  });

  it('the form rule says the same as the grid rule', () => {
    for (const name of ['', ' Kitchen ', 'x'.repeat(33)]) {
      expect(teamFormRules(english).name(name)).toBe(teamProblem(english, { name }));
    }
  });

  it('send the name trimmed and nothing else changed', () => {
    expect(teamToSend({ teamID: 't1', name: '  Kitchen ', ownerOrganisationID: 'o1' })).toEqual({
      teamID: 't1',
      name: 'Kitchen',
      ownerOrganisationID: 'o1',
    });
  });
});
