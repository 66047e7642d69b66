import { describe, expect, it } from 'vitest';
import { RootNodeType } from '#/api/schema.gen';
import { english, german } from '#/test/translate';
import { inviteEmailProblem, inviteRequest } from './invite-rules';

describe('inviteEmailProblem', () => {
  it('says what is wrong, in order: required, too long, structure', () => {
    expect(inviteEmailProblem(english, ' ', 64)).toBe('Email is required');
    expect(inviteEmailProblem(german, ' ', 64)).toBe('E-Mail ist erforderlich');
    expect(inviteEmailProblem(english, `${'a'.repeat(60)}@b.co`, 64)).toBe('Email must be at most 64 characters');
    expect(inviteEmailProblem(english, 'a@b', 64)).toBe('Please enter a valid email address');
    expect(inviteEmailProblem(english, 'starter@', 64)).toBe('Please enter a valid email address');
    expect(inviteEmailProblem(english, 'a@example.', 64)).toBe('Please enter a valid email address');
    expect(inviteEmailProblem(english, 'a@b.co', 64)).toBeNull();
    expect(inviteEmailProblem(english, '  new.starter@harbourfishbar.example  ', 64)).toBeNull();
  });
});

describe('inviteRequest', () => {
  it('sends the settings with the trimmed email, without the default groups, restrictions as id and type', () => {
    const settings = {
      isOrgAdmin: true,
      groupIds: ['everyone', 'managers'],
      teamIds: ['bar-staff'],
      restrictions: [{ nodeID: 'quayside', nodeType: RootNodeType.Outlet }],
    };
    expect(inviteRequest(settings, new Set(['everyone']), '  ivy@example.com ')).toEqual({
      email: 'ivy@example.com',
      isOrgAdmin: true,
      permissionGroupIDs: ['managers'],
      rootNodes: [{ nodeID: 'quayside', nodeType: 2 }],
      teamMembershipIDs: ['bar-staff'],
    });
  });
});
