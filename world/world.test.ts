import { types } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadContract } from './contract';
import { createWorld, emptyState } from './seed';
import { SEED_VERSION, stateFromJson } from './state';
import { ids } from './test-world';

const fixed = () => new Date('2026-11-23T09:00:00Z');
const seeded = async () => createWorld(await loadContract(), { seed: 1, orgs: 40, users: 120 }, fixed);

describe('a transaction', () => {
  it('puts back everything a failed call changed: records written, added and deleted, lists, the audit log', async () => {
    const world = await seeded();
    const before = JSON.stringify(world.state);
    const teamIds = Object.keys(world.state.teams);
    const sam = world.state.users[ids.sam];
    if (!sam) throw new Error('The seed has Sam');
    expect(() =>
      world.transaction(() => {
        const { state } = world;
        state.users[ids.sam] = { ...sam, fullName: 'Changed', version: world.nextVersion() };
        state.users['__proto__'] = { ...sam, userID: '__proto__' };
        state.teams.added = { teamID: 'added', name: 'Added', ownerOrganisationID: ids.crown, version: '9' };
        delete state.teams[ids.barStaff];
        delete state.teams[ids.barStaff];
        state.rootNodes.push({ organisationUserLinkID: ids.oliverLink, nodeID: ids.quaysideFishBar, nodeType: 2 });
        state.appSettings = [];
        state.authorisations[0] = {
          organisationID: ids.crown,
          applicationID: ids.posTerminal,
          applicationPackageID: null,
        };
        world.audit('Unclassified', null, null, 'written, then undone');
        world.mail({ kind: 'invitation', to: 'x@example.com', subject: 'x', link: '/x', token: 'x' });
        throw new Error('midway');
      }),
    ).toThrow('midway');
    expect(JSON.stringify(world.state)).toBe(before);
    expect(Object.keys(world.state.teams)).toEqual(teamIds);
    expect(Object.hasOwn(world.state.users, '__proto__')).toBe(false);
    expect(types.isProxy(world.state.users)).toBe(false);
  });

  it('keeps what a call that succeeds changed, and leaves plain tables behind', async () => {
    const world = await seeded();
    const answer = world.transaction(() => {
      delete world.state.teams[ids.barStaff];
      return world.nextVersion();
    });
    expect(answer).toBe(String(Number(SEED_VERSION) + 1));
    expect(world.state.teams[ids.barStaff]).toBeUndefined();
    expect(types.isProxy(world.state.teams)).toBe(false);
  });
});

describe("a table's records as listed", () => {
  it('are listed afresh after a call only for the tables it wrote, or put back', async () => {
    const world = await seeded();
    const users = world.recordsOf('users');
    const teams = world.recordsOf('teams');
    const organisations = world.recordsOf('organisations');
    world.transaction(() => {
      delete world.state.teams[ids.barStaff];
    });
    expect(world.recordsOf('users')).toBe(users);
    expect(world.recordsOf('organisations')).toBe(organisations);
    expect(world.recordsOf('teams')).not.toBe(teams);
    expect(world.recordsOf('teams').map((team) => team.teamID)).not.toContain(ids.barStaff);

    const sam = world.state.users[ids.sam];
    if (!sam) throw new Error('The seed has Sam');
    expect(() =>
      world.transaction(() => {
        world.state.users[ids.sam] = { ...sam, fullName: 'Changed' };
        expect(world.recordsOf('users').find((user) => user.userID === ids.sam)?.fullName).toBe('Changed');
        throw new Error('midway');
      }),
    ).toThrow('midway');
    expect(world.recordsOf('users')).not.toBe(users);
    expect(world.recordsOf('users').find((user) => user.userID === ids.sam)?.fullName).toBe(sam.fullName);
    expect(world.recordsOf('organisations')).toBe(organisations);
  });
});

describe('record versions in a state file', () => {
  it('gives the records of a file saved before versions the seed version, and counts on from the highest found', async () => {
    const world = await seeded();
    const saved = JSON.parse(JSON.stringify(world.state)) as Record<string, unknown>;
    const users = saved.users as Record<string, Record<string, unknown>>;
    for (const user of Object.values(users)) delete user.version;
    const alice = users[ids.alice];
    if (alice) alice.version = '41';
    delete saved.lastVersion;
    const state = stateFromJson(saved, emptyState());
    expect(state.users[ids.sam]?.version).toBe(SEED_VERSION);
    expect(state.users[ids.alice]?.version).toBe('41');
    expect(state.lastVersion).toBe(41);
    expect(stateFromJson({ ...saved, lastVersion: 70 }, emptyState()).lastVersion).toBe(70);
  });
});

describe('records of a state file saved before answers were complete', () => {
  it("reads a user or client saved without an optional field with it: null, or SPEC 9's default", async () => {
    const world = await seeded();
    const saved = JSON.parse(JSON.stringify(world.state)) as Record<string, Record<string, Record<string, unknown>>>;
    const sam = saved.users?.[ids.sam];
    for (const field of ['fullName', 'email', 'locale', 'defaultCurrencyCode', 'image', 'scopes']) delete sam?.[field];
    const client = Object.values(saved.clients ?? {})[0];
    for (const field of ['description', 'homepage', 'imageBase64', 'redirectUris']) delete client?.[field];
    const state = stateFromJson(saved, emptyState());
    expect(state.users[ids.sam]).toMatchObject({
      fullName: null,
      email: null,
      locale: 'en-GB',
      defaultCurrencyCode: 'GBP',
      image: null,
      scopes: [],
    });
    expect(state.clients[String(client?.clientID)]).toMatchObject({
      description: null,
      homepage: null,
      imageBase64: null,
      redirectUris: [],
    });
  });
});
