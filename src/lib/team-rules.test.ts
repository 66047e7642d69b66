import { describe, expect, it } from 'vitest';
import { teamFormRules, teamNameField, teamProblem, teamToSend } from './team-rules';

describe('team rules (SPEC 2.5, 5)', () => {
  it('take the name limit from the contract (32) and need a name', () => {
    expect(teamNameField.maxLength).toBe(32);
    expect(teamProblem({ name: 'Kitchen' })).toBeNull();
    expect(teamProblem({ name: '   ' })).toBe('Name is required');
    expect(teamProblem({ name: 'x'.repeat(33) })).toBe('Name must be at most 32 characters');
    expect(teamProblem({ name: `  ${'x'.repeat(32)}  ` })).toBeNull();
  });

  it('the form rule says the same as the grid rule', () => {
    for (const name of ['', ' Kitchen ', 'x'.repeat(33)]) expect(teamFormRules.name(name)).toBe(teamProblem({ name }));
  });

  it('send the name trimmed and nothing else changed', () => {
    expect(teamToSend({ teamID: 't1', name: '  Kitchen ', ownerOrganisationID: 'o1' })).toEqual({
      teamID: 't1',
      name: 'Kitchen',
      ownerOrganisationID: 'o1',
    });
  });
});
