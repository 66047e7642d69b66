import { describe, expect, it } from 'vitest';
import type { Schemas } from '../contract';
import { ids, testWorld } from '../test-world';

type OrganisationChange = Schemas['OrganisationChange'];

const newOrganisation = (code: string, name: string, extra: Partial<OrganisationChange> = {}): OrganisationChange => ({
  organisationCode: code,
  name,
  organisationType: 1,
  posCoreInstanceID: null,
  remoteOrderServerInstanceID: null,
  dataExtractionServerInstanceID: null,
  partnerServerInstanceID: null,
  reportingServerInstanceID: null,
  parentOrganisationID: ids.harbourGroup,
  active: false,
  initialised: false,
  ...extra,
});

describe('admin summary', () => {
  it('computes the admin summary from the world', async () => {
    const { call, world } = await testWorld();
    const before = (await call<Schemas['AdminSummary']>('GET', '/admin/summary/')).body;
    expect(before.totalUsers).toBe(Object.keys(world.state.users).length);
    await call('POST', '/api/organisation/batch', {
      body: {
        changes: [newOrganisation('PIER9', 'Pier Nine Kitchen', { posCoreInstanceID: ids.euWest })],
        deletes: [],
      },
    });
    const after = (await call<Schemas['AdminSummary']>('GET', '/admin/summary/')).body;
    expect(after.totalInactiveOrganisations).toBe(before.totalInactiveOrganisations + 1);
    const euWest = (summary: Schemas['AdminSummary']) =>
      summary.posCoreInstances.find((p) => p.posCoreInstanceID === ids.euWest)?.totalOrganisations ?? 0;
    expect(euWest(after)).toBe(euWest(before) + 1);
  });
});
