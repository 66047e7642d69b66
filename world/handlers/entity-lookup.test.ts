import { describe, expect, it } from 'vitest';
import type { Schemas } from '../contract';
import { ids, testWorld } from '../test-world';

describe('entity lookup', () => {
  it('looks up any entity by id or name', async () => {
    const { call } = await testWorld();
    const matches = await call<Schemas['EntityLookupMatch'][]>(
      'GET',
      `/api/EntityLookup/filterunscoped?filter=${ids.quaysideFishBar}`,
    );
    expect(matches.body).toEqual([
      {
        type: 2,
        entityID: ids.quaysideFishBar,
        name: 'Quayside Fish Bar',
        organisation: expect.objectContaining({ organisationName: 'Harbour Fish Bar', organisationCode: 'HFB' }),
      },
    ]);
    const byName = await call<Schemas['EntityLookupMatch'][]>(
      'GET',
      '/api/EntityLookup/filterunscoped?filter=back%20office',
    );
    expect(byName.body).toEqual([{ type: 10, entityID: 'pos-backoffice', name: 'Back Office', organisation: null }]);
  });
});
