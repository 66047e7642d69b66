import { describe, expect, it } from 'vitest';
import { editLinks } from './edit-links';

describe('editLinks', () => {
  it('goes to the edit route of each admin list with the id as a parameter', () => {
    expect(editLinks.user('u1')).toEqual({ to: '/admin/users/edit/$id', params: { id: 'u1' } });
    expect(editLinks.client('a b/c')).toEqual({ to: '/admin/clients/edit/$id', params: { id: 'a b/c' } });
    expect(editLinks.posCoreInstance('p')).toEqual({ to: '/admin/poscoreinstances/edit/$id', params: { id: 'p' } });
    expect(editLinks.integrationServer('i')).toEqual({ to: '/admin/integrationserver/edit/$id', params: { id: 'i' } });
    expect(editLinks.deploymentServer('d')).toEqual({ to: '/admin/deploymentserver/edit/$id', params: { id: 'd' } });
  });
  it("keeps the organisation of an organisation's list", () => {
    expect(editLinks.team('o1', 't1')).toEqual({
      to: '/organisation/$orgId/teams/edit/$id',
      params: { orgId: 'o1', id: 't1' },
    });
    expect(editLinks.link('o1', 'l1')).toEqual({
      to: '/organisation/$orgId/links/edit/$id',
      params: { orgId: 'o1', id: 'l1' },
    });
    expect(editLinks.permissionGroup('o1', 'g1')).toEqual({
      to: '/organisation/$orgId/permissiongroups/edit/$id',
      params: { orgId: 'o1', id: 'g1' },
    });
    expect(editLinks.serviceAccount('o1', 's1')).toEqual({
      to: '/organisation/$orgId/serviceaccounts/edit/$id',
      params: { orgId: 'o1', id: 's1' },
    });
  });
});
