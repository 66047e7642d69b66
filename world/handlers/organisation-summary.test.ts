import { describe, expect, it } from 'vitest';
import type { Schemas } from '../contract';
import { ids, testWorld } from '../test-world';

describe('organisation summary', () => {
  it('lists every child organisation by name, or with the optional childLimit the first so many', async () => {
    const { call } = await testWorld();
    const path = `/api/Organisation/summary/${ids.root}`;
    const all = await call<Schemas['OrganisationSummary']>('GET', path);
    const names = all.body.childOrganisations.map((child) => child.organisationName);
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort(new Intl.Collator().compare));
    const limited = await call<Schemas['OrganisationSummary']>('GET', `${path}?childLimit=1`);
    expect(limited.body).toEqual({ ...all.body, childOrganisations: all.body.childOrganisations.slice(0, 1) });
  });
});
