import { describe, expect, it } from 'vitest';
import type { Schemas } from '../contract';
import { ids, testWorld } from '../test-world';

type Link = Schemas['OrganisationUserLink'];
const hfb = `/api/organisation/${ids.harbourFishBar}`;
const asAdmin = { persona: 'orgAdmin' as const };

describe('organisation profile', () => {
  it('renames the organisation everywhere it shows', async () => {
    const { call } = await testWorld();
    await call('POST', `${hfb}/profile`, {
      ...asAdmin,
      body: { organisationID: ids.harbourFishBar, name: 'Harbour Fish & Grill' },
    });
    expect((await call<Link[]>('GET', `${hfb}/links`, asAdmin)).body[0]?.organisationName).toBe('Harbour Fish & Grill');
    expect((await call<unknown[]>('GET', '/Authentication/current', asAdmin)).body[1]).toEqual({
      organisationID: ids.harbourFishBar,
      name: 'Harbour Fish & Grill',
    });
  });
});
