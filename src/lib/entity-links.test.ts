import { describe, expect, it } from 'vitest';
import { EntityLookupType } from '#/api/schema.gen';
import { english, german } from '#/test/translate';
import {
  entityLink,
  entityTypeLabel,
  entityTypeLabels,
  organisationLink,
  type EntityLookupMatch,
} from './entity-links';

const org = {
  organisationID: '10000000-0000-4000-8000-000000000005',
  organisationName: 'Harbour Fish Bar',
  organisationCode: 'HFB',
  kapow: null,
};
const match = (type: EntityLookupType, entityID: string, organisation: EntityLookupMatch['organisation'] = null) => ({
  type,
  entityID,
  organisation,
});

describe('entityLink', () => {
  it('links every type as SPEC 2.4 says', () => {
    const id = '90000000-0000-4000-8000-000000000001';
    const edit = (to: string, editId = id) => ({ to, params: { id: editId } });
    expect(entityLink(match(EntityLookupType.Client, 'pos-backoffice'))).toEqual(
      edit('/admin/clients/edit/$id', 'pos-backoffice'),
    );
    expect(entityLink(match(EntityLookupType.DeploymentServerInstance, id))).toEqual(
      edit('/admin/deploymentserver/edit/$id'),
    );
    expect(entityLink(match(EntityLookupType.IntegrationServerInstance, id))).toEqual(
      edit('/admin/integrationserver/edit/$id'),
    );
    expect(entityLink(match(EntityLookupType.POSCoreInstance, id))).toEqual(edit('/admin/poscoreinstances/edit/$id'));
    expect(entityLink(match(EntityLookupType.User, id))).toEqual(edit('/admin/users/edit/$id'));
    expect(entityLink(match(EntityLookupType.OutletGroup, id, org))).toBeNull();
    expect(entityLink(match(EntityLookupType.Terminal, id, org))).toBeNull();
    expect(entityLink(match(EntityLookupType.Unknown, id, org))).toBeNull();
  });

  it('links an organisation to its own page (deviation: not the integration server page)', () => {
    const summary = { to: '/organisation/$orgId', params: { orgId: org.organisationID } };
    expect(entityLink(match(EntityLookupType.Organisation, org.organisationID, org))).toEqual(summary);
    expect(entityLink(match(EntityLookupType.Organisation, org.organisationID, null))).toEqual(summary);
  });

  it("links an outlet to its organisation's page, only when the organisation is known", () => {
    expect(entityLink(match(EntityLookupType.Outlet, '60000000-0000-4000-8000-000000000002', org))).toEqual({
      to: '/organisation/$orgId',
      params: { orgId: org.organisationID },
    });
    expect(entityLink(match(EntityLookupType.Outlet, '60000000-0000-4000-8000-000000000002', null))).toBeNull();
  });

  it('links a service account only when its organisation is known', () => {
    const id = '70000000-0000-4000-8000-000000000003';
    expect(entityLink(match(EntityLookupType.ServiceAccount, id, org))).toEqual({
      to: '/organisation/$orgId/serviceaccounts/edit/$id',
      params: { orgId: org.organisationID, id },
    });
    expect(entityLink(match(EntityLookupType.ServiceAccount, id, null))).toBeNull();
  });

  it('does not link a type it does not know, or an empty id', () => {
    expect(entityLink(match(42 as EntityLookupType, 'x'))).toBeNull();
    expect(entityLink(match(EntityLookupType.User, ''))).toBeNull();
  });

  it('passes ids as route parameters (the router encodes them)', () => {
    expect(entityLink(match(EntityLookupType.Client, 'a/b c'))).toEqual({
      to: '/admin/clients/edit/$id',
      params: { id: 'a/b c' },
    });
    expect(organisationLink('x y')).toEqual({ to: '/organisation/$orgId', params: { orgId: 'x y' } });
  });
});

describe('entityTypeLabel', () => {
  it('has the SPEC label of every type', () => {
    expect(
      Object.values(entityTypeLabels)
        .map((key) => english(key))
        .sort(),
    ).toEqual(
      [
        'Client',
        'Deployment Server Instance',
        'Integration Server Instance',
        'Organisation',
        'Outlet',
        'Outlet Group',
        'POSCore Instance',
        'Service Account',
        'Terminal',
        'User',
        'Unknown',
      ].sort(),
    );
    expect(english(entityTypeLabel(EntityLookupType.POSCoreInstance))).toBe('POSCore Instance');
    expect(english(entityTypeLabel(99))).toBe('Unknown');
    expect(german(entityTypeLabel(EntityLookupType.Outlet))).toBe('Verkaufsstelle');
  });
});
