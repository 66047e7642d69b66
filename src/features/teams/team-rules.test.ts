import { describe, expect, it } from 'vitest';
import { english } from '#/test/translate';
import { teamFields } from './team-record';
import { teamFormRules, teamProblem, teamToSend } from './team-rules';

describe('team rules (SPEC 2.5, 5)', () => {
  it('take the name limit from the contract (32) and need a name', () => {
    expect(teamFields.name.maxLength).toBe(32);
    expect(teamProblem(english, { name: 'Kitchen' })).toBeNull();
    expect(teamProblem(english, { name: '   ' })).toBe('Name is required');
    expect(teamProblem(english, { name: 'x'.repeat(33) })).toBe('Name must be at most 32 characters');
    expect(teamProblem(english, { name: `  ${'x'.repeat(32)}  ` })).toBeNull();
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
