import { describe, expect, it } from 'vitest';
import type { Schemas } from '../contract';
import { ids, testWorld } from '../test-world';

const hfb = `/api/organisation/${ids.harbourFishBar}`;
/** How long system health keeps a client state (SPEC 9; the contract's systemHealthGetTree: 1209600000 ms). */
const KEPT_MS = 14 * 86_400_000;

describe('system health', () => {
  it('builds the system health tree from the organisation sites', async () => {
    const { call } = await testWorld();
    const tree = (await call<Schemas['SystemHealthNode']>('GET', `${hfb}/systemhealthtree`, { persona: 'orgAdmin' }))
      .body;
    expect(tree.name).toBe('Harbour Fish Bar');
    expect(tree.children.map((n) => n.name)).toEqual(['Quayside Sites']);
    const till = tree.children[0]?.children[0]?.children[0];
    expect(till?.clientApplicationStates[0]?.applicationName).toBe('POS Terminal');
  });

  it('seeds states the console keeps: most reported within 14 days of the world clock, a few older', async () => {
    const { call, world } = await testWorld();
    const now = world.now().getTime();
    const states = (node: Schemas['SystemHealthNode']): Schemas['ClientApplicationState'][] => [
      ...node.clientApplicationStates,
      ...node.children.flatMap(states),
    ];
    const recent = (state: Schemas['ClientApplicationState']) =>
      now - Date.parse(state.dateTimeUpdated) <= KEPT_MS && Date.parse(state.dateTimeUpdated) <= now;
    const hfbStates = states(
      (await call<Schemas['SystemHealthNode']>('GET', `${hfb}/systemhealthtree`, { persona: 'orgAdmin' })).body,
    );
    expect(hfbStates.length).toBeGreaterThan(0);
    expect(hfbStates.filter(recent).length).toBeGreaterThanOrEqual(hfbStates.length - 1);
    const withSites = new Set(Object.values(world.state.siteNodes).map((node) => node.organisationID));
    const all: Schemas['ClientApplicationState'][] = [];
    for (const orgId of withSites)
      all.push(
        ...states((await call<Schemas['SystemHealthNode']>('GET', `/api/organisation/${orgId}/systemhealthtree`)).body),
      );
    expect(all.filter(recent).length / all.length).toBeGreaterThan(0.75);
    // A few are older, so QA sees the console drop them.
    expect(all.some((state) => !recent(state))).toBe(true);
  });
});
