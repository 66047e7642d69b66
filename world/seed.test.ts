import { describe, expect, it } from 'vitest';
import { OrganisationType } from '../src/api/schema.gen';
import { loadContract } from './contract';
import { createWorld } from './seed';
import { ids } from './test-world';

const fixed = () => new Date('2026-11-23T09:00:00Z');

describe('the seed', () => {
  it('is deterministic: the same seed gives the same world, another seed another', async () => {
    const api = await loadContract();
    const one = JSON.stringify(createWorld(api, { seed: 7, orgs: 40, users: 120 }, fixed).state);
    expect(JSON.stringify(createWorld(api, { seed: 7, orgs: 40, users: 120 }, fixed).state)).toBe(one);
    expect(JSON.stringify(createWorld(api, { seed: 8, orgs: 40, users: 120 }, fixed).state)).not.toBe(one);
  });

  it('starts from the contract estate: the personas, Harbour Fish Bar and its records', async () => {
    const world = createWorld(await loadContract(), { seed: 1, orgs: 40, users: 120 }, fixed);
    const { personas } = world.settings;
    expect(personas.superUser).toEqual({ userID: ids.alice, organisationID: ids.root });
    expect(personas.orgAdmin).toEqual({ userID: ids.oliver, organisationID: ids.harbourFishBar });
    expect(world.isOrgAdmin(ids.oliver, ids.harbourFishBar)).toBe(true);
    expect(world.state.teams[ids.barStaff]?.name).toBe('Bar Staff');
    expect(Object.values(world.state.organisations).find((o) => o.organisationCode === 'HFB')?.organisationID).toBe(
      ids.harbourFishBar,
    );
  });

  it('sizes the world by its options, in a tree of several levels with every kind and state of organisation', async () => {
    const world = createWorld(await loadContract(), { seed: 1, orgs: 60, users: 300 }, fixed);
    const organisations = Object.values(world.state.organisations);
    expect(organisations).toHaveLength(60);
    expect(Object.keys(world.state.users)).toHaveLength(300);
    const types = new Set(organisations.map((o) => o.organisationType));
    for (const type of [
      OrganisationType.Root,
      OrganisationType.Dealer,
      OrganisationType.LicenseeGroup,
      OrganisationType.Licensee,
      OrganisationType.TemplatePublic,
      OrganisationType.TemplatePrivate,
    ]) {
      expect(types).toContain(type);
    }
    expect(Math.max(...organisations.map((o) => world.ancestorsOf(o.organisationID).length))).toBeGreaterThanOrEqual(4);
    expect(organisations.some((o) => !o.active)).toBe(true);
    expect(organisations.some((o) => o.active && !o.initialised)).toBe(true);
    // Each organisation with people has its own teams and users.
    const licensee = organisations.find(
      (o) =>
        o.organisationType === OrganisationType.Licensee &&
        o.organisationID !== ids.harbourFishBar &&
        world.usersOf(o.organisationID).length > 0,
    );
    expect(licensee).toBeDefined();
    expect(Object.values(world.state.teams).some((t) => t.ownerOrganisationID === licensee?.organisationID)).toBe(true);
    expect(new Set(organisations.map((o) => o.organisationCode)).size).toBe(60);
  });

  it('points the estate servers at the port given', async () => {
    const world = createWorld(await loadContract(), { seed: 1, orgs: 40, users: 120, remotePort: 4430 }, fixed);
    expect(world.state.posCoreInstances[ids.euWest]?.uri).toBe('http://localhost:4430');
  });

  it('gives every seeded record a believable history: created months ago, edited since, ending at its values now', async () => {
    const world = createWorld(await loadContract(), { seed: 1, orgs: 40, users: 120 }, fixed);
    const { state } = world;
    const log = state.audit;
    // The log is in time order, every seeded entry before the seed's day.
    expect(log.map((e) => e.created)).toEqual([...log.map((e) => e.created)].sort());
    expect(log.every((e) => e.created < fixed().toISOString())).toBe(true);
    const kinds = [
      ['User', state.users],
      ['Team', state.teams],
      ['PermissionGroup', state.permissionGroups],
      ['Client', state.clients],
      ['PosCoreInstance', state.posCoreInstances],
      ['DeploymentServerInstance', state.deploymentServers],
      ['IntegrationServerInstance', state.integrationServers],
      ['Organisation', state.organisations],
    ] as const;
    for (const [type, table] of kinds) {
      for (const [id, record] of Object.entries(table)) {
        const entries = world.history.of(log, type, id).map((at) => log[at]);
        expect(entries.length, `${type} ${id}`).toBeGreaterThanOrEqual(2);
        expect(entries[0]?.changes?.every((change) => change.before === null)).toBe(true);
        // Replayed from nothing, the changes give the record's values now (a user's as answered).
        const replayed: Record<string, unknown> = {};
        for (const entry of entries)
          for (const change of entry?.changes ?? []) {
            // A write-only value (a signing key) is only said to be replaced.
            if (change.replaced) {
              expect([change.before, change.after]).toEqual([null, null]);
              continue;
            }
            expect(change.before ?? null, `${type} ${id} ${change.field}`).toEqual(replayed[change.field] ?? null);
            replayed[change.field] = change.after;
          }
        const now = type === 'User' ? world.userView(record as never) : record;
        for (const [field, value] of Object.entries(replayed))
          expect(value ?? null, `${type} ${id} ${field}`).toEqual((now as Record<string, unknown>)[field] ?? null);
        // By a plausible author: a super user, or an admin of the record's organisation.
        const author = state.users[entries.at(-1)?.userID ?? ''];
        expect(author, `${type} ${id}`).toBeDefined();
      }
    }
    const barStaff = world.history.of(log, 'Team', ids.barStaff).map((at) => log[at]?.message);
    expect(barStaff).toEqual(['Team Bar staff created', 'Team Bar staff renamed to Bar Staff']);
  });
});
